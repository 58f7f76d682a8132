import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import {
  type CoverageItem,
  type DropoutItem,
  fetchCoverage,
  fetchDropout,
  fetchZeroDose,
  type IndicatorParams,
  type ZeroDoseItem,
} from './indicators-api';

/** One indicator as a panel shows it: its rows (the last ones stay while new filters load), and how the load goes. */
export type IndicatorResult<T> = {
  items: readonly T[] | null;
  isLoading: boolean;
  /** Newer filters are loading while the last rows stay on screen. */
  isRefreshing: boolean;
  hasFailed: boolean;
  retry: () => void;
};

export type Indicators = {
  coverage: IndicatorResult<CoverageItem>;
  dropout: IndicatorResult<DropoutItem>;
  zeroDose: IndicatorResult<ZeroDoseItem>;
};

/**
 * The page's three indicators for the filters, through the query cache: each loads and fails
 * on its own, and a failure is logged for developers.
 *
 * @example
 * const { coverage, dropout, zeroDose } = useIndicators({ year: 2026, month: null, centerId: null, vaccineId: null });
 */
export const useIndicators = (params: IndicatorParams): Indicators => ({
  coverage: useIndicator('coverage', params, fetchCoverage),
  dropout: useIndicator('dropout', params, fetchDropout),
  zeroDose: useIndicator('zero-dose', params, fetchZeroDose),
});

/**
 * One indicator through the query cache, by name and filters: its rows, the last ones kept while
 * newer filters load, and a failure logged for developers.
 *
 * @example
 * const wastage = useIndicator('wastage', params, fetchWastage);
 */
export const useIndicator = <T>(
  name: string,
  params: IndicatorParams,
  load: (params: IndicatorParams, signal: AbortSignal) => Promise<T[]>,
): IndicatorResult<T> => {
  const query = useQuery({
    queryKey: ['indicators', name, params],
    queryFn: ({ signal }) => load(params, signal),
    placeholderData: keepPreviousData,
  });
  const { error } = query;
  useEffect(() => {
    if (error) console.error(`Could not load the ${name} indicator`, error);
  }, [error, name]);
  return {
    items: query.data ?? null,
    isLoading: query.isPending,
    isRefreshing: query.isPlaceholderData,
    hasFailed: query.isError,
    retry: () => void query.refetch(),
  };
};
