import { z } from 'zod';
import { cdsiScheduleSchema } from './antigen-model';

/**
 * What the CDSi engine reads, as the API answers it to the dose form, which checks a dose with the
 * same pure module the server runs (src/domain/cdsi/panel/candidate-dose.ts): a patient's data (`GET
 * /api/v1/patients/:id/assessment-data`) and the schedule (`GET /api/v1/antigens/schedule`), read
 * again only when its version changes.
 */

const date = z.string().meta({ format: 'date' });

/** A patient's birth date, active doses (historical ones included), observations and the schedule's version. */
export const assessmentDataSchema = z.object({
  dateOfBirth: date.nullable(),
  doses: z.array(
    z.object({
      id: z.number().int(),
      vaccineId: z.number().int(),
      date,
      /** Its batch's expiry (a dose of an expired batch is sub-standard); null without a batch. */
      batchExpiryDate: date.nullable(),
    }),
  ),
  observations: z.array(
    z.object({
      code: z.string(),
      observationDate: date,
      /** Null while it holds. */
      endDate: date.nullable(),
    }),
  ),
  /** The version of the schedule the answer was read with: another one asks for the schedule again. */
  scheduleVersion: z.string(),
});

/** The whole schedule in the engine's model, its version, and the key the engine names each vaccine by. */
export const scheduleAnswerSchema = z.object({
  version: z.string(),
  schedule: cdsiScheduleSchema,
  productKeys: z.array(z.object({ vaccineId: z.number().int(), key: z.string() })),
});

export type AssessmentData = z.infer<typeof assessmentDataSchema>;
export type ScheduleAnswer = z.infer<typeof scheduleAnswerSchema>;
