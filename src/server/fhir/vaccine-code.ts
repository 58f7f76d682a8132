import type { CodeableConcept, Coding } from '@medplum/fhirtypes';
import { localVaccineSystem } from './code-systems';

/** What a vaccine's `vaccineCode` is made of: its id and name, and its standard code when it has one. */
export type CodedVaccine = {
  id: number;
  vaccineName: string;
  codeSystem: string | null;
  code: string | null;
};

/**
 * A vaccine as FHIR's `vaccineCode`: its standard code first when it has one (SNOMED CT, ATC…),
 * then the panel's own code (the vaccine's id), and the vaccine's name as the text.
 *
 * @example
 * vaccineCodeOf({ id: 7, vaccineName: 'Hepatitis B', codeSystem: 'http://snomed.info/sct', code: '412403009' })
 * // { coding: [{ system: 'http://snomed.info/sct', code: '412403009' },
 * //   { system: '…/CodeSystem/vacuna', code: '7', display: 'Hepatitis B' }], text: 'Hepatitis B' }
 */
export const vaccineCodeOf = (vaccine: CodedVaccine): CodeableConcept => {
  const standard: Coding[] =
    vaccine.codeSystem && vaccine.code ? [{ system: vaccine.codeSystem, code: vaccine.code }] : [];
  return {
    coding: [...standard, { system: localVaccineSystem, code: String(vaccine.id), display: vaccine.vaccineName }],
    text: vaccine.vaccineName,
  };
};
