import { z } from 'zod';
import type { RowOf } from '../../entities';
import { batchStatus } from '../../entities/vaccine-batches';
import { http } from '../api/client';

/**
 * A zod shape that reads a report leniently but only by the keys of an entity's GET-shape row,
 * each value typed as the row types it (or missing): renaming a field in a config fails here.
 */
type ReportShape<TRow> = { [K in keyof TRow]?: z.ZodType<Lenient<TRow[K]> | null | undefined> };

type Lenient<TValue> = TValue extends object ? { [K in keyof TValue]?: Lenient<TValue[K]> | null } : TValue;

type DoseRow = RowOf<'applied-doses'>;
type BatchRow = RowOf<'vaccine-batches'>;
type VaccineOfBatch = BatchRow['vaccine'];

const vaccine = z.object({ vaccineName: z.string().nullish() } satisfies ReportShape<VaccineOfBatch>).nullish();

const doseItem = z.object({
  applicationDateTime: z.string().nullish(),
  vaccineBatch: z.object({ vaccine } satisfies ReportShape<DoseRow['vaccineBatch']>).nullish(),
} satisfies ReportShape<DoseRow>);

const batchItem = z.object({
  id: z.number(),
  isActive: z.boolean().optional(),
  batchNumber: z.string(),
  expirationDate: z.string().nullish(),
  availableQuantity: z.number(),
  status: z.literal([batchStatus.open, batchStatus.closed]).nullish(),
  vaccine,
} satisfies ReportShape<BatchRow>);

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
