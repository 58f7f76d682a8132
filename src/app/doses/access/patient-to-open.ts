import type { LookedUpPatient } from '../../../domain/patient-lookup';
import { formatDate, objectSchemaOf } from '../../../engine';
import type { SearchOption } from '../../../engine/react';
import { patients } from '../../../entities/patients';
import { doseFormTexts } from '../texts';

/** A patient of another centre the user asks to open, with what the dialog shows of them. */
export type PatientToOpen = {
  id: number;
  /** Their name, when the form knows it. */
  name: string | null;
  /** Their catchment centre, when the lookup said it. */
  centerName: string | null;
};

const documentRule = objectSchemaOf(patients.schemas.create).shape.identityDocument;

/**
 * Whether a search's text is an identity document as the patient register's rule has it (6 to 9
 * digits): only then is the whole country looked up for it.
 *
 * @example
 * looksLikeDocument('40123987') // true
 * looksLikeDocument('Ruiz') // false
 */
export const looksLikeDocument = (text: string): boolean => documentRule?.safeParse(text).success === true;

const nameOf = (patient: LookedUpPatient) =>
  [patient.firstName, patient.lastname].filter((part) => part !== null && part !== '').join(' ');

/**
 * A patient the lookup found as the patient search's option: one of the user's own as the search
 * labels them, one of another centre saying so, with their birth date and catchment centre.
 *
 * @example
 * lookedUpOption({ id: 9, firstName: 'Ana', lastname: 'Ruiz', dateOfBirth: '1986-04-02',
 *   catchmentCenterName: 'Centro Materno Infantil Sur', isInScope: false })
 * // { value: 9, label: 'Ana Ruiz (02/04/1986) · Pertenece a otro centro: Centro Materno Infantil Sur' }
 */
export const lookedUpOption = (patient: LookedUpPatient): SearchOption => ({
  value: patient.id,
  label: patient.isInScope
    ? nameOf(patient)
    : doseFormTexts.access.option(nameOf(patient), formatDate(patient.dateOfBirth), patient.catchmentCenterName),
});

/** A patient of another centre as the access dialog names them. */
export const patientToOpen = (patient: LookedUpPatient): PatientToOpen => ({
  id: patient.id,
  name: nameOf(patient),
  centerName: patient.catchmentCenterName,
});
