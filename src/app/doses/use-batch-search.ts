import { useCallback } from 'react';
import { type OptionLoader, useEngine } from '../../engine/react';
import { today } from '../../engine/rules';
import { vaccineBatches } from '../../entities/vaccine-batches';
import { typedRows } from '../api/typed-rows';
import { batchOption, usableBatchesQuery } from './batch-options';

/** The lot search's cache key: what it searches, by day (a batch expires at midnight). */
export const batchSearchKey = (day: string) => ['vaccine-batches', 'usable', day];

/**
 * The dose form's lot search: the server's search over the usable batches (open, not expired,
 * with vials left), labelled with vaccine, expiry and vials.
 *
 * @example
 * const findBatches = useBatchSearch();
 * await findBatches('comirnaty', signal); // [{ value: 1, label: 'PF-2026-001 · Comirnaty · vence ...' }]
 */
export const useBatchSearch = (): OptionLoader => {
  const { dataProvider } = useEngine();
  return useCallback<OptionLoader>(
    async (query, signal) => {
      const { items } = await dataProvider.getList(vaccineBatches, { ...usableBatchesQuery(query, today()), signal });
      return typedRows(vaccineBatches, items).map(batchOption);
    },
    [dataProvider],
  );
};
