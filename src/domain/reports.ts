import { z } from 'zod';
import { maxStoredInteger } from '../engine';

/**
 * The home page's reports: `GET /reports/doses-applied?centerId=` and
 * `GET /reports/vaccine-batch-availability`, one schema each for the server that answers and the
 * page that reads them.
 */

const centerMessage = 'Debe seleccionar un centro de salud válido';

/** `?centerId=`: the centre whose doses the chart counts. */
export const dosesAppliedQuerySchema = z.object({
  centerId: z
    .string({ error: centerMessage })
    .regex(/^\d{1,10}$/, centerMessage)
    .transform(Number)
    .refine((id) => id >= 1 && id <= maxStoredInteger, centerMessage)
    .meta({ description: 'Id del centro.' }),
});

/** A dose as the centre's chart needs it: when, and which vaccine. No patient, no staff. */
export const doseReportItemSchema = z.object({
  applicationDateTime: z.string().nullable().meta({ format: 'date-time' }),
  vaccineBatch: z.object({ vaccine: z.object({ vaccineName: z.string().nullable() }) }),
});

/** A centre's active doses given there (historical ones left out), in id order. */
export const dosesAppliedSchema = z.object({ items: z.array(doseReportItemSchema) });

/**
 * An active batch with its vials, as the home page reads it; the answer carries the batch's
 * other columns too (the batches' GET shape), which this leaves unnamed.
 */
export const batchAvailabilityItemSchema = z.looseObject({
  id: z.int(),
  isActive: z.boolean().optional(),
  batchNumber: z.string(),
  expirationDate: z.string().nullable().meta({ format: 'date' }),
  availableQuantity: z.int(),
  status: z.int().nullable(),
  vaccine: z.looseObject({ vaccineName: z.string().nullable() }).nullable(),
});

/** The active batches, in id order. */
export const batchAvailabilitySchema = z.array(batchAvailabilityItemSchema);

export type DoseReportItem = z.infer<typeof doseReportItemSchema>;
export type BatchAvailabilityItem = z.infer<typeof batchAvailabilityItemSchema>;
