import { z } from 'zod';
import { isoDateSchema } from './schedule-model';

/** The patient the engine assesses. */
export const cdsiPatientSchema = z.object({
  dateOfBirth: isoDateSchema,
  gender: z.enum(['female', 'male']).nullable(),
  observations: z.array(z.object({ code: z.string().min(1), date: isoDateSchema.nullable() })),
});

/** A dose given: its day, its vaccine's CVX code and, when known, its batch's expiry. */
export const administeredDoseSchema = z.object({
  id: z.union([z.string(), z.number()]),
  date: isoDateSchema,
  cvx: z.string().min(1),
  batchExpiryDate: isoDateSchema.nullable(),
});

export const evaluationStatusSchema = z.enum(['valid', 'not-valid', 'extraneous', 'sub-standard']);

/** A dose evaluated for one antigen. */
export const doseEvaluationSchema = z.object({
  doseId: z.union([z.string(), z.number()]),
  date: isoDateSchema,
  cvx: z.string(),
  antigen: z.string(),
  vaccineGroup: z.string(),
  /** The series of the antigen the dose was evaluated against (the one the patient follows). */
  series: z.string(),
  status: evaluationStatusSchema,
  /** CDC's reason ('Age: Too Young'); null for a valid dose. */
  reason: z.string().nullable(),
  /** The target dose the dose satisfied; null unless valid. */
  doseNumber: z.int().positive().nullable(),
});

export const seriesStatusSchema = z.enum([
  'not-complete',
  'complete',
  'immune',
  'aged-out',
  'contraindicated',
  'not-recommended',
]);

export const forecastStatusSchema = z.enum(['not-yet-due', 'due', 'overdue', 'complete', 'too-late']);

/** The dates of the next dose; null when there is none. */
export const forecastDatesSchema = z.object({
  earliestDate: isoDateSchema.nullable(),
  recommendedDate: isoDateSchema.nullable(),
  pastDueDate: isoDateSchema.nullable(),
  latestDate: isoDateSchema.nullable(),
});

/** The forecast of one vaccine group. */
export const groupForecastSchema = z.object({
  vaccineGroup: z.string(),
  antigens: z.array(z.string()),
  forecastDoseNumber: z.int().positive().nullable(),
  seriesStatus: seriesStatusSchema,
  ...forecastDatesSchema.shape,
  status: forecastStatusSchema,
});

/** The engine's answer. */
export const cdsiAssessmentSchema = z.object({
  evaluations: z.array(doseEvaluationSchema),
  forecasts: z.array(groupForecastSchema),
});

export type CdsiPatient = z.infer<typeof cdsiPatientSchema>;
export type AdministeredDose = z.infer<typeof administeredDoseSchema>;
export type EvaluationStatus = z.infer<typeof evaluationStatusSchema>;
export type DoseEvaluation = z.infer<typeof doseEvaluationSchema>;
export type SeriesStatus = z.infer<typeof seriesStatusSchema>;
export type ForecastStatus = z.infer<typeof forecastStatusSchema>;
export type ForecastDates = z.infer<typeof forecastDatesSchema>;
export type GroupForecast = z.infer<typeof groupForecastSchema>;
export type CdsiAssessment = z.infer<typeof cdsiAssessmentSchema>;
