import {
  type CoverageItem,
  coverageAnswerSchema,
  type DropoutItem,
  dropoutAnswerSchema,
  type ZeroDoseItem,
  type ZeroDoseUnitItem,
  zeroDoseByPlaceAnswerSchema,
} from '../../domain/indicator-answers';
import type { PlaceGrouping } from '../../domain/indicator-queries';
import { http } from '../api/client';

export type { CoverageItem, DropoutItem, ZeroDoseItem } from '../../domain/indicator-answers';

/** A zero-dose row: a centre's, or a district's or region's when the figures are broken down by one. */
export type ZeroDoseRow = ZeroDoseItem | ZeroDoseUnitItem;

/**
 * What the three indicators are asked for: the year, and optionally a month (1–12), a place (a
 * centre or an organisation unit, never both; neither is the account's own place), a level to
 * break the figures down by, and a vaccine.
 */
export type IndicatorParams = {
  year: number;
  month: number | null;
  centerId: number | null;
  orgUnitId: number | null;
  groupBy: PlaceGrouping | null;
  vaccineId: number | null;
};

const queryOf = (params: Partial<IndicatorParams>): Record<string, string | undefined> =>
  Object.fromEntries(
    Object.entries(params).map(([key, value]) => [
      key,
      value === null || value === undefined ? undefined : String(value),
    ]),
  );

/**
 * The coverage per centre, vaccine and dose (`GET /indicators/coverage`).
 *
 * @example
 * await fetchCoverage({ year: 2026, month: 3, centerId: null, orgUnitId: 4, groupBy: 'center', vaccineId: null }, signal)
 */
export const fetchCoverage = async (params: IndicatorParams, signal: AbortSignal): Promise<CoverageItem[]> =>
  coverageAnswerSchema.parse(await http.request('GET', '/indicators/coverage', { query: queryOf(params), signal }))
    .items;

/** The dropout per vaccine of a series (`GET /indicators/dropout`): it takes no month. */
export const fetchDropout = async (
  { month: _month, ...params }: IndicatorParams,
  signal: AbortSignal,
): Promise<DropoutItem[]> =>
  dropoutAnswerSchema.parse(await http.request('GET', '/indicators/dropout', { query: queryOf(params), signal })).items;

/**
 * The zero-dose children per catchment centre, or per district or region when broken down by one
 * (`GET /indicators/zero-dose`): it takes no vaccine.
 */
export const fetchZeroDose = async (
  { vaccineId: _vaccineId, ...params }: IndicatorParams,
  signal: AbortSignal,
): Promise<ZeroDoseRow[]> =>
  zeroDoseByPlaceAnswerSchema.parse(
    await http.request('GET', '/indicators/zero-dose', { query: queryOf(params), signal }),
  ).items;
