import type { DataProvider } from '../../engine';
import { type OptionLoader, type SearchOption, searchOptionsLimit } from '../../engine/react';
import { vaccineBatches } from '../../entities/vaccine-batches';
import { typedRows } from '../api/typed-rows';

/**
 * The lots a search finds by their number (`GET /vaccine-batches?q=`), named with their vaccine:
 * 'LT-2026-001 · Comirnaty'.
 *
 * @example
 * const load = batchSearch(dataProvider);
 * await load('LT-20', signal) // [{ value: 4, label: 'LT-2026-001 · Comirnaty' }]
 */
export const batchSearch =
  (dataProvider: DataProvider): OptionLoader =>
  async (q, signal): Promise<SearchOption[]> => {
    const { items } = await dataProvider.getList(vaccineBatches, { q, pageSize: searchOptionsLimit, signal });
    return typedRows(vaccineBatches, items).map((batch) => ({
      value: batch.id,
      label: `${batch.batchNumber} · ${batch.vaccine.vaccineName}`,
    }));
  };
