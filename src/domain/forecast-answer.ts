import { z } from 'zod';
import { evaluationStatusSchema, forecastStatusSchema, seriesStatusSchema } from './cdsi/assessment-model';
import { todayQuerySchema } from './today-query';

/**
 * A patient's forecast as `GET /api/v1/patients/:id/forecast` answers it (the CDSi engine's,
 * docs/cdsi.md): one zod schema the server's answer is typed by, the OpenAPI document describes
 * and the client may parse.
 */

/** The forecast's query: `today` (YYYY-MM-DD) the statuses are computed for; the server's date when absent. */
export const forecastQuerySchema = todayQuerySchema(
  'Fecha de hoy (AAAA-MM-DD) para calcular los estados; por defecto, la del servidor.',
);

const date = z.string().nullable().meta({ format: 'date' });
const named = z.object({ id: z.number().int(), name: z.string() });

/** One vaccine group's next dose (CDSi): its dates (null when there is none) and series status, and today's status. */
export const forecastItemSchema = z.object({
  vaccineGroup: named,
  antigens: z.array(named),
  forecastDoseNumber: z.number().int().nullable(),
  seriesStatus: seriesStatusSchema,
  earliestDate: date,
  recommendedDate: date,
  pastDueDate: date,
  latestDate: date,
  status: forecastStatusSchema,
});

/** One dose evaluated for one antigen (CDSi): valid, not valid, extraneous or sub-standard, with CDC's reason. */
export const doseEvaluationItemSchema = z.object({
  appliedDoseId: z.number().int(),
  vaccineId: z.number().int(),
  applicationDate: z.string().meta({ format: 'date' }),
  vaccineGroup: named,
  antigen: named,
  /** The target dose the dose satisfied; null unless valid. */
  doseNumber: z.number().int().nullable(),
  status: evaluationStatusSchema,
  reason: z.string().nullable(),
});

/** The patient's forecast per vaccine group of the schedule, and every active dose evaluated per antigen. */
export const forecastAnswerSchema = z.object({
  items: z.array(forecastItemSchema),
  evaluations: z.array(doseEvaluationItemSchema),
});

export type ForecastAnswer = z.infer<typeof forecastAnswerSchema>;
export type ForecastAnswerItem = z.infer<typeof forecastItemSchema>;
export type DoseEvaluationItem = z.infer<typeof doseEvaluationItemSchema>;
