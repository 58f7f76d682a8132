import type { ForecastDates } from './assessment-model';
import { addDuration, daysBefore } from './cdsi-duration';
import { agesOn, intervalsOn } from './dated-rules';
import type { EngineContext, SeriesEvaluation } from './engine-context';
import { laterOf } from './engine-context';
import { isEvaluatedDose, referenceDate } from './interval-reference';
import { liveVirusConflictEnd } from './live-virus-conflict';
import type { DoseRule } from './series-model';

/** A target dose's forecast dates, with its maximum age's date (null without one). */
export type TargetDates = ForecastDates & { earliestDate: string; maximumDate: string | null };

/**
 * The dates of a target dose (CDSi's forecast dates): the earliest date from the minimum age, the minimum intervals,
 * live-virus conflicts, the season and the last dose given; the recommended date from the earliest recommended age,
 * else interval (never before the earliest); the past-due date the day before the latest recommended age, else
 * interval (never before the recommended); the latest date the day before the maximum age. The 4-day grace never
 * applies to a forecast.
 *
 * @example
 * targetDoseDates(context, evaluation, series.doses[2]).earliestDate // '2021-06-11'
 */
export const targetDoseDates = (
  context: EngineContext,
  { evaluated, satisfiedDates }: SeriesEvaluation,
  target: DoseRule,
): TargetDates => {
  const { assessmentDate, patient } = context;
  const birth = patient.dateOfBirth;
  const ages = agesOn(target, assessmentDate);
  const ageDate = (age: string | null) => (age === null ? null : addDuration(birth, age));
  const intervals = intervalsOn(target.intervals, assessmentDate).flatMap((interval) => {
    const origin = referenceDate({ context, origin: interval.origin, evaluated, satisfiedDates, before: '9999-12-31' });
    return origin === null ? [] : [{ ...interval, originDate: origin }];
  });
  const intervalDates = (pick: (interval: (typeof intervals)[number]) => string | null) =>
    intervals.map((interval) => {
      const duration = pick(interval);
      return duration === null ? null : addDuration(interval.originDate, duration);
    });
  const conflictEnds = target.preferableVaccines.map((vaccine) =>
    liveVirusConflictEnd({ context, cvx: vaccine.cvx, before: '9999-12-31', evaluated, isForecast: true }),
  );
  const earliestDate = [
    ageDate(ages.minimum ?? ages.absoluteMinimum),
    ...intervalDates((interval) => interval.minimum ?? interval.absoluteMinimum),
    ...conflictEnds,
    target.seasonalRecommendation?.startDate ?? null,
    evaluated.findLast(isEvaluatedDose)?.dose.date ?? null,
  ].reduce(laterOf, birth) as string;
  const recommendedDate = laterOf(
    ageDate(ages.earliestRecommended) ??
      intervalDates((interval) => interval.earliestRecommended).reduce(laterOf, null),
    earliestDate,
  );
  const latestRecommended =
    ageDate(ages.latestRecommended) ?? intervalDates((interval) => interval.latestRecommended).reduce(laterOf, null);
  const maximumDate = ageDate(ages.maximum);
  return {
    earliestDate,
    recommendedDate,
    pastDueDate: latestRecommended === null ? null : laterOf(daysBefore(latestRecommended, 1), recommendedDate),
    latestDate: maximumDate === null ? null : daysBefore(maximumDate, 1),
    maximumDate,
  };
};
