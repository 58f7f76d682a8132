import type { ContactPoint, HumanName, Patient, PatientContact } from '@medplum/fhirtypes';
import { childIdSystem, nationalIdSystem } from './code-systems';
import { dateOrNull, isSetFlag, textOrNull } from './stored-values';

/** A patient as the patients' GET shape has it (`GET /api/v1/patients/{id}`). */
export type PatientShape = Readonly<Record<string, unknown>> & {
  id: number;
  representative?: Readonly<Record<string, unknown>> | null;
  vaccinationCenter?: Readonly<Record<string, unknown>> | null;
};

/** How the relationship of a child's representative is coded: HL7's guardian role. */
const guardian = {
  coding: [{ system: 'http://terminology.hl7.org/CodeSystem/v3-RoleCode', code: 'GUARD', display: 'guardian' }],
  text: 'parent/guardian',
};

/**
 * A patient as a FHIR `Patient`: the document as an identifier (the national ID's system for an
 * adult, the generated identifier's for a child without one: docs/fhir.md), the name, birth
 * date, phone, e-mail and address, a child's representative as a `contact`, the catchment
 * centre as the managing organization, and `active` from `isActive`. A missing field is left out.
 *
 * @example
 * patientResource(await repository.findShape(patients, 7))
 * // { resourceType: 'Patient', id: '7', identifier: [{ system: '…/documento-identidad', value: '12345678' }], … }
 */
export const patientResource = (row: PatientShape): Patient => {
  const document = textOrNull(row.identityDocument);
  const name = humanName(row.firstName, row.lastname);
  const birthDate = dateOrNull(row.dateOfBirth);
  const telecom = telecomOf(row);
  const address = textOrNull(row.address);
  const contact = contactOf(row.representative);
  const centerName = textOrNull(row.vaccinationCenter?.centerName);
  return {
    resourceType: 'Patient',
    id: String(row.id),
    ...(document === null
      ? {}
      : {
          identifier: [
            { use: 'official', system: isSetFlag(row.isChild) ? childIdSystem : nationalIdSystem, value: document },
          ],
        }),
    active: isSetFlag(row.isActive),
    ...(name === undefined ? {} : { name: [name] }),
    ...(telecom.length === 0 ? {} : { telecom }),
    ...(birthDate === null ? {} : { birthDate }),
    ...(address === null ? {} : { address: [{ text: address }] }),
    ...(contact === undefined ? {} : { contact: [contact] }),
    ...(centerName === null ? {} : { managingOrganization: { display: centerName } }),
  };
};

/** A name of its given and family parts, and their text; undefined when it has neither. */
const humanName = (first: unknown, last: unknown, use: HumanName['use'] = 'official'): HumanName | undefined => {
  const [given, family] = [textOrNull(first), textOrNull(last)];
  if (given === null && family === null) return undefined;
  return {
    use,
    text: [given, family].filter((part) => part !== null).join(' '),
    ...(family === null ? {} : { family }),
    ...(given === null ? {} : { given: [given] }),
  };
};

const telecomOf = (row: PatientShape): ContactPoint[] => {
  const [phone, email] = [textOrNull(row.mobilePhone), textOrNull(row.email)];
  return [
    ...(phone === null ? [] : [{ system: 'phone' as const, value: phone, use: 'mobile' as const }]),
    ...(email === null ? [] : [{ system: 'email' as const, value: email }]),
  ];
};

const contactOf = (representative: PatientShape['representative']): PatientContact | undefined => {
  if (!representative) return undefined;
  const name = humanName(representative.firstName, representative.lastname, 'usual');
  return name === undefined ? undefined : { relationship: [guardian], name };
};
