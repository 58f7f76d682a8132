import { skipToken, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';

export type ReportLoader<T> = (signal: AbortSignal) => Promise<T>;

export type Report<T> = { data: T | null; isLoading: boolean; hasFailed: boolean };

type ReportOptions<T> = {
  /** The report's name, for its cache key and the developers' log. */
  name: string;
  /** What the report is asked for (the centre), part of its cache key. */
  params?: unknown;
  /** `null` loads nothing. */
  load: ReportLoader<T> | null;
};

/**
 * A report through the query cache, by name and parameters: a newer choice aborts an older
 * load, and a write anywhere reloads it. A failure is logged for developers; the caller
 * decides what the user sees.
 *
 * @example
 * const doses = useReport({ name: 'doses-applied', params: centerId, load: centerId === null ? null : loadDoses });
 */
export const useReport = <T>({ name, params = null, load }: ReportOptions<T>): Report<T> => {
  const report = useQuery({
    queryKey: ['report', name, params],
    queryFn: load ? ({ signal }) => load(signal) : skipToken,
  });
  const { error } = report;
  useEffect(() => {
    if (error) console.error(`Could not load the ${name} report`, error);
  }, [error, name]);
  return { data: report.data ?? null, isLoading: report.isLoading, hasFailed: report.isError };
};
