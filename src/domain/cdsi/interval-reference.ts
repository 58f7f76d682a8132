import type { EngineContext, EvaluatedDose } from './engine-context';
import { reasons } from './engine-context';
import type { IntervalOrigin } from './series-model';

type ReferenceInput = {
  context: EngineContext;
  origin: IntervalOrigin;
  /** The doses of the antigen evaluated so far, oldest first. */
  evaluated: readonly EvaluatedDose[];
  satisfiedDates: ReadonlyMap<number, string>;
  /** The day the interval is counted to: a dose's date, or the assessment date. */
  before: string;
};

/** A dose given and evaluated as valid or not valid (neither expired nor extraneous). */
export const isEvaluatedDose = ({ status }: EvaluatedDose) => status === 'valid' || status === 'not-valid';

/** The previous dose an interval counts from: an expired, extraneous or inadvertent dose is no reference. */
export const isReferenceDose = (dose: EvaluatedDose) =>
  isEvaluatedDose(dose) && dose.reason !== reasons.inadvertentVaccine;

/**
 * The date an interval is counted from: the previous dose, a target dose's, the most recent dose of some vaccines,
 * or an observation's; null when there is none (the interval does not apply).
 *
 * @example
 * referenceDate({ context, origin: { kind: 'target-dose', doseNumber: 1 }, evaluated, satisfiedDates, before })
 */
export const referenceDate = ({
  context,
  origin,
  evaluated,
  satisfiedDates,
  before,
}: ReferenceInput): string | null => {
  if (origin.kind === 'previous-dose') return evaluated.findLast(isReferenceDose)?.dose.date ?? null;
  if (origin.kind === 'target-dose') return satisfiedDates.get(origin.doseNumber) ?? null;
  if (origin.kind === 'most-recent') {
    return context.doses.findLast((dose) => dose.date < before && origin.cvx.includes(dose.cvx))?.date ?? null;
  }
  const observation = context.patient.observations.find((candidate) => candidate.code === origin.observationCode);
  return observation?.date ?? null;
};
