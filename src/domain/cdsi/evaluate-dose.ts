import type { AdministeredDose } from './assessment-model';
import { addDuration } from './cdsi-duration';
import { agesOn, intervalsOn } from './dated-rules';
import type { EngineContext, EvaluatedDose } from './engine-context';
import { reasons } from './engine-context';
import { referenceDate } from './interval-reference';
import { liveVirusConflictEnd } from './live-virus-conflict';
import type { DoseRule, DoseVaccine } from './series-model';

export type DoseVerdict = Pick<EvaluatedDose, 'status' | 'reason'>;

type DoseInput = {
  context: EngineContext;
  dose: AdministeredDose;
  target: DoseRule;
  evaluated: readonly EvaluatedDose[];
  satisfiedDates: ReadonlyMap<number, string>;
};

/**
 * A dose against one target dose, in CDSi's order: inadvertent vaccine, age, intervals (preferable, then
 * allowable), live-virus conflict, then preferable or allowable vaccine. Ages and intervals are checked against
 * their absolute minimum: the 4-day grace holds in evaluation, never in the forecast.
 *
 * @example
 * evaluateDose({ context, dose, target: series.doses[1], evaluated, satisfiedDates })
 * // { status: 'not-valid', reason: 'Age: Too Young' }
 */
export const evaluateDose = (input: DoseInput): DoseVerdict => {
  const { context, dose, target } = input;
  if (target.inadvertentCvx.includes(dose.cvx)) return { status: 'not-valid', reason: reasons.inadvertentVaccine };
  const birth = context.patient.dateOfBirth;
  const ages = agesOn(target, dose.date);
  if (ages.maximum !== null && dose.date >= addDuration(birth, ages.maximum)) {
    return { status: 'extraneous', reason: reasons.tooOld };
  }
  if (!isOnOrAfter(dose.date, birth, ages.absoluteMinimum)) {
    return { status: 'not-valid', reason: reasons.tooYoung };
  }
  if (!areIntervalsKept(input)) return { status: 'not-valid', reason: reasons.intervalTooShort };
  const conflictEnd = liveVirusConflictEnd({ context, cvx: dose.cvx, before: dose.date, evaluated: input.evaluated });
  if (conflictEnd !== null && dose.date < conflictEnd)
    return { status: 'not-valid', reason: reasons.liveVirusConflict };
  const isAccepted = (vaccine: DoseVaccine) =>
    vaccine.cvx === dose.cvx &&
    (vaccine.beginAge === null || dose.date >= addDuration(birth, vaccine.beginAge)) &&
    (vaccine.endAge === null || dose.date < addDuration(birth, vaccine.endAge));
  if (!target.preferableVaccines.some(isAccepted) && !target.allowableVaccines.some(isAccepted)) {
    return { status: 'not-valid', reason: reasons.notAllowableVaccine };
  }
  return { status: 'valid', reason: null };
};

/** A date on or after an origin plus an absolute minimum (the minimum less CDSi's 4-day grace). */
const isOnOrAfter = (date: string, origin: string, absoluteMinimum: string | null): boolean =>
  absoluteMinimum === null || date >= addDuration(origin, absoluteMinimum);

const areIntervalsKept = (input: DoseInput): boolean => {
  const { context, dose, target, evaluated, satisfiedDates } = input;
  const originOf = (origin: DoseRule['intervals'][number]['origin']) =>
    referenceDate({ context, origin, evaluated, satisfiedDates, before: dose.date });
  const isKept = intervalsOn(target.intervals, dose.date).every((interval) => {
    const origin = originOf(interval.origin);
    return origin === null || isOnOrAfter(dose.date, origin, interval.absoluteMinimum);
  });
  if (isKept) return true;
  return intervalsOn(target.allowableIntervals, dose.date).some((interval) => {
    const origin = originOf(interval.origin);
    return origin !== null && isOnOrAfter(dose.date, origin, interval.absoluteMinimum);
  });
};
