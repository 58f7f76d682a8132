import { PostgresAdapter, sql } from 'kysely';
import type { Db } from '../../engine/server';
import { plusDaysSql, scheduleTable } from './schedule-table';

/**
 * After an admin changed a vaccine's series size or interval: every schedule of that vaccine
 * again, in one UPDATE through the vaccine's index (complete once the active doses reach the
 * size, otherwise the lowest free number, due the interval after the last dose).
 *
 * @example
 * await applySeriesChange(context.db, { vaccineId: 3, requiredDoses: 3, doseIntervalDays: 28 });
 */
export const applySeriesChange = async (
  db: Db,
  series: { vaccineId: number; requiredDoses: number; doseIntervalDays: number },
) => {
  const isComplete = sql`${sql.ref('dosesReceived')} >= ${series.requiredDoses}`;
  const days = String(Math.trunc(series.doseIntervalDays));
  const dueDate = sql.raw(plusDaysSql(dialectOf(db), '"lastDoseDate"', days));
  await db
    .updateTable(scheduleTable)
    .set({
      nextDoseNumber: sql`CASE WHEN ${isComplete} THEN NULL ELSE ${sql.ref('freeDoseNumber')} END`,
      dueDate: sql`CASE WHEN ${isComplete} THEN NULL ELSE ${dueDate} END`,
    })
    .where('vaccineId', '=', series.vaccineId)
    .execute();
};

/** A hook's transaction does not carry the store's dialect: the query builder's adapter tells it. */
const dialectOf = (db: Db) => (db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite');
