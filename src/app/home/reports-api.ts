import { z } from 'zod';
import { http } from '../api/client';

const vaccine = z.object({ vaccineName: z.string().nullish() }).nullish();

const doseItem = z.object({
  applicationDateTime: z.string().nullish(),
  vaccineBatch: z.object({ vaccine }).nullish(),
});

const batchItem = z.object({
  id: z.number(),
  isActive: z.boolean().optional(),
  batchNumber: z.string(),
  expirationDate: z.string().nullish(),
  availableQuantity: z.number(),
  status: z.number().nullish(),
  vaccine,
});

/** One applied dose of a centre's report, as far as the home page reads it. */
export type DoseReportItem = z.infer<typeof doseItem>;

/** One batch of the availability report, as far as the home page reads it. */
export type BatchReportItem = z.infer<typeof batchItem>;

/**
 * The active doses applied in a centre (`GET /reports/doses-applied?centerId=`).
 *
 * @example
 * const items = await fetchDosesApplied(1, controller.signal);
 */
export const fetchDosesApplied = async (centerId: number, signal: AbortSignal): Promise<DoseReportItem[]> => {
  const body = await http.request('GET', '/reports/doses-applied', { query: { centerId: String(centerId) }, signal });
  return z.object({ items: z.array(doseItem) }).parse(body).items;
};

/** The active batches with their vials (`GET /reports/vaccine-batch-availability`). */
export const fetchBatchAvailability = async (signal: AbortSignal): Promise<BatchReportItem[]> =>
  z.array(batchItem).parse(await http.request('GET', '/reports/vaccine-batch-availability', { signal }));
