import type { IndicatorParams } from './indicators-api';
import { type IndicatorResult, useIndicator } from './useIndicators';
import {
  fetchWastage,
  fetchWastageByMonth,
  fetchWastageByReason,
  type WastageItem,
  type WastageMonth,
  type WastageReason,
} from './wastage-api';

export type Wastage = {
  byVaccine: IndicatorResult<WastageItem>;
  byMonth: IndicatorResult<WastageMonth>;
  byReason: IndicatorResult<WastageReason>;
};

/**
 * The wastage section's three answers for the page's year and vaccine (a month or centre chosen
 * changes none of them), each loading and failing on its own.
 *
 * @example
 * const { byVaccine, byMonth, byReason } = useWastage(filters);
 */
export const useWastage = ({ year, vaccineId }: IndicatorParams): Wastage => {
  const params: IndicatorParams = { year, vaccineId, month: null, centerId: null };
  return {
    byVaccine: useIndicator('wastage', params, fetchWastage),
    byMonth: useIndicator('wastage-by-month', params, fetchWastageByMonth),
    byReason: useIndicator('wastage-by-reason', params, fetchWastageByReason),
  };
};
