import { formatDate } from '../../engine/cell-format';
import type { ListParams } from '../../engine/data-provider';
import { type SearchOption, searchOptionsLimit } from '../../engine/react';
import type { RowOf } from '../../entities';
import { batchStatus } from '../../entities/vaccine-batches';

type BatchRow = RowOf<'vaccine-batches'>;

/** What the dose form needs of a vaccine batch row (GET shape). */
export type DoseBatch = Pick<BatchRow, 'id' | 'batchNumber' | 'vaccine' | 'expirationDate' | 'availableQuantity'>;

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
  ({
    q,
    filter: {
      status: batchStatus.open,
      expirationDate: { gte: day },
      availableQuantity: { gt: 0 },
    } satisfies BatchFilter,
    page: 1,
    pageSize: searchOptionsLimit,
    sort: 'expirationDate' satisfies keyof BatchRow,
    order: 'asc',
  }) satisfies ListParams;

/**
 * How a batch reads in the lot search box.
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
  ]
    .filter((part) => part !== '')
    .join(' · ');

export const batchOption = (batch: DoseBatch): SearchOption => ({ value: batch.id, label: batchLabel(batch) });
