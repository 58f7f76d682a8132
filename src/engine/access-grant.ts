import { z } from 'zod';

/** The shortest reason a user may give to open a row outside their scope. */
export const minGrantReasonLength = 10;

/** `POST …/{id}/access`: why the user opens a row outside their part of the network. */
export const accessGrantSchema = z.object({
  reason: z
    .string({ error: 'Indique el motivo del acceso' })
    .trim()
    .min(minGrantReasonLength, `El motivo debe tener al menos ${minGrantReasonLength} caracteres`)
    .max(500, 'El motivo debe tener como máximo 500 caracteres')
    .meta({ description: 'Por qué accede a un registro fuera de su ámbito (10 caracteres o más).' }),
});

/** What a grant answers: until when the user may open the row. */
export const accessGrantAnswerSchema = z.object({
  expiresAt: z.string().meta({ format: 'date-time', description: 'Hasta cuándo puede abrirlo (ISO 8601, UTC).' }),
});

export type AccessGrantAnswer = z.output<typeof accessGrantAnswerSchema>;
