import type { Annotation, Immunization } from '@medplum/fhirtypes';
import type { ImmunizationRow } from './immunization-rows';
import { dateOrNull, isSetFlag, textOrNull } from './stored-values';
import { vaccineCodeOf } from './vaccine-code';

/** A historical dose came from a written record (FHIR's immunization-origin codes). */
const writtenRecord = {
  coding: [
    { system: 'http://terminology.hl7.org/CodeSystem/immunization-origin', code: 'record', display: 'Written Record' },
  ],
};

/** The professional who gave the dose (HL7 v2 table 0443). */
const administeringProvider = {
  coding: [{ system: 'http://terminology.hl7.org/CodeSystem/v2-0443', code: 'AP', display: 'Administering Provider' }],
};

/**
 * A dose as a FHIR `Immunization`: `completed`, or `entered-in-error` once cancelled; its vaccine
 * as `vaccineCode`; the day (a historical dose) or the moment it was given; `primarySource`
 * false for a historical dose (with its written-record origin); the lot and its expiry, the
 * manufacturer, the centre and the professional, as displays (an imported dose's as its source
 * gave them); the dose's number in its vaccine's series; the observations and an override's
 * reason as notes. What the dose does not have is left out.
 *
 * @example
 * immunizationResource(row) // { resourceType: 'Immunization', id: '42', status: 'completed', … }
 */
export const immunizationResource = (row: ImmunizationRow): Immunization => {
  const isHistorical = isSetFlag(row.isHistorical);
  const lotNumber = textOrNull(row.importedLotNumber) ?? textOrNull(row.batchNumber);
  const expirationDate = dateOrNull(row.importedExpirationDate) ?? dateOrNull(row.batchExpirationDate);
  const manufacturer = textOrNull(row.importedManufacturer) ?? textOrNull(row.manufacturerName);
  const location = textOrNull(row.importedLocation) ?? textOrNull(row.centerName);
  const performer = textOrNull(row.importedPerformer) ?? textOrNull(row.professional);
  const note = notesOf(row);
  const occurrence = occurrenceOf(row, isHistorical);
  return {
    resourceType: 'Immunization',
    id: String(row.id),
    status: row.isActive === 1 ? 'completed' : 'entered-in-error',
    vaccineCode: vaccineCodeOf({
      id: row.vaccineId ?? 0,
      vaccineName: textOrNull(row.vaccineName) ?? 'Vacuna desconocida',
      codeSystem: textOrNull(row.codeSystem),
      code: textOrNull(row.code),
    }),
    patient: { reference: `Patient/${row.patientId}` },
    ...(occurrence === null ? { occurrenceString: 'Sin dato' } : { occurrenceDateTime: occurrence }),
    primarySource: !isHistorical,
    ...(isHistorical ? { reportOrigin: writtenRecord } : {}),
    ...(lotNumber === null ? {} : { lotNumber }),
    ...(expirationDate === null ? {} : { expirationDate }),
    ...(manufacturer === null ? {} : { manufacturer: { display: manufacturer } }),
    ...(location === null ? {} : { location: { display: location } }),
    ...(performer === null ? {} : { performer: [{ function: administeringProvider, actor: { display: performer } }] }),
    ...(note.length === 0 ? {} : { note }),
    protocolApplied: [
      {
        doseNumberPositiveInt: row.doseNumber,
        ...(row.requiredDoses === null ? {} : { seriesDosesPositiveInt: row.requiredDoses }),
      },
    ],
  };
};

/** A historical dose's day; a dose given here, the moment it was registered. */
const occurrenceOf = (row: ImmunizationRow, isHistorical: boolean) => {
  const stored = textOrNull(row.applicationDateTime);
  if (stored === null) return null;
  return isHistorical ? dateOrNull(stored) : new Date(stored).toISOString();
};

const notesOf = (row: ImmunizationRow): Annotation[] => {
  const [observations, reason] = [textOrNull(row.observations), textOrNull(row.overrideReason)];
  return [
    ...(observations === null ? [] : [{ text: observations }]),
    ...(reason === null ? [] : [{ text: `Registrada fuera del esquema: ${reason}` }]),
  ];
};
