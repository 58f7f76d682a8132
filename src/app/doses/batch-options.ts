import { formatDate } from '../../engine/cell-format';
import type { EntityRow } from '../../engine/entity';
import { readPath } from '../../engine/paths';
import type { SearchOption } from '../../engine/react';
import { normalizeSearch } from '../../engine/search';
import { filterRows } from '../../engine/search-index';
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
 * The batches a dose can come from: open, not expired on `day` (YYYY-MM-DD) and with vials
 * left, read from the GET shape of vaccine batches.
 *
 * @example
 * usableBatches(rows, '2026-06-01').map((batch) => batch.batchNumber) // ['PF-2026-001', ...]
 */
export const usableBatches = (rows: readonly EntityRow[], day: string): DoseBatch[] =>
  rows
    .filter((row) => row.isActive !== false)
    .map(toDoseBatch)
    .filter((batch) => batch.status === batchStatus.open && batch.expirationDate >= day && batch.availableQuantity > 0);

/**
 * A search over the batches by number and vaccine name, accents and case ignored, every word
 * of the query matching in any order; each batch's key is folded once, here.
 *
 * @example
 * batchSearch(batches)('comirnaty 001') // the Comirnaty batches numbered …001
 */
export const batchSearch = (batches: readonly DoseBatch[]) => {
  const keys = batches.map((batch) => normalizeSearch(`${batch.batchNumber}\u0000${batch.vaccineName}`));
  return (query: string): readonly DoseBatch[] => filterRows(batches, keys, query);
};

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

const toDoseBatch = (row: EntityRow): DoseBatch => ({
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
