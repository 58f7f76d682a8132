import { z } from 'zod';
import { isValidIsoDate } from '../engine';
import { forecastStatusLabels } from './forecast';
import { invalidTodayMessage } from './vaccination-card';

/**
 * A patient's forecast as `GET /api/v1/patients/:id/forecast` answers it: one zod schema the
 * server's answer is typed by, the OpenAPI document describes and the client may parse.
 */

/** The forecast's query: `today` (YYYY-MM-DD) the statuses are computed for; the server's date when absent. */
export const forecastQuerySchema = z.object({
  today: z
    .string({ error: invalidTodayMessage })
    .refine((value) => isValidIsoDate(value), invalidTodayMessage)
    .optional()
    .meta({ description: 'Fecha de hoy (AAAA-MM-DD) para calcular los estados; por defecto, la del servidor.' }),
});

const date = z.string().nullable().meta({ format: 'date' });

/** One vaccine's next dose, its dates (null once the series is complete, or without a maximum age) and status. */
export const forecastItemSchema = z.object({
  vaccineId: z.number().int(),
  vaccineName: z.string(),
  nextDoseNumber: z.number().int().nullable(),
  dosesReceived: z.number().int(),
  seriesSize: z.number().int(),
  earliestDate: date,
  recommendedDate: date,
  overdueDate: date,
  latestDate: date,
  status: z.enum(Object.keys(forecastStatusLabels) as [keyof typeof forecastStatusLabels]),
});

/** Every vaccine with schedule rules, and every vaccine the patient has an active dose of, by name. */
export const forecastAnswerSchema = z.object({ items: z.array(forecastItemSchema) });

export type ForecastAnswer = z.infer<typeof forecastAnswerSchema>;
