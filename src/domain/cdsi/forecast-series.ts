import type { ForecastDates, SeriesStatus } from './assessment-model';
import { isDoseSkipped } from './conditional-skip';
import type { EngineContext, SeriesEvaluation } from './engine-context';
import { laterOf } from './engine-context';
import { targetDoseDates } from './target-dose-dates';

/** An antigen's forecast: its series' status and, while not complete, the next dose and its dates. */
export type AntigenForecast = ForecastDates & {
  antigen: string;
  seriesStatus: SeriesStatus;
  forecastDoseNumber: number | null;
};

const noDates: ForecastDates = { earliestDate: null, recommendedDate: null, pastDueDate: null, latestDate: null };

/**
 * The next dose of an evaluated series and its dates (CDSi's forecast). A target dose is skipped when its forecast
 * conditions are met on its earliest date (or today, when later): 'not required for those 12 months or older at the
 * earliest forecasted date'. Aged out when today or the earliest date is past the dose's maximum age.
 *
 * @example
 * forecastSeries(context, evaluation) // { seriesStatus: 'not-complete', forecastDoseNumber: 3, earliestDate: … }
 */
export const forecastSeries = (context: EngineContext, evaluation: SeriesEvaluation): AntigenForecast => {
  const { series, evaluated } = evaluation;
  const base = { antigen: evaluation.antigen.name };
  for (const target of series.doses.slice(evaluation.nextDoseIndex)) {
    const dates = targetDoseDates(context, evaluation, target);
    const isSkipped = isDoseSkipped({
      context,
      skips: target.conditionalSkips,
      phase: 'forecast',
      referenceDate: laterOf(context.assessmentDate, dates.earliestDate) ?? context.assessmentDate,
      evaluated,
    });
    if (isSkipped) continue;
    const { maximumDate, ...forecastDates } = dates;
    const isAgedOut =
      maximumDate !== null && (context.assessmentDate >= maximumDate || dates.earliestDate >= maximumDate);
    if (isAgedOut) return { ...base, seriesStatus: 'aged-out', forecastDoseNumber: null, ...noDates };
    return { ...base, seriesStatus: 'not-complete', forecastDoseNumber: target.doseNumber, ...forecastDates };
  }
  return { ...base, seriesStatus: 'complete', forecastDoseNumber: null, ...noDates };
};
