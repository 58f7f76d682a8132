import { sql } from 'kysely';
import { doseRefusals } from '../../domain/dose-check';
import { programmeDayOf } from '../../engine';
import type { Db, Values } from '../../engine/server';
import { ApiFailure, tableOf } from '../../engine/server';
import { appliedDoses } from '../../entities/applied-doses';
import { patients } from '../../entities/patients';
import { vaccines } from '../../entities/vaccines';
import { dialectOf } from '../programme/dialect-of';

const doses = tableOf(appliedDoses);

/** A vaccine with its series; undefined for one that does not exist. */
export const seriesVaccineOf = async (db: Db, vaccineId: number) => {
  const row = await db
    .selectFrom(tableOf(vaccines))
    .select(['id', 'vaccineName', 'requiredDoses', 'doseIntervalDays'])
    .where('id', '=', vaccineId)
    .executeTakeFirst();
  return (
    row && {
      id: Number(row.id),
      vaccineName: String(row.vaccineName),
      requiredDoses: Number(row.requiredDoses),
      doseIntervalDays: Number(row.doseIntervalDays),
    }
  );
};

type ActiveDosesQuery = { db: Db; patientId: number; vaccineId: number; exceptId?: number };

/**
 * The patient's active doses of a vaccine, historical ones included, but the one being edited,
 * each with its `YYYY-MM-DD` date.
 */
export const activeDosesOf = async ({ db, patientId, vaccineId, exceptId }: ActiveDosesQuery) => {
  let query = db
    .selectFrom(doses)
    .select(['doseNumber', 'applicationDateTime'])
    .where('patientId', '=', patientId)
    // `+`: through the patient's index, never the vaccine's (SQLite took it: 0.7 s a dose at 5,000,000 doses).
    .where(sql<number>`+${sql.ref('vaccineId')}`, '=', vaccineId)
    .where('isActive', '=', 1);
  if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
  const rows = await query.execute();
  return rows.map((row) => ({
    vaccineId,
    doseNumber: Number(row.doseNumber),
    date: programmeDayOf(String(row.applicationDateTime ?? '')),
    isActive: true,
  }));
};

/**
 * Makes the dose writes of one patient wait for each other, so two at once cannot both find
 * a number free: on PostgreSQL this no-op update holds the patient's row lock until the write
 * commits, and the second write, let through then, reads the first one's dose (each statement
 * of a read-committed transaction sees what committed before it). The same upgrade from the
 * reference check's key share lock as the stock's vial update, so it cannot deadlock with a
 * delete. SQLite runs one write at a time anyway: there no update is made, as rewriting the row's entries in
 * every index that holds `isActive` took a tenth of a dose registration's time at a million patients.
 */
const lockPatient = async (db: Db, patientId: number) => {
  if (dialectOf(db) !== 'postgres') return;
  await db
    .updateTable(tableOf(patients))
    .set((eb) => ({ isActive: eb.ref('isActive') }))
    .where('id', '=', patientId)
    .execute();
};

/**
 * Refuses with 409, before anything is written, a dose its patient's history never allows
 * (the dose checks' refusals): a number beyond the vaccine's series, or one an active dose of
 * the same patient and vaccine holds, historical doses included. `values` are the dose as it
 * would be stored, its `vaccineId` set; `id` is the dose being edited, which does not count
 * against itself. A dose without a vaccine (its batch does not exist) is left to the stock
 * check, which refuses it with its own words.
 *
 * @example
 * await refuseImpossibleDose({ db: context.db, values: { ...original, ...values }, id });
 */
export const refuseImpossibleDose = async ({ db, values, id }: { db: Db; values: Values; id?: number }) => {
  if (values.vaccineId === null || values.vaccineId === undefined) return;
  const vaccine = await seriesVaccineOf(db, Number(values.vaccineId));
  if (!vaccine) return;
  await lockPatient(db, Number(values.patientId));
  const history = await activeDosesOf({
    db,
    patientId: Number(values.patientId),
    vaccineId: vaccine.id,
    exceptId: id,
  });
  const [refusal] = doseRefusals({ vaccine, doses: history, doseNumber: Number(values.doseNumber) });
  if (refusal) throw new ApiFailure(409, refusal.message, { doseNumber: refusal.message });
};
