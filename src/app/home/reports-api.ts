import {
  type BatchAvailabilityItem,
  batchAvailabilitySchema,
  type DoseReportItem,
  dosesAppliedSchema,
} from '../../domain/reports';
import { http } from '../api/client';

export type { BatchAvailabilityItem as BatchReportItem, DoseReportItem } from '../../domain/reports';

/**
 * The active doses applied in a centre (`GET /reports/doses-applied?centerId=`), read with the
 * schema the server answers with.
 *
 * @example
 * const items = await fetchDosesApplied(1, controller.signal);
 */
export const fetchDosesApplied = async (centerId: number, signal: AbortSignal): Promise<DoseReportItem[]> => {
  const body = await http.request('GET', '/reports/doses-applied', { query: { centerId: String(centerId) }, signal });
  return dosesAppliedSchema.parse(body).items;
};

/** The active batches with their vials (`GET /reports/vaccine-batch-availability`). */
export const fetchBatchAvailability = async (signal: AbortSignal): Promise<BatchAvailabilityItem[]> =>
  batchAvailabilitySchema.parse(await http.request('GET', '/reports/vaccine-batch-availability', { signal }));
