import { addDuration } from './cdsi-duration';
import type { EngineContext, EvaluatedDose } from './engine-context';
import { isReferenceDose } from './interval-reference';
import type { ConditionalSkip, SkipCondition } from './series-model';

type SkipInput = {
  context: EngineContext;
  skips: readonly ConditionalSkip[];
  phase: 'evaluation' | 'forecast';
  /** A dose's date when evaluating, the assessment date when forecasting. */
  referenceDate: string;
  evaluated: readonly EvaluatedDose[];
};

/**
 * Whether a target dose is skipped: one of its conditional skips for this phase has its sets met (CDSi's
 * conditional skip: "not required for those 7 years or older", "not required after 6 doses").
 *
 * @example
 * isDoseSkipped({ context, skips: dose.conditionalSkips, phase: 'forecast', referenceDate: '2026-11-29', evaluated })
 */
export const isDoseSkipped = ({ skips, ...input }: SkipInput): boolean =>
  skips
    .filter((skip) => skip.context === 'both' || skip.context === input.phase)
    .some((skip) => {
      const setsMet = skip.sets.map((set) => {
        const met = set.conditions.map((condition) => isConditionMet({ ...input, condition }));
        return set.conditionLogic === 'and' ? met.every(Boolean) : met.some(Boolean);
      });
      return skip.setLogic === 'and' ? setsMet.every(Boolean) : setsMet.some(Boolean);
    });

type ConditionInput = Omit<SkipInput, 'skips'> & { condition: SkipCondition };

const isConditionMet = ({ context, phase, referenceDate, evaluated, condition }: ConditionInput): boolean => {
  const birth = context.patient.dateOfBirth;
  const isFromAge = (date: string) => condition.beginAge === null || date >= addDuration(birth, condition.beginAge);
  const isToAge = (date: string) => condition.endAge === null || date < addDuration(birth, condition.endAge);
  if (condition.type === 'age') return isFromAge(referenceDate) && isToAge(referenceDate);
  if (condition.type === 'interval') {
    const previous = evaluated.findLast(isReferenceDose);
    return (
      previous !== undefined &&
      condition.interval !== null &&
      referenceDate >= addDuration(previous.dose.date, condition.interval)
    );
  }
  // A 'Completed Series' condition names other series groups (pneumococcal's risk series); series are evaluated one
  // at a time here, so it never holds yet.
  if (condition.type === 'completed-series') return false;
  const counted = evaluated.filter(
    ({ dose, status }) =>
      (dose.date < referenceDate || (phase === 'forecast' && dose.date === referenceDate)) &&
      (condition.cvx.length === 0 || condition.cvx.includes(dose.cvx)) &&
      (condition.doseType !== 'valid' || status === 'valid') &&
      (condition.type === 'vaccine-count-by-age'
        ? isFromAge(dose.date) && isToAge(dose.date)
        : (condition.startDate === null || dose.date >= condition.startDate) &&
          (condition.endDate === null || dose.date < condition.endDate)),
  ).length;
  const target = condition.doseCount ?? 0;
  if (condition.doseCountLogic === 'greater-than') return counted > target;
  if (condition.doseCountLogic === 'equal-to') return counted === target;
  return counted < target;
};
