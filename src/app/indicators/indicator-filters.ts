import type { PlaceGrouping } from '../../domain/indicator-queries';
import type { IndicatorParams } from './indicators-api';

/**
 * The page's search parameters, so a view can be shared as a link:
 * `/indicadores?anio=2026&mes=3&unidad=4&agrupar=centro&vacuna=2` (`centro=` for a centre).
 */
export const filterKeys = {
  year: 'anio',
  month: 'mes',
  centerId: 'centro',
  orgUnitId: 'unidad',
  groupBy: 'agrupar',
  vaccineId: 'vacuna',
} as const;

/** A grouping as the link spells it. */
const groupingWords: Readonly<Record<PlaceGrouping, string>> = {
  center: 'centro',
  district: 'distrito',
  region: 'region',
};

/** The filters of a page opened anew: the year, and nothing else chosen (the account's own place). */
export const noFilters = (year: number): IndicatorParams => ({
  year,
  month: null,
  centerId: null,
  orgUnitId: null,
  groupBy: null,
  vaccineId: null,
});

/** The years the API takes. */
export const yearRange = { min: 2000, max: 2100 } as const;

/**
 * The filters a page's search parameters hold: the year (the current one when missing or
 * invalid), the month 1–12, a centre or else a unit, the grouping and the vaccine; anything
 * else is ignored.
 *
 * @example
 * filtersFromSearch(new URLSearchParams('anio=2025&mes=13&unidad=4&agrupar=centro'), 2026)
 * // { year: 2025, month: null, centerId: null, orgUnitId: 4, groupBy: 'center', vaccineId: null }
 */
export const filtersFromSearch = (search: URLSearchParams, currentYear: number): IndicatorParams => {
  const year = integerIn(search.get(filterKeys.year), yearRange.min, yearRange.max);
  const id = (key: 'centerId' | 'orgUnitId' | 'vaccineId') =>
    integerIn(search.get(filterKeys[key]), 1, Number.MAX_SAFE_INTEGER);
  const centerId = id('centerId');
  const word = search.get(filterKeys.groupBy);
  const groupBy = (Object.keys(groupingWords) as PlaceGrouping[]).find((key) => groupingWords[key] === word);
  return {
    year: year ?? currentYear,
    month: integerIn(search.get(filterKeys.month), 1, 12),
    centerId,
    // A centre and a unit at once is no place the API takes: the centre wins.
    orgUnitId: centerId === null ? id('orgUnitId') : null,
    groupBy: groupBy ?? null,
    vaccineId: id('vaccineId'),
  };
};

/**
 * The search parameters of the filters, without those left empty.
 *
 * @example
 * searchOfFilters({ ...noFilters(2026), orgUnitId: 4, groupBy: 'center' }).toString() // 'anio=2026&unidad=4&agrupar=centro'
 */
export const searchOfFilters = (filters: IndicatorParams): URLSearchParams => {
  const search = new URLSearchParams();
  for (const [key, name] of Object.entries(filterKeys) as [keyof IndicatorParams, string][]) {
    const value = filters[key];
    if (value === null) continue;
    search.set(name, key === 'groupBy' ? groupingWords[value as PlaceGrouping] : String(value));
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
