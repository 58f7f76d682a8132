import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { today } from '../../engine';
import { fetchStockAlerts, type StockAlerts } from './alerts-api';

export type StockAlertsState = {
  data: StockAlerts | null;
  isLoading: boolean;
  /** A longer list is loading over the one shown. */
  isRefreshing: boolean;
  /** Why they could not load, or null. */
  error: Error | null;
  retry: () => void;
};

/**
 * The lot alerts as of the browser's calendar day, through the query cache like the home
 * page's reports (a write anywhere reloads them). A failure is logged for developers.
 *
 * @example
 * const { data, isLoading, error, retry } = useStockAlerts(5);
 */
export const useStockAlerts = (limit: number): StockAlertsState => {
  const day = today();
  const query = useQuery({
    queryKey: ['report', 'stock-alerts', day, limit],
    queryFn: ({ signal }) => fetchStockAlerts({ today: day, limit, signal }),
    // A longer list keeps the shorter one on screen while it loads.
    placeholderData: keepPreviousData,
  });
  const { error } = query;
  useEffect(() => {
    if (error) console.error('Could not load the stock alerts', error);
  }, [error]);
  return {
    data: query.data ?? null,
    isLoading: query.isPending,
    isRefreshing: query.isPlaceholderData,
    error: query.isError ? query.error : null,
    retry: () => void query.refetch(),
  };
};
