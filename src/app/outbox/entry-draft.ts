import type { EntityRow, FormValues } from '../../engine';
import { offlineTexts } from '../offline/texts';
import type { OfflineDb } from '../outreach/offline-db';
import { type EntryDraft, isLocalId, type OutboxKind } from './outbox-entry';

/** Finds a row the draft names (the dose's patient, its lot), or null. */
export type FindRow = (entity: string, id: number) => Promise<EntityRow | null>;

const texts = offlineTexts.summary;

/**
 * The outbox entry a form's values make: a patient as typed, or a dose with its vaccine (from its
 * lot, or a past dose's own) and, for a patient registered on this device, that patient's client
 * id (or the server's id once it confirmed them) in place of the stand-in; each summarised for
 * 'Registros sin conexión'.
 *
 * @example
 * await draftOf({ db, kind: 'dose', values: { patientId: 9, vaccineBatchId: 2, doseNumber: 1 }, findRow })
 * // { kind: 'dose', vaccineId: 1, patientClientId: null, summary: 'Dosis 1 de Comirnaty · Ana Ruiz', values }
 */
export const draftOf = async ({
  db,
  kind,
  values,
  findRow,
}: {
  db: OfflineDb;
  kind: OutboxKind;
  values: FormValues;
  findRow: FindRow;
}): Promise<EntryDraft> => {
  if (kind === 'patient') {
    return { kind, values, patientClientId: null, vaccineId: null, summary: texts.patient(personName(values)) };
  }
  const { patientId } = values;
  const devicePatient = isLocalId(patientId) ? await db.outbox.where('localId').equals(patientId).first() : undefined;
  const isConfirmed = devicePatient?.status === 'sent' && devicePatient.serverId !== null;
  const sentValues = isConfirmed ? { ...values, patientId: devicePatient.serverId } : values;
  const patient = devicePatient ? devicePatient.values : await findNumbered(findRow, 'patients', patientId);
  const batch = await findNumbered(findRow, 'vaccine-batches', values.vaccineBatchId);
  const vaccine = (batch?.vaccine ?? null) as { id?: unknown; vaccineName?: unknown } | null;
  const vaccineId = typeof vaccine?.id === 'number' ? vaccine.id : numberOrNull(values.vaccineId);
  const vaccineName = typeof vaccine?.vaccineName === 'string' ? vaccine.vaccineName : texts.unknownVaccine;
  const patientName = patient ? personName(patient) : texts.unknownPatient(patientId);
  const batchText = typeof batch?.batchNumber === 'string' ? ` (${texts.batch(batch.batchNumber)})` : '';
  return {
    kind,
    values: sentValues,
    patientClientId: devicePatient && !isConfirmed ? devicePatient.clientId : null,
    vaccineId,
    summary: texts.dose(values.doseNumber, vaccineName, patientName) + batchText,
  };
};

const personName = (values: FormValues) =>
  [values.firstName, values.lastname, values.identityDocument]
    .filter((part) => typeof part === 'string' && part !== '')
    .join(' ');

const numberOrNull = (value: unknown) => (typeof value === 'number' ? value : null);

const findNumbered = async (findRow: FindRow, entity: string, id: unknown) =>
  typeof id === 'number' ? findRow(entity, id) : null;
