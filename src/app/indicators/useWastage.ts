import { noFilters } from './indicator-filters';
import type { IndicatorParams } from './indicators-api';
import { placeKeyOf } from './place-tree';
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
 * The wastage section's three answers for the page's year, place (and breakdown) and vaccine (a
 * month chosen changes none of them), each loading and failing on its own.
 *
 * @example
 * const { byVaccine, byMonth, byReason } = useWastage(filters);
 */
export const useWastage = ({ year, vaccineId, centerId, orgUnitId, groupBy }: IndicatorParams): Wastage => {
  const params: IndicatorParams = { ...noFilters(year), vaccineId, centerId, orgUnitId, groupBy };
  // The month by month and the reasons are the place's own, never broken down.
  const series: IndicatorParams = { ...params, groupBy: null };
  return {
    byVaccine: useIndicator({
      name: 'wastage',
      params,
      load: fetchWastage,
      rowId: (item) => `${placeKeyOf(item)}-${item.vaccineId}`,
    }),
    byMonth: useIndicator({
      name: 'wastage-by-month',
      params: series,
      load: fetchWastageByMonth,
      rowId: (item) => String(item.month),
    }),
    byReason: useIndicator({
      name: 'wastage-by-reason',
      params: series,
      load: fetchWastageByReason,
      rowId: (item) => item.reason,
    }),
  };
};
