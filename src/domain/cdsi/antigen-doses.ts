import type { AdministeredDose } from './assessment-model';
import { addDuration } from './cdsi-duration';
import type { EngineContext } from './engine-context';
import { vaccineOfCvx } from './schedule-index';

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
    const vaccine = vaccineOfCvx(schedule, dose.cvx);
    return (vaccine?.antigens ?? []).some(
      (association) =>
        association.antigen === antigen && coversOn({ association, birthDate: patient.dateOfBirth, date: dose.date }),
    );
  });
};

/**
 * Whether a vaccine covers an antigen at the patient's age on a day (its association's begin and end
 * ages), as CDSi organizes an immunization history.
 *
 * @example
 * coversOn({ association: { antigen: 'Varicella', beginAge: null, endAge: '50 years' }, birthDate, date }) // true at 2
 */
export const coversOn = ({
  association,
  birthDate,
  date,
}: {
  association: { beginAge: string | null; endAge: string | null };
  birthDate: string;
  date: string;
}): boolean =>
  (association.beginAge === null || date >= addDuration(birthDate, association.beginAge)) &&
  (association.endAge === null || date < addDuration(birthDate, association.endAge));
