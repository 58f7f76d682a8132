import { recalledLabel } from '../../../domain/stock-movements';
import type { ListParams } from '../../../engine';
import { formatDate } from '../../../engine';
import { type SearchOption, searchOptionsLimit } from '../../../engine/react';
import type { RowOf } from '../../../entities';
import { batchStatus } from '../../../entities/vaccine-batches';

type BatchRow = RowOf<'vaccine-batches'>;

/** What the dose form needs of a vaccine batch row (GET shape); `recalledAt` set once the lot was recalled. */
export type DoseBatch = Pick<BatchRow, 'id' | 'batchNumber' | 'vaccine' | 'expirationDate' | 'availableQuantity'> &
  Partial<Pick<BatchRow, 'recalledAt'>>;

/**
 * Whether a lot was recalled ('Retirado'): it can never be chosen for a dose.
 *
 * @example
 * isRecalled({ ...lot, recalledAt: '2026-11-26T10:00:00.000Z' }) // true
 */
export const isRecalled = (batch: DoseBatch): boolean =>
  typeof batch.recalledAt === 'string' && batch.recalledAt !== '';

/** The batch filter's keys are the row's own fields. */
type BatchFilter = Partial<Record<keyof BatchRow, NonNullable<ListParams['filter']>[string]>>;

/**
 * What the lot search asks the server for: the batches matching the words typed that are
 * open, not expired on `day` (YYYY-MM-DD) and with vials left, the soonest to expire first,
 * at most 50.
 *
 * @example
 * usableBatchesQuery('comirnaty', '2026-06-01')
 * // { q: 'comirnaty', filter: { status: 1, expirationDate: { gte: '2026-06-01' }, availableQuantity: { gt: 0 } }, ... }
 */
export const usableBatchesQuery = (q: string, day: string) =>
  ({ q, filter: usableOn(day), ...earliestExpiryFirst(searchOptionsLimit) }) satisfies ListParams;

/** How many of a vaccine's usable lots the dose form lists; any other is found by its number. */
export const listedBatchesLimit = 5;

/**
 * First expiry, first out: a vaccine's usable lots on `day`, the soonest to expire first, the
 * first {@link listedLotsLimit}.
 *
 * @example
 * vaccineLotsQuery(4, '2026-06-01')
 * // { filter: { status: 1, expirationDate: { gte: '2026-06-01' }, availableQuantity: { gt: 0 }, vaccineId: 4 }, page: 1, pageSize: 5, ... }
 */
export const vaccineBatchesQuery = (vaccineId: number, day: string) =>
  ({
    filter: { ...usableOn(day), vaccineId } satisfies BatchFilter,
    ...earliestExpiryFirst(listedBatchesLimit),
  }) satisfies ListParams;

// A recalled lot is closed for good, so the open status alone keeps it out.
const usableOn = (day: string) =>
  ({
    status: batchStatus.open,
    expirationDate: { gte: day },
    availableQuantity: { gt: 0 },
  }) satisfies BatchFilter;

const earliestExpiryFirst = (pageSize: number) =>
  ({ page: 1, pageSize, sort: 'expirationDate' satisfies keyof BatchRow, order: 'asc' }) as const;

/**
 * How a batch reads in the lot search box; a recalled one says 'Retirado'.
 *
 * @example
 * batchLabel({ id: 1, batchNumber: 'PF-2026-001', vaccine: { id: 1, vaccineName: 'Comirnaty' },
 *   expirationDate: '2027-07-22', availableQuantity: 118 })
 * // 'PF-2026-001 · Comirnaty · vence 22/07/2027 · 118 viales'
 */
export const batchLabel = (batch: DoseBatch): string =>
  [
    batch.batchNumber,
    batch.vaccine.vaccineName,
    `vence ${formatDate(batch.expirationDate)}`,
    `${batch.availableQuantity} ${batch.availableQuantity === 1 ? 'vial' : 'viales'}`,
    isRecalled(batch) ? recalledLabel : '',
  ]
    .filter((part) => part !== '')
    .join(' · ');

export const batchOption = (batch: DoseBatch): SearchOption => ({ value: batch.id, label: batchLabel(batch) });

/**
 * The vaccines of some batches, once each, in the batches' order: what the vaccine search
 * offers from the usable batches its words match (the health staff reads batches, not vaccines).
 *
 * @example
 * vaccineOptionsOf([comirnatyLot1, comirnatyLot2, sinovacLot]) // [{ value: 1, label: 'Comirnaty' }, { value: 3, label: 'Sinovac' }]
 */
export const vaccineOptionsOf = (batches: readonly DoseBatch[]): SearchOption[] => {
  const options = new Map<number, SearchOption>();
  for (const { vaccine } of batches) {
    if (!options.has(vaccine.id)) options.set(vaccine.id, { value: vaccine.id, label: vaccine.vaccineName });
  }
  return [...options.values()];
};
