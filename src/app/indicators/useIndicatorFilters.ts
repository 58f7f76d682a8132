import { useSearchParams } from 'react-router-dom';
import { filtersFromSearch, searchOfFilters } from './indicator-filters';
import type { IndicatorParams } from './indicators-api';

export type IndicatorFilters = {
  filters: IndicatorParams;
  currentYear: number;
  /** Applies a change at once; the page's link follows (replacing the history entry, so Back leaves the page). */
  change: (change: Partial<IndicatorParams>) => void;
  /** Back to the current year, the whole year, the whole network and every vaccine. */
  clear: () => void;
};

/**
 * The page's filters, kept in its search parameters so a view can be shared as a link.
 *
 * @example
 * const { filters, change } = useIndicatorFilters();
 * change({ month: 3 });
 */
export const useIndicatorFilters = (): IndicatorFilters => {
  const [search, setSearch] = useSearchParams();
  const currentYear = new Date().getFullYear();
  const filters = filtersFromSearch(search, currentYear);
  const change = (next: Partial<IndicatorParams>) =>
    setSearch(searchOfFilters({ ...filters, ...next }), { replace: true });
  return {
    filters,
    currentYear,
    change,
    clear: () =>
      setSearch(searchOfFilters({ year: currentYear, month: null, centerId: null, vaccineId: null }), {
        replace: true,
      }),
  };
};
