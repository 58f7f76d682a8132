import type { FormValues } from '../../engine';
import { type EntityFormState, type SearchOption, useEntityForm } from '../../engine/react';
import { patients } from '../../entities/patients';
import { patientOption } from './patient-option';
import { doseFormTexts } from './texts';
import { useAgeFromBirthDate } from './useAgeFromBirthDate';

/**
 * Step 1: the patient register form of the patients config (its create schema holds the
 * 'Patient register' rules), with the age filled from the birth date and the config's
 * duplicate-patient check before saving.
 *
 * @example
 * const { form, fields, submit } = usePatientStep({ onRegistered: wizard.patientRegistered });
 */
export const usePatientStep = ({
  onRegistered,
  initialValues,
}: {
  onRegistered: (patient: SearchOption) => void;
  /** The values a refused registration reopened by 'Corregir' starts from. Memoise them. */
  initialValues?: Readonly<FormValues>;
}): EntityFormState => {
  const entityForm = useEntityForm({
    entity: patients,
    mode: 'create',
    defaults: initialValues,
    failure: doseFormTexts.patientFailure,
    onSaved: (row) => onRegistered(patientOption(row)),
    // A likely duplicate offered before saving: using it goes on with that patient.
    onUseSimilar: (row) => onRegistered(patientOption(row)),
  });
  useAgeFromBirthDate(entityForm.form);
  return entityForm;
};
