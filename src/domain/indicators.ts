import { dateOfDayNumber, dayNumberOf } from './calendar-days';

/**
 * The arithmetic of the programme's indicators (PAHO/WHO administrative coverage, the
 * first-to-last dose dropout, the zero-dose children), shared by the server, which answers
 * them, and the page, which shows and exports them. No I/O: plain numbers and dates.
 */

/** The usual coverage target: the page draws a line there. */
export const coverageGoalPercent = 95;

/**
 * Rounds to one decimal, halves away from zero (as PostgreSQL's `round` does), so a negative
 * dropout rounds like its positive twin.
 *
 * @example
 * roundToTenth(33.333) // 33.3
 * roundToTenth(-12.25) // -12.3
 */
export const roundToTenth = (value: number): number => {
  const rounded = Math.round(Math.abs(value) * 10 + 1e-9) / 10;
  return value < 0 && rounded !== 0 ? -rounded : rounded;
};

/**
 * The target population of a period: the year's population, or its share up to the end of
 * `month` (population × month / 12), unrounded; null when none was entered.
 *
 * @example
 * proratedPopulation(10, 3) // 2.5
 * proratedPopulation(10, null) // 10
 */
export const proratedPopulation = (population: number | null, month: number | null): number | null => {
  if (population === null) return null;
  return month === null ? population : (population * month) / 12;
};

/**
 * 100 × applied / target, from the unrounded target, to one decimal; null without a target.
 *
 * @example
 * coveragePercentOf(8, 10) // 80
 * coveragePercentOf(1, 2.5) // 40
 * coveragePercentOf(3, null) // null
 */
export const coveragePercentOf = (applied: number, target: number | null): number | null =>
  target === null || target <= 0 ? null : roundToTenth((100 * applied) / target);

/**
 * 100 × (first − last) / first, to one decimal; null without first doses. A negative value
 * (more last doses than first ones) is kept: it signals a data problem.
 *
 * @example
 * dropoutPercentOf(8, 6) // 25
 * dropoutPercentOf(4, 5) // -25
 * dropoutPercentOf(0, 2) // null
 */
export const dropoutPercentOf = (firstDoses: number, lastDoses: number): number | null =>
  firstDoses === 0 ? null : roundToTenth((100 * (firstDoses - lastDoses)) / firstDoses);

/**
 * The share of children without any dose, to one decimal; null without children.
 *
 * @example
 * zeroDosePercentOf(1, 3) // 33.3
 */
export const zeroDosePercentOf = (zeroDose: number, children: number): number | null =>
  children === 0 ? null : roundToTenth((100 * zeroDose) / children);

/** A year is 365.25 days on average; the 0.75 puts each birthday on its earliest day. */
const daysPerYear = 365.25;

/**
 * The age in whole years at an age in days, the age a dose's coverage is measured against
 * (its rule's `recommendedAgeDays`): 365 days is one year, 364 is none.
 *
 * @example
 * wholeYearsAt(60) // 0
 * wholeYearsAt(365) // 1
 * wholeYearsAt(1461) // 4
 */
export const wholeYearsAt = (days: number): number => Math.max(0, Math.floor((days + 0.75) / daysPerYear));

/** What {@link targetAgeOf} reads of a schedule rule. */
export type TargetAgeRule = { vaccineId: number; doseNumber: number; recommendedAgeDays: number };

/**
 * The age, in whole years, whose population a dose's coverage is divided by: the age at the
 * recommended age of the dose's own rule, else 0 (a vaccine without rules, an infant's).
 *
 * @example
 * targetAgeOf([{ vaccineId: 4, doseNumber: 1, recommendedAgeDays: 365 }], 4, 1) // 1
 * targetAgeOf([], 4, 1) // 0
 */
export const targetAgeOf = (rules: readonly TargetAgeRule[], vaccineId: number, doseNumber: number): number => {
  const rule = rules.find((candidate) => candidate.vaccineId === vaccineId && candidate.doseNumber === doseNumber);
  return rule ? wholeYearsAt(rule.recommendedAgeDays) : 0;
};

const dateOf = (year: number, month: number, day: number) =>
  `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/**
 * The last day of a period: the year's 31 December or the month's last day, or `today` when
 * that comes first (the period is not over).
 *
 * @example
 * periodEndOf({ year: 2024, month: 2, today: '2026-01-10' }) // '2024-02-29'
 * periodEndOf({ year: 2026, month: null, today: '2026-01-10' }) // '2026-01-10'
 */
export const periodEndOf = ({ year, month, today }: { year: number; month: number | null; today: string }) => {
  const end =
    month === null
      ? dateOf(year, 12, 31)
      : dateOfDayNumber(dayNumberOf(dateOf(year + (month === 12 ? 1 : 0), (month % 12) + 1, 1)) - 1);
  return today < end ? today : end;
};

/**
 * The same day `years` years before (28 February for a 29 February that year lacks): a child
 * born after it is under `years` years old on `date`.
 *
 * @example
 * yearsBefore('2024-02-29', 1) // '2023-02-28'
 */
export const yearsBefore = (date: string, years: number) => {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const earlier = year - years;
  const isLeap = (earlier % 4 === 0 && earlier % 100 !== 0) || earlier % 400 === 0;
  return dateOf(earlier, month, month === 2 && day === 29 && !isLeap ? 28 : day);
};

/**
 * Vaccine wastage (issue 27): the share of the vials that left a stock which were discarded,
 * 100 × discarded / (used + discarded), to one decimal; null when no vial left at all.
 *
 * @example
 * wastagePercentOf(90, 10) // 10
 * wastagePercentOf(2, 1) // 33.3
 * wastagePercentOf(0, 0) // null
 */
export const wastagePercentOf = (vialsUsed: number, vialsDiscarded: number): number | null =>
  vialsUsed + vialsDiscarded === 0 ? null : roundToTenth((100 * vialsDiscarded) / (vialsUsed + vialsDiscarded));

/**
 * WHO's wastage rate in doses: 100 × (issued − administered) / issued, to 1 decimal; null when
 * nothing was issued.
 *
 * @example
 * doseWastagePercentOf(10, 3) // 70: a 10-dose vial opened, 3 doses given, the rest discarded
 */
export const doseWastagePercentOf = (issued: number, administered: number): number | null =>
  issued === 0 ? null : roundToTenth((100 * (issued - administered)) / issued);
