import { useEffect } from 'react';
import { type ListController, useListController } from '../../engine/react';
import {
  type CoverageItem,
  type DropoutItem,
  fetchCoverage,
  fetchDropout,
  fetchZeroDose,
  type IndicatorParams,
  type ZeroDoseRow,
} from './indicators-api';
import { placeKeyOf } from './place-tree';

/** One indicator's rows as a list (the list kit's), answered whole: no page, no pager. */
export type IndicatorList<T> = ListController<T>;

export type Indicators = {
  coverage: IndicatorList<CoverageItem>;
  dropout: IndicatorList<DropoutItem>;
  zeroDose: IndicatorList<ZeroDoseRow>;
};

/**
 * The page's three indicators for the filters, through the query cache: each loads and fails
 * on its own, and a failure is logged for developers.
 *
 * @example
 * const { coverage, dropout, zeroDose } = useIndicators(noFilters(2026));
 */
export const useIndicators = (params: IndicatorParams): Indicators => ({
  coverage: useIndicator({
    name: 'coverage',
    params,
    load: fetchCoverage,
    rowId: (item) => `${placeKeyOf(item)}-${item.vaccineId}-${item.doseNumber}`,
  }),
  dropout: useIndicator({
    name: 'dropout',
    params,
    load: fetchDropout,
    rowId: (item) => `${placeKeyOf(item)}-${item.vaccineId}`,
  }),
  zeroDose: useIndicator({
    name: 'zero-dose',
    params,
    load: fetchZeroDose,
    rowId: placeKeyOf,
  }),
});

/**
 * One indicator as a list of the list kit, by name and filters: its rows answered whole (the last
 * ones kept, dimmed, while newer filters load), and a failure logged for developers.
 *
 * @example
 * const wastage = useIndicator({ name: 'wastage', params, load: fetchWastage, rowId: (item) => String(item.vaccineId) });
 */
export const useIndicator = <T>({
  name,
  params,
  load,
  rowId,
}: {
  name: string;
  params: IndicatorParams;
  load: (params: IndicatorParams, signal: AbortSignal) => Promise<T[]>;
  rowId: (item: T) => string;
}): IndicatorList<T> => {
  const list = useListController({
    queryKey: ['indicators', name],
    filter: params,
    fetchPage: async (_page, signal) => ({ items: await load(params, signal) }),
    rowId,
    isPaged: false,
  });
  const { error } = list;
  useEffect(() => {
    if (error) console.error(`Could not load the ${name} indicator`, error);
  }, [error, name]);
  return list;
};

/**
 * An indicator's rows once they answer the filters shown, or null while they load or after a failure.
 *
 * @example
 * const chart = useCoverageChart(shownItems(coverage));
 */
export const shownItems = <T>(list: IndicatorList<T>): readonly T[] | null =>
  list.isPending || list.error ? null : list.rows;
