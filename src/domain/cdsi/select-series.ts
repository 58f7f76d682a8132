import type { Antigen } from './antigen-model';
import type { AdministeredDose } from './assessment-model';
import { addDuration } from './cdsi-duration';
import type { EngineContext, SeriesEvaluation } from './engine-context';
import { evaluateSeries } from './evaluate-series';
import type { Series } from './series-model';

/**
 * The series a patient follows for an antigen (CDSi's series selection): each relevant series is evaluated, the
 * best of each series group is chosen (a complete series, the first completed and with fewest
 * not valid doses; else one started at an age it allows, with most valid
 * doses and fewest left; else the default series), then the best group by priority.
 *
 * @example
 * selectSeries(context, hib, hibDoses).series.name // 'Hib start at 7 months 3-dose series'
 */
export const selectSeries = (
  context: EngineContext,
  antigen: Antigen,
  doses: readonly AdministeredDose[],
): SeriesEvaluation | null => {
  const evaluations = antigen.series
    .filter((series) => isRelevant(context, series, doses))
    .map((series) => evaluateSeries({ context, antigen, series, doses }));
  const groups = [...new Set(evaluations.map((evaluation) => evaluation.series.selection.group))];
  const bests = groups.flatMap((group) => {
    const best = bestOfGroup(
      context,
      evaluations.filter((evaluation) => evaluation.series.selection.group === group),
    );
    return best ? [best] : [];
  });
  const ranked = bests
    .map((evaluation) => ({
      evaluation,
      isApplicable: hasValidDose(evaluation) || canStart(context, evaluation.series),
    }))
    .sort(
      (first, second) =>
        Number(second.isApplicable) - Number(first.isApplicable) ||
        first.evaluation.series.selection.priority.localeCompare(second.evaluation.series.selection.priority) ||
        first.evaluation.series.selection.group.localeCompare(second.evaluation.series.selection.group, 'en', {
          numeric: true,
        }),
    );
  return ranked[0]?.evaluation ?? null;
};

const isRelevant = (context: EngineContext, series: Series, doses: readonly AdministeredDose[]): boolean => {
  const { patient, assessmentDate } = context;
  if (series.requiredGender !== null && patient.gender !== null && series.requiredGender !== patient.gender) {
    return false;
  }
  if (series.selection.isProductPath) {
    const products = new Set(series.doses.flatMap((dose) => dose.preferableVaccines.map((vaccine) => vaccine.cvx)));
    if (doses.length === 0 || !doses.every((dose) => products.has(dose.cvx))) return false;
  }
  if (series.type === 'standard') return true;
  return series.indications.some(
    (indication) =>
      patient.observations.some((observation) => observation.code === indication.observationCode) &&
      (indication.beginAge === null || assessmentDate >= addDuration(patient.dateOfBirth, indication.beginAge)) &&
      (indication.endAge === null || assessmentDate < addDuration(patient.dateOfBirth, indication.endAge)),
  );
};

const validCount = (evaluation: SeriesEvaluation) =>
  evaluation.evaluated.filter((item) => item.status === 'valid').length;

const notValidCount = (evaluation: SeriesEvaluation) =>
  evaluation.evaluated.filter((item) => item.status === 'not-valid').length;

/** The day a complete series was completed: its last valid dose's. */
const completionDate = (evaluation: SeriesEvaluation) =>
  evaluation.evaluated.findLast((item) => item.status === 'valid')?.dose.date ?? '';

const hasValidDose = (evaluation: SeriesEvaluation) => validCount(evaluation) > 0;

const isComplete = (evaluation: SeriesEvaluation) => evaluation.nextDoseIndex >= evaluation.series.doses.length;

/** Whether the patient's age on a day (the assessment date by default) lets them start a series. */
const canStart = ({ patient, assessmentDate }: EngineContext, series: Series, date = assessmentDate) => {
  const { minAgeToStart, maxAgeToStart } = series.selection;
  return (
    (minAgeToStart === null || date >= addDuration(patient.dateOfBirth, minAgeToStart)) &&
    (maxAgeToStart === null || date < addDuration(patient.dateOfBirth, maxAgeToStart))
  );
};

/** Whether a series could be started at the patient's age on their first valid dose. */
const startedInAge = (context: EngineContext, evaluation: SeriesEvaluation) => {
  const first = evaluation.evaluated.find((item) => item.status === 'valid');
  return first !== undefined && canStart(context, evaluation.series, first.dose.date);
};

const byPreference = (first: SeriesEvaluation, second: SeriesEvaluation) =>
  (first.series.selection.preference ?? 99) - (second.series.selection.preference ?? 99);

const bestOfGroup = (context: EngineContext, evaluations: SeriesEvaluation[]): SeriesEvaluation | undefined => {
  const complete = evaluations.filter(
    (evaluation) =>
      isComplete(evaluation) &&
      (evaluation.series.selection.maxAgeToStart === null || startedInAge(context, evaluation)),
  );
  if (complete.length > 0) {
    return complete.sort(
      (first, second) =>
        completionDate(first).localeCompare(completionDate(second)) ||
        notValidCount(first) - notValidCount(second) ||
        byPreference(first, second),
    )[0];
  }
  const inProcess = evaluations.filter(hasValidDose);
  if (inProcess.length > 0) {
    const remaining = (evaluation: SeriesEvaluation) => evaluation.series.doses.length - evaluation.nextDoseIndex;
    return inProcess.sort(
      (first, second) =>
        Number(startedInAge(context, second)) - Number(startedInAge(context, first)) ||
        validCount(second) - validCount(first) ||
        remaining(first) - remaining(second) ||
        byPreference(first, second),
    )[0];
  }
  const startable = evaluations.filter((evaluation) => canStart(context, evaluation.series)).sort(byPreference);
  return evaluations.find((evaluation) => evaluation.series.selection.isDefault) ?? startable[0] ?? evaluations[0];
};
