import type { Identifier, Patient } from '@medplum/fhirtypes';
import { today } from '../../../engine';
import { patients } from '../../../entities/patients';
import { childIdSystem, nationalIdSystem } from '../code-systems';
import { trimmedText } from '../stored-values';
import { checkedField, type EntryPlace } from './entry-failure';
import { patientNames } from './patient-name';

/** A Patient to import: its values as the patients' register takes them, and how to find it again. */
export type ImportedPatient = {
  values: Record<string, unknown>;
  /** Our identifier (a national ID, or a child's generated one), when the Patient carries it. */
  identifier?: { system: string; value: string };
  /** Its key in the source system: its first identifier of another system, else its fullUrl or id. */
  sourceKey?: string;
};

const register = patients.schemas.create;
const adulthood = 18;

/** Whole years from a `YYYY-MM-DD` birth date to another day. */
const ageInYears = (birthDate: string, day: string) => {
  const years = Number(day.slice(0, 4)) - Number(birthDate.slice(0, 4));
  return day.slice(5) < birthDate.slice(5) ? years - 1 : years;
};

/**
 * A Patient as the values of a new patient, each checked by the register form's rule of its
 * field: a name (given and family, or a text split at its last space) and a birth date are
 * required; the national ID (an identifier of our system), the phone, e-mail and address are
 * taken when present and may be missing ('Sin dato' until staff complete them). Without a
 * national ID a minor is a child without a document (the server gives one) and without a
 * representative; an adult keeps an empty document. Any refusal names the entry and element.
 *
 * @example
 * importedPatient(place, { resourceType: 'Patient', name: [{ text: 'Ana María Peña' }], birthDate: '2022-04-28' })
 * // { values: { firstName: 'Ana María', lastname: 'Peña', dateOfBirth: '2022-04-28', isChild: true, … } }
 */
export const importedPatient = (
  place: EntryPlace,
  patient: Patient,
  entry: { fullUrl?: string; ifNoneExist?: string },
): ImportedPatient => {
  const { firstName, lastname } = patientNames(place, patient);
  const dateOfBirth = checkedField(place, {
    schema: register,
    field: 'dateOfBirth',
    value: trimmedText(patient.birthDate),
    path: 'birthDate',
  });
  const identifier = ourIdentifier(patient, entry.ifNoneExist);
  const document =
    identifier?.system === nationalIdSystem
      ? checkedField(place, {
          schema: register,
          field: 'identityDocument',
          value: identifier.value,
          path: identifierPath(patient),
        })
      : undefined;
  const age = ageInYears(String(dateOfBirth), today());
  const contacts = contactsOf(place, patient);
  return {
    values: {
      firstName,
      lastname,
      dateOfBirth,
      age: String(age),
      isChild: document === undefined && age < adulthood,
      identityDocument: document ?? null,
      representativeId: null,
      vaccinationCenterId: null,
      ...contacts,
    },
    ...(identifier ? { identifier } : {}),
    ...sourceKeyOf(patient, entry.fullUrl),
  };
};

/** Our identifier: from `ifNoneExist` (`identifier=system|value`), else the Patient's own of our systems. */
const ourIdentifier = (patient: Patient, ifNoneExist: string | undefined) => {
  const ours = [nationalIdSystem, childIdSystem];
  const condition = new URLSearchParams(ifNoneExist ?? '').get('identifier');
  if (condition) {
    const [system = '', value = ''] = condition.split('|', 2);
    if (ours.includes(system) && value !== '') return { system, value };
  }
  const found = identifiersOf(patient).find((identifier) => ours.includes(identifier.system ?? ''));
  return found?.system && found.value ? { system: found.system, value: found.value } : undefined;
};

const identifiersOf = (patient: Patient): Identifier[] => (Array.isArray(patient.identifier) ? patient.identifier : []);

const identifierPath = (patient: Patient) => {
  const index = identifiersOf(patient).findIndex((identifier) => identifier.system === nationalIdSystem);
  return index < 0 ? 'identifier' : `identifier[${index}].value`;
};

/** The phone (its digits), e-mail and address the Patient gives, each checked by the register's rule. */
const contactsOf = (place: EntryPlace, patient: Patient) => {
  const telecom = Array.isArray(patient.telecom) ? patient.telecom : [];
  const values: Record<string, unknown> = {};
  const phoneIndex = telecom.findIndex((point) => point.system === 'phone' && trimmedText(point.value));
  if (phoneIndex >= 0) {
    const digits = String(telecom[phoneIndex]?.value).replace(/[\s+()-]/g, '');
    values.mobilePhone = checkedField(place, {
      schema: register,
      field: 'mobilePhone',
      value: digits,
      path: `telecom[${phoneIndex}].value`,
    });
  }
  const emailIndex = telecom.findIndex((point) => point.system === 'email' && trimmedText(point.value));
  if (emailIndex >= 0) {
    values.email = checkedField(place, {
      schema: register,
      field: 'email',
      value: trimmedText(telecom[emailIndex]?.value),
      path: `telecom[${emailIndex}].value`,
    });
  }
  const [address] = Array.isArray(patient.address) ? patient.address : [];
  const addressText =
    trimmedText(address?.text) ?? trimmedText([...(address?.line ?? []), address?.city].filter(Boolean).join(' '));
  if (addressText !== undefined) {
    values.address = checkedField(place, {
      schema: register,
      field: 'address',
      value: addressText,
      path: 'address[0]',
    });
  }
  return values;
};

/** The key the source knows the Patient by, when it has no identifier of ours. */
const sourceKeyOf = (patient: Patient, fullUrl: string | undefined) => {
  const foreign = identifiersOf(patient).find(
    (identifier) =>
      identifier.system && identifier.value && ![nationalIdSystem, childIdSystem].includes(identifier.system),
  );
  const key = foreign
    ? `${foreign.system}|${foreign.value}`
    : (fullUrl ?? (typeof patient.id === 'string' ? `Patient/${patient.id}` : undefined));
  return key === undefined ? {} : { sourceKey: key };
};
