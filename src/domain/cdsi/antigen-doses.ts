import type { AdministeredDose } from './assessment-model';
import { addDuration } from './cdsi-duration';
import type { EngineContext } from './engine-context';

/**
 * The doses that count for an antigen: those of a vaccine that covers it at the patient's age that day
 * (CDSi's "organize immunization history"), oldest first.
 *
 * @example
 * antigenDoses(context, 'Polio') // a Hexavalente dose (CVX 146) counts for Polio and five other antigens
 */
export const antigenDoses = (context: EngineContext, antigen: string): AdministeredDose[] => {
  const { schedule, patient, doses } = context;
  return doses.filter((dose) => {
    const vaccine = schedule.vaccines.find((candidate) => candidate.cvx === dose.cvx);
    return (vaccine?.antigens ?? []).some(
      (association) =>
        association.antigen === antigen &&
        (association.beginAge === null || dose.date >= addDuration(patient.dateOfBirth, association.beginAge)) &&
        (association.endAge === null || dose.date < addDuration(patient.dateOfBirth, association.endAge)),
    );
  });
};
