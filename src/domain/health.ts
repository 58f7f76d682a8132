import { z } from 'zod';

/**
 * `GET /api/v1/health`: the server and its database answer; `demo` says the demo data is in use
 * (the login page then shows the demo account).
 */
export const healthAnswerSchema = z.object({ status: z.literal('ok'), demo: z.boolean() });

export type HealthAnswer = z.infer<typeof healthAnswerSchema>;

/** `GET /api/v1/settings/programme`: the programme's settings the browser follows, such as its time zone. */
export const programmeSettingsSchema = z.object({
  timeZone: z.string().meta({
    description:
      'Zona horaria IANA del programa (`America/Lima`): sus días cuentan la fecha de cada dosis, hoy y los indicadores.',
  }),
});

export type ProgrammeSettings = z.infer<typeof programmeSettingsSchema>;
