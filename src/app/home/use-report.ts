import { useEffect, useState } from 'react';

export type ReportLoader<T> = (signal: AbortSignal) => Promise<T>;

export type Report<T> = { data: T | null; isLoading: boolean; hasFailed: boolean };

/**
 * Loads a report, again whenever `load` changes (memoise it); `null` loads nothing. A newer
 * load cancels an older one. A failure is logged for developers; the caller decides what the
 * user sees.
 *
 * @example
 * const doses = useReport(centerId === null ? null : loadCentreDoses, 'doses-applied');
 */
export const useReport = <T>(load: ReportLoader<T> | null, name: string): Report<T> => {
  const [report, setReport] = useState<Report<T>>({ data: null, isLoading: load !== null, hasFailed: false });

  useEffect(() => {
    if (!load) {
      setReport({ data: null, isLoading: false, hasFailed: false });
      return;
    }
    const controller = new AbortController();
    setReport({ data: null, isLoading: true, hasFailed: false });
    load(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setReport({ data, isLoading: false, hasFailed: false });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.error(`Could not load the ${name} report`, error);
        setReport({ data: null, isLoading: false, hasFailed: true });
      },
    );
    return () => controller.abort();
  }, [load, name]);

  return report;
};
