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
 * allowable), live-virus conflict, then preferable or allowable vaccine. The 4-day grace (absolute minimum against
 * minimum) holds only when the previous dose was not refused for its age or interval.
 *
 * @example
 * evaluateDose({ context, dose, target: series.doses[1], evaluated, satisfiedDates })
 * // { status: 'not-valid', reason: 'Age: Too Young' }
 */
export const evaluateDose = (input: DoseInput): DoseVerdict => {
  const { context, dose, target } = input;
  if (target.inadvertentCvx.includes(dose.cvx)) return { status: 'not-valid', reason: reasons.inadvertentVaccine };
  const birth = context.patient.dateOfBirth;
  const hasGrace = !input.evaluated.some(
    (previous, index) =>
      index === input.evaluated.length - 1 &&
      previous.status === 'not-valid' &&
      (previous.reason === reasons.tooYoung || previous.reason === reasons.intervalTooShort),
  );
  const ages = agesOn(target, dose.date);
  if (ages.maximum !== null && dose.date >= addDuration(birth, ages.maximum)) {
    return { status: 'extraneous', reason: reasons.tooOld };
  }
  if (!isOnOrAfter(dose.date, birth, ages.absoluteMinimum, ages.minimum, hasGrace)) {
    return { status: 'not-valid', reason: reasons.tooYoung };
  }
  if (!areIntervalsKept(input, hasGrace)) return { status: 'not-valid', reason: reasons.intervalTooShort };
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

/** A date on or after an origin plus a minimum: the absolute minimum with the grace, else the minimum. */
const isOnOrAfter = (
  date: string,
  origin: string,
  absoluteMinimum: string | null,
  minimum: string | null,
  hasGrace: boolean,
): boolean => {
  const bound = hasGrace ? (absoluteMinimum ?? minimum) : (minimum ?? absoluteMinimum);
  return bound === null || date >= addDuration(origin, bound);
};

const areIntervalsKept = (input: DoseInput, hasGrace: boolean): boolean => {
  const { context, dose, target, evaluated, satisfiedDates } = input;
  const originOf = (origin: DoseRule['intervals'][number]['origin']) =>
    referenceDate({ context, origin, evaluated, satisfiedDates, before: dose.date });
  const isKept = intervalsOn(target.intervals, dose.date).every((interval) => {
    const origin = originOf(interval.origin);
    return origin === null || isOnOrAfter(dose.date, origin, interval.absoluteMinimum, interval.minimum, hasGrace);
  });
  if (isKept) return true;
  return intervalsOn(target.allowableIntervals, dose.date).some((interval) => {
    const origin = originOf(interval.origin);
    return origin !== null && isOnOrAfter(dose.date, origin, interval.absoluteMinimum, interval.minimum, true);
  });
};
