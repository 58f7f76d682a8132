import type { DoseAges, DoseRule, Interval } from './series-model';

type Dated = { effectiveDate: string | null; cessationDate: string | null };

/** Whether a rule applies on a day: on or after its effective date, on or before its cessation date. */
export const isInEffect = ({ effectiveDate, cessationDate }: Dated, date: string): boolean =>
  (effectiveDate === null || date >= effectiveDate) && (cessationDate === null || date <= cessationDate);

/**
 * The ages of a target dose in effect on a day (the dose's date when evaluating, the assessment date when
 * forecasting); the last set when none is.
 *
 * @example
 * agesOn(polioDose4, '2008-01-01').minimum // '18 weeks'; '4 years' for a dose given after 2009-08-06
 */
export const agesOn = (target: DoseRule, date: string): DoseAges =>
  target.ages.find((ages) => isInEffect(ages, date)) ?? (target.ages.at(-1) as DoseAges);

/** The intervals of a target dose in effect on a day. */
export const intervalsOn = (intervals: readonly Interval[], date: string): Interval[] =>
  intervals.filter((interval) => isInEffect(interval, date));
