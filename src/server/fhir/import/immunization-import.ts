import type { BundleEntry } from '@medplum/fhirtypes';
import { sql } from 'kysely';
import { programmeDayOf } from '../../../engine';
import { type Db, tableOf } from '../../../engine/server';
import { appliedDoses } from '../../../entities/applied-doses';
import { saveDoseDetails } from '../dose-details';
import { operationOutcome } from '../fhir-failure';
import { remember, rememberedId } from '../source-memory';
import { type EntryPlace, entryFailure } from './entry-failure';
import { importedDose } from './immunization-values';
import type { ImportEntry } from './import-entries';
import { createdOrFailure, type ImportSession } from './import-session';
import { matchVaccine } from './vaccine-match';

/**
 * Stored with an imported dose only when the schedule's rules would refuse its date: it was
 * given elsewhere, so the record is kept as the source has it (an admin imports).
 */
export const importedOverrideReason = 'Dosis importada de un registro FHIR externo';

/** The patient's active doses of a vaccine: their numbers and days. */
const activeDoses = async (db: Db, patientId: number, vaccineId: number) =>
  (
    await db
      .selectFrom(tableOf(appliedDoses))
      .select(['id', 'doseNumber', 'applicationDateTime'])
      .where('patientId', '=', patientId)
      // `+`: through the patient's index, as the dose checks read it.
      .where(sql<number>`+${sql.ref('vaccineId')}`, '=', vaccineId)
      .where('isActive', '=', 1)
      .execute()
  ).map((row) => ({
    id: Number(row.id),
    doseNumber: Number(row.doseNumber),
    date: programmeDayOf(String(row.applicationDateTime ?? '')),
  }));

const lowestFree = (taken: readonly number[]) => {
  let number = 1;
  while (taken.includes(number)) number += 1;
  return number;
};

/** An Immunization that records no dose given: answered, not imported. */
const skipped = (place: EntryPlace, status: string): BundleEntry => ({
  response: {
    status: '200 OK',
    outcome: operationOutcome({
      severity: 'information',
      code: 'informational',
      diagnostics: `Entrada ${place.index + 1} (Immunization): no se importa una inmunización en estado ${status}`,
    }),
  },
});

/**
 * Imports one Immunization as a historical dose (no stock moves) of the vaccine its code, else
 * its name, matches: the dose an earlier import made of the same source, or an active dose of
 * the same patient, vaccine, number and day, is kept (`200 OK`); otherwise a new one is
 * registered through the doses' own writes (their series and schedule checks, forecast and
 * audit; a date the rules refuse is kept with {@link importedOverrideReason}) with the
 * source's lot, expiry, manufacturer, place and professional (`201 Created`). `entered-in-error`
 * and `not-done` record no dose and are not imported.
 *
 * @example
 * const response = await importImmunization(session, entry);
 */
export const importImmunization = async (
  session: ImportSession,
  entry: Extract<ImportEntry, { resourceType: 'Immunization' }>,
): Promise<BundleEntry> => {
  const { place, resource } = entry;
  const status = String(resource.status ?? '');
  if (status === 'entered-in-error' || status === 'not-done') return skipped(place, status);
  if (status !== 'completed') {
    throw entryFailure(place, {
      code: 'value',
      diagnostics: 'el estado debe ser completed, entered-in-error o not-done',
      path: 'status',
    });
  }
  const context = session.context(appliedDoses);
  const { db } = context;
  const dose = importedDose(place, resource, entry.fullUrl);
  const patientId = await session.patientIdOf(place, dose.patientReference);
  const vaccineId = matchVaccine(place, resource.vaccineCode, session.vaccines);
  const source =
    dose.sourceKey === undefined ? undefined : { resourceType: 'Immunization' as const, sourceKey: dose.sourceKey };
  const remembered = source ? await rememberedId(db, source) : undefined;
  if (remembered !== undefined) return session.response('Immunization', remembered, '200 OK');
  const history = await activeDoses(db, patientId, vaccineId);
  const doseNumber = dose.doseNumber ?? lowestFree(history.map((held) => held.doseNumber));
  const same = history.find((held) => held.doseNumber === doseNumber && held.date === dose.date);
  const id =
    same?.id ??
    (await createdOrFailure(place, () =>
      session.writes.doses.create(
        {
          patientId,
          vaccineId,
          isHistorical: true,
          applicationDate: dose.date,
          doseNumber,
          vaccineBatchId: null,
          vaccinationCenterId: null,
          applyingUserId: null,
          observations: dose.observations,
          overrideReason: importedOverrideReason,
        },
        context,
      ),
    ));
  if (same === undefined && Object.values(dose.details).some((detail) => detail !== null)) {
    await saveDoseDetails(db, id, dose.details);
  }
  if (source) await remember(db, { ...source, localId: id });
  return session.response('Immunization', id, same === undefined ? '201 Created' : '200 OK');
};
