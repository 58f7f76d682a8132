import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { today } from '../../engine';
import { filtersFromSearch, noFilters, searchOfFilters } from './indicator-filters';
import type { IndicatorParams } from './indicators-api';

export type IndicatorFilters = {
  filters: IndicatorParams;
  currentYear: number;
  /** Applies a change at once; the page's link follows. */
  change: (change: Partial<IndicatorParams>) => void;
  /** Back to the current year, the whole year, the account's own place unbroken and every vaccine. */
  clear: () => void;
};

/**
 * The page's filters, read from its link when it opens and written back to it on each change
 * (replacing the history entry, so Back leaves the page), so a view can be shared as a link.
 * The filters live in the page's state: a link's change waits for the route's loader, and a
 * second change made meanwhile would otherwise start from the link before the first.
 *
 * @example
 * const { filters, change } = useIndicatorFilters();
 * change({ month: 3 });
 */
export const useIndicatorFilters = (): IndicatorFilters => {
  const [search, setSearch] = useSearchParams();
  const currentYear = Number(today().slice(0, 4));
  const [filters, setFilters] = useState(() => filtersFromSearch(search, currentYear));
  useEffect(() => {
    const wanted = searchOfFilters(filters);
    if (wanted.toString() !== search.toString()) setSearch(wanted, { replace: true });
  }, [filters, search, setSearch]);
  return {
    filters,
    currentYear,
    change: (next) => setFilters((current) => ({ ...current, ...next })),
    clear: () => setFilters(noFilters(currentYear)),
  };
};
