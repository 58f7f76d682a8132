import { z } from 'zod';
import { http } from '../api/client';

const coverageItem = z.object({
  vaccinationCenterId: z.number().nullish(),
  centerName: z.string().nullish(),
  vaccineId: z.number(),
  vaccineName: z.string(),
  doseNumber: z.number(),
  dosesApplied: z.number(),
  targetPopulation: z.number().nullable(),
  coveragePercent: z.number().nullable(),
});

const dropoutItem = z.object({
  vaccinationCenterId: z.number().nullish(),
  centerName: z.string().nullish(),
  vaccineId: z.number(),
  vaccineName: z.string(),
  firstDoses: z.number(),
  lastDoses: z.number(),
  dropoutPercent: z.number().nullable(),
});

const zeroDoseItem = z.object({
  vaccinationCenterId: z.number().nullish(),
  centerName: z.string().nullish(),
  childrenUnderOne: z.number(),
  zeroDose: z.number(),
  zeroDosePercent: z.number().nullable(),
});

/** One centre's (or the network's) coverage of a vaccine's dose; both figures null without a target population. */
export type CoverageItem = z.infer<typeof coverageItem>;

/** The drop between a vaccine's first and last dose; `dropoutPercent` null without first doses. */
export type DropoutItem = z.infer<typeof dropoutItem>;

/** A catchment centre's children under one year old, and those of them without any dose. */
export type ZeroDoseItem = z.infer<typeof zeroDoseItem>;

/** What the three indicators are asked for: the year, and optionally a month (1–12), a centre and a vaccine. */
export type IndicatorParams = { year: number; month: number | null; centerId: number | null; vaccineId: number | null };

const itemsOf = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item) });

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
 * await fetchCoverage({ year: 2026, month: 3, centerId: null, vaccineId: null }, signal)
 */
export const fetchCoverage = async (params: IndicatorParams, signal: AbortSignal): Promise<CoverageItem[]> =>
  itemsOf(coverageItem).parse(await http.request('GET', '/indicators/coverage', { query: queryOf(params), signal }))
    .items;

/** The dropout per vaccine of a series (`GET /indicators/dropout`): it takes no month. */
export const fetchDropout = async (
  { month: _month, ...params }: IndicatorParams,
  signal: AbortSignal,
): Promise<DropoutItem[]> =>
  itemsOf(dropoutItem).parse(await http.request('GET', '/indicators/dropout', { query: queryOf(params), signal }))
    .items;

/** The zero-dose children per catchment centre (`GET /indicators/zero-dose`): it takes no vaccine. */
export const fetchZeroDose = async (
  { vaccineId: _vaccineId, ...params }: IndicatorParams,
  signal: AbortSignal,
): Promise<ZeroDoseItem[]> =>
  itemsOf(zeroDoseItem).parse(await http.request('GET', '/indicators/zero-dose', { query: queryOf(params), signal }))
    .items;
