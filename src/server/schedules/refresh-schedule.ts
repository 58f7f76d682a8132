import { type DoseRecord, scheduleOf } from '../../domain/dose-schedule';
import type { Db, StoredRow, Values } from '../../engine/server';
import { tableOf } from '../../engine/server';
import { appliedDoses } from '../../entities/applied-doses';
import { vaccineBatches } from '../../entities/vaccine-batches';
import { vaccines } from '../../entities/vaccines';
import { scheduleTable } from './schedule-table';

type Pair = { patientId: number; vaccineId: number };

/**
 * Recomputes, in the write's transaction, the schedules a dose write touched: the pair of the
 * dose before the write and the pair after it (an edit may move a dose to another patient, or
 * to a batch of another vaccine). Rows are the dose as stored or about to be; undefined ones
 * are skipped.
 *
 * @example
 * await refreshSchedulesOf(context.db, [original, { ...original, ...values }]);
 */
export const refreshSchedulesOf = async (db: Db, doses: readonly (StoredRow | Values | undefined)[]) => {
  const pairs = new Map<string, Pair>();
  for (const dose of doses) {
    if (!dose) continue;
    const pair = await pairOf(db, dose);
    if (pair) pairs.set(`${pair.patientId}:${pair.vaccineId}`, pair);
  }
  for (const pair of pairs.values()) await refreshSchedule(db, pair);
};

/**
 * One patient's schedule for one vaccine from their active doses of it, with the pure
 * `scheduleOf`: written (insert or update), or removed when no active dose is left.
 */
export const refreshSchedule = async (db: Db, pair: Pair) => {
  const [vaccine, rows] = await Promise.all([seriesOf(db, pair.vaccineId), activeDoses(db, pair)]);
  if (!vaccine || rows.length === 0) {
    await db
      .deleteFrom(scheduleTable)
      .where('patientId', '=', pair.patientId)
      .where('vaccineId', '=', pair.vaccineId)
      .execute();
    return;
  }
  const doses: DoseRecord[] = rows.map((row) => ({
    doseNumber: Number(row.doseNumber),
    date: String(row.applicationDateTime ?? '').slice(0, 10),
    isActive: true,
  }));
  const latest = rows.reduce((last, row) => (isLater(row, last) ? row : last));
  const lastDoseDate = doses.reduce((max, dose) => (dose.date > max ? dose.date : max), '');
  const schedule = scheduleOf({ vaccine, doses, today: lastDoseDate });
  const values = {
    dosesReceived: schedule.dosesReceived,
    freeDoseNumber: lowestFreeNumber(doses, vaccine.doseIntervalDays),
    nextDoseNumber: schedule.nextDoseNumber,
    lastDoseDate,
    centerId: latest.vaccinationCenterId === null ? null : Number(latest.vaccinationCenterId),
    dueDate: schedule.dueDate,
  };
  await db
    .insertInto(scheduleTable)
    .values({ ...pair, ...values })
    .onConflict((conflict) => conflict.columns(['patientId', 'vaccineId']).doUpdateSet(values))
    .execute();
};

/** The number the next dose takes were the series endless: `scheduleOf`'s own rule, one dose past the count. */
const lowestFreeNumber = (doses: readonly DoseRecord[], doseIntervalDays: number) =>
  scheduleOf({ vaccine: { requiredDoses: doses.length + 1, doseIntervalDays }, doses, today: '1970-01-01' })
    .nextDoseNumber ?? doses.length + 1;

type DoseRow = { id: unknown; doseNumber: unknown; applicationDateTime: unknown; vaccinationCenterId: unknown };

/** The latest dose by date and time, then by id: the same order as the table's rebuild. */
const isLater = (row: DoseRow, than: DoseRow) => {
  const [a, b] = [String(row.applicationDateTime ?? ''), String(than.applicationDateTime ?? '')];
  return a === b ? Number(row.id) > Number(than.id) : a > b;
};

const pairOf = async (db: Db, dose: StoredRow | Values): Promise<Pair | undefined> => {
  const batch = await db
    .selectFrom(tableOf(vaccineBatches))
    .select('vaccineId')
    .where('id', '=', Number(dose.vaccineBatchId))
    .executeTakeFirst();
  if (!batch || batch.vaccineId === null) return undefined;
  return { patientId: Number(dose.patientId), vaccineId: Number(batch.vaccineId) };
};

const seriesOf = async (db: Db, vaccineId: number) => {
  const row = await db
    .selectFrom(tableOf(vaccines))
    .select(['requiredDoses', 'doseIntervalDays'])
    .where('id', '=', vaccineId)
    .executeTakeFirst();
  return row && { requiredDoses: Number(row.requiredDoses), doseIntervalDays: Number(row.doseIntervalDays) };
};

const activeDoses = (db: Db, pair: Pair): Promise<DoseRow[]> =>
  db
    .selectFrom(tableOf(appliedDoses))
    .select(['id', 'doseNumber', 'applicationDateTime', 'vaccinationCenterId'])
    .where('patientId', '=', pair.patientId)
    .where('isActive', '=', 1)
    .where(
      'vaccineBatchId',
      'in',
      db.selectFrom(tableOf(vaccineBatches)).select('id').where('vaccineId', '=', pair.vaccineId),
    )
    .execute();
