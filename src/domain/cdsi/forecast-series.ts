import type { ForecastDates, SeriesStatus } from './assessment-model';
import { addDuration, daysBefore } from './cdsi-duration';
import { isDoseSkipped } from './conditional-skip';
import { agesOn, intervalsOn } from './dated-rules';
import type { EngineContext, SeriesEvaluation } from './engine-context';
import { laterOf } from './engine-context';
import { isReferenceDose, referenceDate } from './interval-reference';
import { liveVirusConflictEnd } from './live-virus-conflict';

/** An antigen's forecast: its series' status and, while not complete, the next dose and its dates. */
export type AntigenForecast = ForecastDates & {
  antigen: string;
  seriesStatus: SeriesStatus;
  forecastDoseNumber: number | null;
};

const noDates: ForecastDates = { earliestDate: null, recommendedDate: null, pastDueDate: null, latestDate: null };

/**
 * The next dose of an evaluated series and its dates (CDSi's forecast): the earliest date from the minimum age,
 * the minimum intervals, live-virus conflicts and the season; the recommended date from the earliest recommended
 * age, else interval (never before the earliest); the past-due date the day before the latest recommended age, else
 * interval; the latest date the day before the maximum age. The 4-day grace never applies to a forecast.
 *
 * @example
 * forecastSeries(context, evaluation) // { seriesStatus: 'not-complete', forecastDoseNumber: 3, earliestDate: … }
 */
export const forecastSeries = (context: EngineContext, evaluation: SeriesEvaluation): AntigenForecast => {
  const { series, evaluated, satisfiedDates } = evaluation;
  const { assessmentDate, patient } = context;
  const birth = patient.dateOfBirth;
  const base = { antigen: evaluation.antigen.name };
  let index = evaluation.nextDoseIndex;
  while (
    index < series.doses.length &&
    isDoseSkipped({
      context,
      skips: series.doses[index]?.conditionalSkips ?? [],
      phase: 'forecast',
      referenceDate: assessmentDate,
      evaluated,
    })
  ) {
    index += 1;
  }
  const target = series.doses[index];
  if (target === undefined) return { ...base, seriesStatus: 'complete', forecastDoseNumber: null, ...noDates };
  const ages = agesOn(target, assessmentDate);
  const maximumDate = ages.maximum === null ? null : addDuration(birth, ages.maximum);
  const agedOut = { ...base, seriesStatus: 'aged-out' as const, forecastDoseNumber: null, ...noDates };
  if (maximumDate !== null && assessmentDate >= maximumDate) return agedOut;
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
    evaluated.findLast(isReferenceDose)?.dose.date ?? null,
  ].reduce(laterOf, birth) as string;
  const recommended =
    ageDate(ages.earliestRecommended) ??
    intervalDates((interval) => interval.earliestRecommended).reduce(laterOf, null);
  const latestRecommended =
    ageDate(ages.latestRecommended) ?? intervalDates((interval) => interval.latestRecommended).reduce(laterOf, null);
  const latestDate = maximumDate === null ? null : daysBefore(maximumDate, 1);
  if (latestDate !== null && earliestDate > latestDate) return agedOut;
  const recommendedDate = laterOf(recommended, earliestDate);
  return {
    ...base,
    seriesStatus: 'not-complete',
    forecastDoseNumber: target.doseNumber,
    earliestDate,
    recommendedDate,
    pastDueDate: latestRecommended === null ? null : laterOf(daysBefore(latestRecommended, 1), recommendedDate),
    latestDate,
  };
};
