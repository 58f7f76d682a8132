import type { Antigen } from './antigen-model';
import type { AdministeredDose } from './assessment-model';
import { isDoseSkipped } from './conditional-skip';
import type { EngineContext, EvaluatedDose, SeriesEvaluation } from './engine-context';
import { reasons } from './engine-context';
import { evaluateDose } from './evaluate-dose';
import type { Series } from './series-model';

type SeriesInput = {
  context: EngineContext;
  antigen: Antigen;
  series: Series;
  /** The antigen's doses, oldest first. */
  doses: readonly AdministeredDose[];
};

/**
 * Every dose of an antigen against one of its series, oldest first: an expired batch's dose is sub-standard, a
 * skipped target dose gives way to the next, a valid dose satisfies its target dose (a recurring one stays the
 * target), a not valid one leaves it open, and doses after the last are extraneous.
 *
 * @example
 * evaluateSeries({ context, antigen, series: antigen.series[0], doses }).evaluated.map((item) => item.status)
 * // ['valid', 'not-valid', 'valid']
 */
export const evaluateSeries = ({ context, antigen, series, doses }: SeriesInput): SeriesEvaluation => {
  const evaluated: EvaluatedDose[] = [];
  const satisfiedDates = new Map<number, string>();
  let nextDoseIndex = 0;
  for (const dose of doses) {
    if (dose.batchExpiryDate !== null && dose.date > dose.batchExpiryDate) {
      evaluated.push({ dose, status: 'sub-standard', reason: reasons.expiredProduct, doseNumber: null });
      continue;
    }
    while (
      nextDoseIndex < series.doses.length &&
      isDoseSkipped({
        context,
        skips: series.doses[nextDoseIndex]?.conditionalSkips ?? [],
        phase: 'evaluation',
        referenceDate: dose.date,
        evaluated,
      })
    ) {
      nextDoseIndex += 1;
    }
    const target = series.doses[nextDoseIndex];
    if (target === undefined) {
      evaluated.push({ dose, status: 'extraneous', reason: reasons.seriesComplete, doseNumber: null });
      continue;
    }
    const verdict = evaluateDose({ context, dose, target, evaluated, satisfiedDates });
    const isValid = verdict.status === 'valid';
    evaluated.push({ dose, ...verdict, doseNumber: isValid ? target.doseNumber : null });
    if (!isValid) continue;
    satisfiedDates.set(target.doseNumber, dose.date);
    if (!target.isRecurring) nextDoseIndex += 1;
  }
  return { antigen, series, evaluated, nextDoseIndex, satisfiedDates };
};
