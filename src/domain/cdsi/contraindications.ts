import { coversOn } from './antigen-doses';
import type { CdsiSchedule, Contraindication } from './antigen-model';
import type { AdministeredDose, CdsiPatient } from './assessment-model';
import { addDuration } from './cdsi-duration';
import { vaccineOfCvx } from './schedule-index';

/** A dose's antigen that an observation of the patient rules out. */
export type DoseContraindication = { antigen: string; observationCode: string; observationTitle: string };

/**
 * Whether a contraindication holds for a patient on a day: they have its observation, at an age it
 * covers (CDSi's contraindication's begin and end ages).
 *
 * @example
 * isContraindicationHeld({ patient, contraindication: pregnancy, on: '2026-05-10' }) // true for a pregnant patient
 */
export const isContraindicationHeld = ({
  patient,
  contraindication,
  on,
}: {
  patient: CdsiPatient;
  contraindication: Contraindication;
  on: string;
}): boolean =>
  patient.observations.some((observation) => observation.code === contraindication.observationCode) &&
  (contraindication.beginAge === null || on >= addDuration(patient.dateOfBirth, contraindication.beginAge)) &&
  (contraindication.endAge === null || on < addDuration(patient.dateOfBirth, contraindication.endAge));

/**
 * The antigens a dose would be given against although the patient's observations rule it out on its
 * day: a contraindication of the whole antigen, or of that vaccine, each with its observation's title
 * (its code when the schedule has none).
 *
 * @example
 * doseContraindications({ schedule, patient, dose: { id: -1, date: '2026-05-10', cvx: '21', batchExpiryDate: null } })
 * // [{ antigen: 'Varicella', observationCode: '007', observationTitle: 'Pregnant' }]
 */
export const doseContraindications = ({
  schedule,
  patient,
  dose,
}: {
  schedule: CdsiSchedule;
  patient: CdsiPatient;
  dose: AdministeredDose;
}): DoseContraindication[] => {
  const vaccine = vaccineOfCvx(schedule, dose.cvx);
  const covered = new Set(
    (vaccine?.antigens ?? [])
      .filter((association) => coversOn({ association, birthDate: patient.dateOfBirth, date: dose.date }))
      .map((association) => association.antigen),
  );
  const titleOf = (code: string) => schedule.observations.find((observation) => observation.code === code)?.title;
  return schedule.antigens
    .filter((antigen) => covered.has(antigen.name))
    .flatMap((antigen) =>
      antigen.contraindications
        .filter(
          (contraindication) =>
            (contraindication.cvx.length === 0 || contraindication.cvx.includes(dose.cvx)) &&
            isContraindicationHeld({ patient, contraindication, on: dose.date }),
        )
        .map(({ observationCode }) => ({
          antigen: antigen.name,
          observationCode,
          observationTitle: titleOf(observationCode) ?? observationCode,
        })),
    );
};
