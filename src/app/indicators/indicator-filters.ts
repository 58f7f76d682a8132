import type { IndicatorParams } from './indicators-api';

/** The page's search parameters, so a view can be shared as a link: `/indicadores?anio=2026&mes=3&centro=4&vacuna=2`. */
export const filterKeys = { year: 'anio', month: 'mes', centerId: 'centro', vaccineId: 'vacuna' } as const;

/** The years the API takes. */
export const yearRange = { min: 2000, max: 2100 } as const;

/**
 * The filters a page's search parameters hold: the year (the current one when missing or
 * invalid), the month 1–12, the centre and the vaccine by id; anything else is ignored.
 *
 * @example
 * filtersFromSearch(new URLSearchParams('anio=2025&mes=13&centro=4'), 2026)
 * // { year: 2025, month: null, centerId: 4, vaccineId: null }
 */
export const filtersFromSearch = (search: URLSearchParams, currentYear: number): IndicatorParams => {
  const year = integerIn(search.get(filterKeys.year), yearRange.min, yearRange.max);
  return {
    year: year ?? currentYear,
    month: integerIn(search.get(filterKeys.month), 1, 12),
    centerId: integerIn(search.get(filterKeys.centerId), 1, Number.MAX_SAFE_INTEGER),
    vaccineId: integerIn(search.get(filterKeys.vaccineId), 1, Number.MAX_SAFE_INTEGER),
  };
};

/**
 * The search parameters of the filters, without those left empty.
 *
 * @example
 * searchOfFilters({ year: 2026, month: null, centerId: 4, vaccineId: null }).toString() // 'anio=2026&centro=4'
 */
export const searchOfFilters = (filters: IndicatorParams): URLSearchParams => {
  const search = new URLSearchParams();
  for (const [key, name] of Object.entries(filterKeys) as [keyof IndicatorParams, string][]) {
    const value = filters[key];
    if (value !== null) search.set(name, String(value));
  }
  return search;
};

/**
 * The years the year select offers: from the current year back ten years, with the chosen one
 * when it lies outside (a shared link to an older year).
 */
export const yearChoices = (currentYear: number, chosen: number): number[] => {
  const years = Array.from({ length: 11 }, (_, index) => currentYear - index).filter((year) => year >= yearRange.min);
  return years.includes(chosen) ? years : [...years, chosen].sort((a, b) => b - a);
};

const integerIn = (text: string | null, min: number, max: number): number | null => {
  if (text === null || !/^\d+$/.test(text)) return null;
  const value = Number(text);
  return value >= min && value <= max ? value : null;
};
