import type { Immunization } from '@medplum/fhirtypes';
import { appliedDoses } from '../../../entities/applied-doses';
import type { DoseDetails } from '../dose-details';
import { dateOrNull, textOrNull } from '../stored-values';
import { checkedField, type EntryPlace, entryFailure } from './entry-failure';

/** An Immunization to import as a historical dose, before its patient and vaccine are found. */
export type ImportedDose = {
  patientReference: string;
  /** `YYYY-MM-DD`: the day it was given. */
  date: string;
  /** Its number in the series; the lowest free one when the source does not say. */
  doseNumber?: number;
  observations: string | null;
  details: DoseDetails;
  /** Its key in the source system: its first identifier, else its fullUrl or id. */
  sourceKey?: string;
};

const doseSchema = appliedDoses.schemas.create;

/**
 * An Immunization's dose: the patient it references, its day (`occurrenceDateTime`, not in
 * the future), its number (`protocolApplied[0].doseNumberPositiveInt`, or a number in
 * `doseNumberString`), its notes as the observations (the dose form's rules), and its lot,
 * expiry, manufacturer, place and professional as displays. Any refusal names the entry and
 * element.
 *
 * @example
 * importedDose(place, immunization, 'urn:uuid:…') // { patientReference: 'urn:uuid:…', date: '2022-04-28', doseNumber: 1, … }
 */
export const importedDose = (place: EntryPlace, immunization: Immunization, fullUrl?: string): ImportedDose => {
  const patientReference = textOrNull(immunization.patient?.reference);
  if (patientReference === null) {
    throw entryFailure(place, {
      code: 'required',
      diagnostics: 'la inmunización debe referir a su paciente',
      path: 'patient',
    });
  }
  const occurrence = textOrNull(immunization.occurrenceDateTime);
  const day = dateOrNull(occurrence);
  if (occurrence === null || day === null) {
    throw entryFailure(place, {
      code: 'required',
      diagnostics: 'la fecha de aplicación es requerida (occurrenceDateTime)',
      path: 'occurrenceDateTime',
    });
  }
  const date = String(
    checkedField(place, { schema: doseSchema, field: 'applicationDate', value: day, path: 'occurrenceDateTime' }),
  );
  const notes = (Array.isArray(immunization.note) ? immunization.note : []).map((note) => textOrNull(note.text));
  const joined = notes.filter((note) => note !== null).join(' ');
  const observations =
    joined === ''
      ? null
      : String(checkedField(place, { schema: doseSchema, field: 'observations', value: joined, path: 'note' }));
  const doseNumber = doseNumberOf(place, immunization);
  const identifier = (Array.isArray(immunization.identifier) ? immunization.identifier : []).find(
    (candidate) => candidate.system && candidate.value,
  );
  const sourceKey = identifier
    ? `${identifier.system}|${identifier.value}`
    : (fullUrl ?? (typeof immunization.id === 'string' ? `Immunization/${immunization.id}` : undefined));
  return {
    patientReference,
    date,
    ...(doseNumber === undefined ? {} : { doseNumber }),
    observations,
    details: {
      lotNumber: textOrNull(immunization.lotNumber),
      expirationDate: dateOrNull(immunization.expirationDate),
      manufacturer: textOrNull(immunization.manufacturer?.display),
      location: textOrNull(immunization.location?.display),
      performer: textOrNull(immunization.performer?.[0]?.actor?.display),
    },
    ...(sourceKey === undefined ? {} : { sourceKey }),
  };
};

const doseNumberOf = (place: EntryPlace, immunization: Immunization) => {
  const [protocol] = Array.isArray(immunization.protocolApplied) ? immunization.protocolApplied : [];
  const given = protocol?.doseNumberPositiveInt ?? protocol?.doseNumberString;
  if (given === undefined) return undefined;
  return Number(
    checkedField(place, {
      schema: doseSchema,
      field: 'doseNumber',
      value: typeof given === 'string' && /^\d+$/.test(given) ? Number(given) : given,
      path: 'protocolApplied[0].doseNumberPositiveInt',
    }),
  );
};
