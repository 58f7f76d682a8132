import { formatDate } from '../../engine/cell-format';
import type { ListParams } from '../../engine/data-provider';
import type { EntityRow } from '../../engine/entity';
import { readPath } from '../../engine/paths';
import { type SearchOption, searchOptionsLimit } from '../../engine/react';
import { batchStatus } from '../../entities/vaccine-batches';

/** What the dose form needs of a vaccine batch. */
export type DoseBatch = {
  id: number;
  batchNumber: string;
  vaccineName: string;
  expirationDate: string;
  availableQuantity: number;
  status: number;
};

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
    filter: { status: batchStatus.open, expirationDate: { gte: day }, availableQuantity: { gt: 0 } },
    page: 1,
    pageSize: searchOptionsLimit,
    sort: 'expirationDate',
    order: 'asc',
  }) satisfies ListParams;

/**
 * How a batch reads in the lot search box.
 *
 * @example
 * batchLabel({ batchNumber: 'PF-2026-001', vaccineName: 'Comirnaty', expirationDate: '2027-07-22',
 *   availableQuantity: 118, ... }) // 'PF-2026-001 · Comirnaty · vence 22/07/2027 · 118 viales'
 */
export const batchLabel = (batch: DoseBatch): string =>
  [
    batch.batchNumber,
    batch.vaccineName,
    `vence ${formatDate(batch.expirationDate)}`,
    `${batch.availableQuantity} ${batch.availableQuantity === 1 ? 'vial' : 'viales'}`,
  ]
    .filter((part) => part !== '')
    .join(' · ');

export const batchOption = (batch: DoseBatch): SearchOption => ({ value: batch.id, label: batchLabel(batch) });

/**
 * A vaccine batch row (GET shape) as the dose form reads it.
 *
 * @example
 * toDoseBatch({ id: 1, isActive: true, batchNumber: 'PF-2026-001', vaccine: { id: 1, vaccineName: 'Comirnaty' }, ... })
 * // { id: 1, batchNumber: 'PF-2026-001', vaccineName: 'Comirnaty', ... }
 */
export const toDoseBatch = (row: EntityRow): DoseBatch => ({
  id: row.id,
  batchNumber: textAt(row, 'batchNumber'),
  vaccineName: textAt(row, 'vaccine.vaccineName'),
  expirationDate: textAt(row, 'expirationDate'),
  availableQuantity: Number(readPath(row, 'availableQuantity') ?? 0),
  status: Number(readPath(row, 'status')),
});

const textAt = (row: EntityRow, path: string): string => {
  const value = readPath(row, path);
  return typeof value === 'string' ? value : '';
};
