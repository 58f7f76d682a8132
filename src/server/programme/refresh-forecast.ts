import { sql } from 'kysely';
import { today } from '../../engine';
import type { Db, Store } from '../../engine/server';
import { hasTable, tableOf } from '../../engine/server';
import { patients } from '../../entities/patients';
import { readStoredSchedule } from '../cdsi/stored-schedule';
import { invalidDosesTable } from '../indicators/invalid-doses';
import { dialectOf } from './dialect-of';
import { forecastTable } from './forecast-table';
import { writeForecasts } from './write-forecasts';

/**
 * Patients per transaction of a background recompute: a few milliseconds each, so no write
 * waits long. On a copy of the bench's database (1,000,000 patients), against 250: a dose
 * registered meanwhile 11 ms p50 instead of 18 (slowest 43 ms, 57 before), the recompute 50 s
 * instead of 39.
 */
export const recomputeChunk = 125;

/** Patients per transaction of a full rebuild, which nothing else waits on. */
export const rebuildChunk = 5_000;

/**
 * Recomputes one patient's stored forecast in the write's transaction: after a dose is
 * registered, edited, cancelled, restored or deleted, and after the patient is registered or
 * edited (birth date, catchment centre) or deleted. On PostgreSQL it first takes the
 * patient's row lock, so it waits for a background recompute holding that patient and the
 * recompute, in turn, skips the patient until the write commits.
 *
 * @example
 * afterChange: ({ id, context }) => refreshPatientForecast(context.db, id),
 */
export const refreshPatientForecast = async (db: Db, patientId: number) => {
  if (dialectOf(db) === 'postgres') {
    await sql`SELECT ${sql.ref('id')} FROM ${sql.table(tableOf(patients))} WHERE ${sql.ref('id')} = ${patientId} FOR NO KEY UPDATE`.execute(
      db,
    );
  }
  await writeForecasts(db, { ids: [patientId], stored: await readStoredSchedule(db), computedOn: today() });
};

/**
 * Recomputes every patient's forecast after the schedule changed (a vaccine's antigens or
 * rules, an antigen, a group, a conflict) and that change committed: in chunks of
 * {@link recomputeChunk} patients, each its own short transaction that writes only the rows
 * that changed (a few patients at a time), so a dose write waits for one chunk at most. Every
 * chunk reads the schedule again. On PostgreSQL a chunk skips the patients a write holds at that moment and takes them
 * one by one at the end. Call it outside any transaction; a hook asks for it with
 * `requestForecastRecompute` (forecast-jobs.ts).
 *
 * @example
 * await recomputeScheduleForecasts(store);
 */
export const recomputeScheduleForecasts = (store: Store) => forEachChunk(store, { size: recomputeChunk });

/**
 * Computes every patient's forecast again, in chunks of {@link rebuildChunk} patients: after
 * the migration that creates the table, after the demo data or the bench wrote patients and
 * doses without the API's hooks. Inside a transaction (the start-up's), it runs in it.
 *
 * @example
 * await rebuildForecasts(store);
 */
export const rebuildForecasts = async (store: Store) => {
  await store.db.deleteFrom(forecastTable).execute();
  await forEachChunk(store, { size: rebuildChunk });
};

const forEachChunk = async (store: Store, { size }: { size: number }) => {
  const lock = store.dialect.name === 'postgres' && !store.db.isTransaction ? ('skipLocked' as const) : undefined;
  // Migration 0023 rebuilds before 0027 made the table of the doses not valid; 0027 rebuilds again.
  const isValidityKept = await hasTable(store, invalidDosesTable);
  const skipped: number[] = [];
  for (let after = 0; ; ) {
    const ids = await nextIds(store.db, { after, size });
    if (ids.length === 0) break;
    after = ids[ids.length - 1] ?? after;
    const result = await inTransaction(store, async (db) =>
      writeForecasts(db, { ids, stored: await readStoredSchedule(db), computedOn: today(), lock, isValidityKept }),
    );
    skipped.push(...result.skipped);
    // better-sqlite3 answers at once: without a turn of the event loop no request would be read until the end.
    await new Promise((resolve) => setImmediate(resolve));
  }
  for (const patientId of skipped) await inTransaction(store, (db) => refreshPatientForecast(db, patientId));
};

const nextIds = async (db: Db, { after, size }: { after: number; size: number }) =>
  (await db.selectFrom(tableOf(patients)).select('id').where('id', '>', after).orderBy('id').limit(size).execute()).map(
    (row) => Number(row.id),
  );

const inTransaction = <T>(store: Store, work: (db: Db) => Promise<T>): Promise<T> =>
  store.db.isTransaction ? work(store.db) : store.db.transaction().execute(work);
