import type { Db } from '../../engine/server';
import { readPatientObservations } from '../cdsi/patient-observations';
import type { StoredSchedule } from '../cdsi/stored-schedule';
import { type PatientDose, readActiveDoses, readPatients } from './forecast-inputs';
import { forecastPlanOf, storedForecastOf } from './forecast-rows';
import { type ForecastRow, forecastTable } from './forecast-table';
import { isSameForecast, storedForecastRow } from './stored-forecast';
import { writeInvalidDoses } from './write-invalid-doses';

/** Rows per INSERT: 12 columns each, well within both databases' limit of parameters. */
const rowsPerInsert = 400;

/** Up to this many patients (a write's), only the rows that changed are written; more (a rebuild), all of them. */
const diffedPatients = 8;

/**
 * Computes and stores again the forecasts of some patients, with the given transaction: their
 * rows are deleted and written anew from their active doses and observations, and which of those
 * doses the CDSi engine did not find valid (write-invalid-doses.ts). With `lock: 'skipLocked'`
 * (PostgreSQL, a background rebuild) the patients a write holds are left as they are and
 * answered as `skipped`. Resolves with the number of rows written.
 *
 * @example
 * await writeForecasts(db, { ids: [7], stored: await readStoredSchedule(db), computedOn: '2026-03-01' });
 */
export const writeForecasts = async (
  db: Db,
  options: {
    ids: readonly number[];
    stored: StoredSchedule;
    computedOn: string;
    lock?: 'skipLocked';
    /** False while the database has no `invalid_doses` yet (a rebuild of migration 0023, before 0027). */
    isValidityKept?: boolean;
  },
): Promise<{ written: number; skipped: number[] }> => {
  const { ids, stored, computedOn, lock, isValidityKept = true } = options;
  if (ids.length === 0) return { written: 0, skipped: [] };
  const patients = await readPatients(db, { ids, lock });
  const held = lock ? new Set(patients.map((patient) => patient.id)) : new Set(ids);
  const kept = ids.filter((id) => held.has(id));
  if (kept.length === 0) return { written: 0, skipped: [...ids] };
  const range = { fromId: Math.min(...kept), toId: Math.max(...kept) };
  const [doses, observationsOf] = await Promise.all([readActiveDoses(db, range), readPatientObservations(db, range)]);
  const dosesOf = byPatient(doses);
  const plan = forecastPlanOf(stored, computedOn);
  const outcomes = patients
    .filter((patient) => held.has(patient.id))
    .map((patient) => ({
      patient,
      ...storedForecastOf({
        patient,
        doses: dosesOf.get(patient.id) ?? [],
        observations: observationsOf.get(patient.id) ?? [],
        plan,
      }),
    }));
  const rows = outcomes.flatMap((outcome) => outcome.rows);
  const written =
    kept.length <= diffedPatients ? await replaceChanged(db, kept, rows) : await replaceAll(db, kept, rows);
  if (isValidityKept) {
    const invalid = outcomes.flatMap(({ patient, invalidDoseIds }) =>
      invalidDoseIds.map((appliedDoseId) => ({ appliedDoseId, patientId: patient.id })),
    );
    await writeInvalidDoses(db, { patientIds: kept, invalid });
  }
  return { written, skipped: ids.filter((id) => !held.has(id)) };
};

/** Writes the patients' rows anew: all of theirs deleted, `rows` inserted. Resolves with the rows written. */
const replaceAll = async (db: Db, patientIds: readonly number[], rows: readonly ForecastRow[]) => {
  await db.deleteFrom(forecastTable).where('patientId', 'in', patientIds).execute();
  await insertRows(db, rows);
  return rows.length;
};

/**
 * Writes only what changed of the patients' rows: a dose moves a few groups' rows, and a row left as it was
 * rewrites none of its three indexes. Resolves with the rows written.
 */
const replaceChanged = async (db: Db, patientIds: readonly number[], rows: readonly ForecastRow[]) => {
  const keyOf = (row: ForecastRow) => `${row.patientId}:${row.vaccineGroupId}`;
  const stored = (await db.selectFrom(forecastTable).selectAll().where('patientId', 'in', patientIds).execute()).map(
    storedForecastRow,
  );
  const freshByKey = new Map(rows.map((row) => [keyOf(row), row]));
  const storedByKey = new Map(stored.map((row) => [keyOf(row), row]));
  const gone = stored.filter((row) => !isSameForecast(row, freshByKey.get(keyOf(row))));
  for (const patientId of new Set(gone.map((row) => row.patientId))) {
    const groupIds = gone.filter((row) => row.patientId === patientId).map((row) => row.vaccineGroupId);
    await db
      .deleteFrom(forecastTable)
      .where('patientId', '=', patientId)
      .where('vaccineGroupId', 'in', groupIds)
      .execute();
  }
  const changed = rows.filter((row) => !isSameForecast(row, storedByKey.get(keyOf(row))));
  await insertRows(db, changed);
  return changed.length;
};
/** Doses grouped by their patient. */
export const byPatient = (doses: readonly PatientDose[]) => {
  const dosesOf = new Map<number, PatientDose[]>();
  for (const dose of doses) {
    const own = dosesOf.get(dose.patientId);
    if (own) own.push(dose);
    else dosesOf.set(dose.patientId, [dose]);
  }
  return dosesOf;
};

/** Inserts rows of the stored forecast, a few hundred per statement. */
export const insertRows = async (db: Db, rows: readonly ForecastRow[]) => {
  for (let start = 0; start < rows.length; start += rowsPerInsert) {
    await db
      .insertInto(forecastTable)
      .values(rows.slice(start, start + rowsPerInsert))
      .execute();
  }
};
