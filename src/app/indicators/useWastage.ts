import { noFilters } from './indicator-filters';
import type { IndicatorParams } from './indicators-api';
import { type IndicatorList, useIndicator } from './useIndicators';
import {
  fetchWastage,
  fetchWastageByMonth,
  fetchWastageByReason,
  type WastageItem,
  type WastageMonth,
  type WastageReason,
} from './wastage-api';

export type Wastage = {
  byVaccine: IndicatorList<WastageItem>;
  byMonth: IndicatorList<WastageMonth>;
  byReason: IndicatorList<WastageReason>;
};

/**
 * The wastage section's three answers for the page's year and vaccine (a month or centre chosen
 * changes none of them), each loading and failing on its own.
 *
 * @example
 * const { byVaccine, byMonth, byReason } = useWastage(filters);
 */
export const useWastage = ({ year, vaccineId }: IndicatorParams): Wastage => {
  const params: IndicatorParams = { ...noFilters(year), vaccineId };
  return {
    byVaccine: useIndicator({ name: 'wastage', params, load: fetchWastage, rowId: (item) => String(item.vaccineId) }),
    byMonth: useIndicator({
      name: 'wastage-by-month',
      params,
      load: fetchWastageByMonth,
      rowId: (item) => String(item.month),
    }),
    byReason: useIndicator({
      name: 'wastage-by-reason',
      params,
      load: fetchWastageByReason,
      rowId: (item) => item.reason,
    }),
  };
};
