import type { BundleEntry } from '@medplum/fhirtypes';
import { type Db, tableOf, type WriteContext } from '../../../engine/server';
import { patients } from '../../../entities/patients';
import { childIdSystem } from '../code-systems';
import { remember, rememberedId } from '../source-memory';
import type { ImportEntry } from './import-entries';
import { createdOrFailure, type ImportSession } from './import-session';
import { importedPatient } from './patient-values';

/** The active patient holding our identifier, by its unique index, or undefined. */
const patientByIdentifier = async (db: Db, identifier: { system: string; value: string }) => {
  const row = await db
    .selectFrom(tableOf(patients))
    .select('id')
    .where('identityDocument', '=', identifier.value)
    .where('isChild', '=', identifier.system === childIdSystem ? 1 : 0)
    .where('isActive', '=', 1)
    .executeTakeFirst();
  return row === undefined ? undefined : Number(row.id);
};

/**
 * Imports one Patient: the patient holding our identifier when it carries one (FHIR's
 * conditional create, `200 OK`), else the one an earlier import made of the same source
 * (`200 OK`), else a new patient (`201 Created`) through the patients' own writes (their
 * behaviour, forecast and audit), remembered by its source key. Answers the entry's response.
 *
 * @example
 * const response = await importPatient(session, entry);
 */
export const importPatient = async (
  session: ImportSession,
  entry: Extract<ImportEntry, { resourceType: 'Patient' }>,
): Promise<BundleEntry> => {
  const { db } = session.context(patients);
  const patient = importedPatient(entry.place, entry.resource, entry);
  const found = patient.identifier ? await patientByIdentifier(db, patient.identifier) : undefined;
  // A child's generated identifier cannot be given again: a new child is remembered by it instead.
  const sourceKey =
    patient.identifier?.system === childIdSystem
      ? `${patient.identifier.system}|${patient.identifier.value}`
      : patient.identifier
        ? undefined
        : patient.sourceKey;
  const source = sourceKey === undefined ? undefined : { resourceType: 'Patient' as const, sourceKey };
  const known = found ?? (source ? await rememberedId(db, source) : undefined);
  const id = known ?? (await createPatient(session.context(patients), session, entry, patient.values));
  if (known === undefined && source) await remember(db, { ...source, localId: id });
  session.addPatient(entry, id);
  return session.response('Patient', id, known === undefined ? '201 Created' : '200 OK');
};

const createPatient = (
  context: WriteContext,
  session: ImportSession,
  entry: ImportEntry,
  values: Record<string, unknown>,
) => createdOrFailure(entry.place, () => session.writes.patients.create(values, context));
