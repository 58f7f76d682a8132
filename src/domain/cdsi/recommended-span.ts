import { daysBetween } from '../calendar-days';
import type { AntigenDocument } from './antigen-document';
import { addDuration } from './cdsi-duration';

const base = '2000-01-01';

const spanOf = (from: string | null, to: string | null) =>
  from === null || to === null ? 1 : daysBetween(addDuration(base, from), addDuration(base, to)) + 1;

/**
 * The most days an antigen's series put between a target dose's recommended date and the day it is overdue (the
 * day after its past-due date): from its earliest to its latest recommended age, or interval; 1 without a latest.
 * The due lists bound their 'upcoming' range with it.
 *
 * @example
 * longestRecommendedSpan(document) // 31: recommended at 2 months, past due the day before 3 months
 */
export const longestRecommendedSpan = (document: Pick<AntigenDocument, 'series'>): number =>
  Math.max(
    1,
    ...document.series.flatMap((series) =>
      series.doses.flatMap((dose) => [
        ...dose.ages.map((ages) => spanOf(ages.earliestRecommended, ages.latestRecommended)),
        ...dose.intervals.map((interval) => spanOf(interval.earliestRecommended, interval.latestRecommended)),
      ]),
    ),
  );
