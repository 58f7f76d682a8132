import type { DoseEvaluation } from '../../domain/cdsi/assessment-model';

/**
 * The doses the coverage must not count, from the CDSi engine's evaluations (one per dose and
 * antigen): a dose counts for its vaccine's dose number only when it was valid, that is valid
 * for an antigen at least and not valid for none (not valid and sub-standard are both not
 * valid; a dose that only repeats complete series, extraneous for each antigen, satisfied none).
 * A dose the engine did not evaluate (a vaccine the schedule does not know) is not among them.
 *
 * @example
 * uncountedDoseIds([{ doseId: 7, status: 'not-valid', ... }, { doseId: 8, status: 'valid', ... }]) // Set { 7 }
 */
export const uncountedDoseIds = (evaluations: readonly Pick<DoseEvaluation, 'doseId' | 'status'>[]) => {
  const statusesOf = new Map<DoseEvaluation['doseId'], Set<DoseEvaluation['status']>>();
  for (const { doseId, status } of evaluations) {
    const statuses = statusesOf.get(doseId) ?? new Set();
    statuses.add(status);
    statusesOf.set(doseId, statuses);
  }
  const uncounted = new Set<DoseEvaluation['doseId']>();
  for (const [doseId, statuses] of statusesOf) {
    const isValid = statuses.has('valid') && !statuses.has('not-valid') && !statuses.has('sub-standard');
    if (!isValid) uncounted.add(doseId);
  }
  return uncounted;
};
