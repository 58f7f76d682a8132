import { type RawBuilder, sql } from 'kysely';
import { addDays } from '../../domain/calendar-days';
import { dueSoonDays } from '../../domain/dose-schedule';
import type { DueDosesPage, DueDosesQuery } from '../../domain/due-doses';
import type { Db } from '../../engine/server';
import { tableOf } from '../../engine/server';
import { scheduleRules } from '../../entities/schedule-rules';
import { type DueRow, itemsOf } from './due-items';
import { forecastTable } from './forecast-table';
import { zeroDosePage } from './zero-dose-list';

/**
 * One page of a centre's due list, read from the stored forecast (forecast-table.ts); a dose
 * that is too late on `today` (past its latest date) is never listed.
 *
 * - `upcoming`: the next dose is due within {@link dueSoonDays} days or already due, but not yet
 *   overdue: recommendedDate ≤ today + 7 and overdueDate > today. By recommended date.
 * - `overdue`: overdueDate ≤ today, the most overdue first (by overdue date).
 * - `zero-dose`: zero-dose-list.ts.
 *
 * Then by patient and vaccine. Both dose lists read one index range of the centre in its order;
 * 'upcoming' bounds it below too, as a dose not yet overdue was recommended less than the
 * schedule's longest span between the recommended and overdue ages ago. The patient's and the
 * vaccine's names are joined to the page's rows only.
 *
 * @example
 * await dueDosesPage(db, { centerId: 1, kind: 'overdue', today: '2026-03-01', page: 1, pageSize: 10 })
 */
export const dueDosesPage = async (db: Db, query: DueDosesQuery): Promise<DueDosesPage> => {
  if (query.kind === 'zero-dose') return zeroDosePage(db, query);
  const list = query.kind === 'upcoming' ? await upcoming(db, query) : overdue(query);
  const offset = (query.page - 1) * query.pageSize;
  const [rows, counted] = await Promise.all([
    sql<DueRow>`
      SELECT "patientId", "vaccineId", "nextDoseNumber" AS "doseNumber", "recommendedDate" AS "dueDate"
      FROM ${sql.table(forecastTable)} WHERE ${list.where}
      ORDER BY ${list.order}, "patientId", "vaccineId" LIMIT ${query.pageSize} OFFSET ${offset}`.execute(db),
    sql<{
      total: number | string;
    }>`SELECT count(*) AS "total" FROM ${sql.table(forecastTable)} WHERE ${list.where}`.execute(db),
  ]);
  return {
    items: await itemsOf(db, rows.rows),
    total: Number(counted.rows[0]?.total ?? 0),
    page: query.page,
    pageSize: query.pageSize,
  };
};

type List = { where: RawBuilder<unknown>; order: RawBuilder<unknown> };

/** Not too late on `today`: no latest date, or not passed. */
export const notTooLate = (today: string) => sql`("latestDate" IS NULL OR "latestDate" >= ${today})`;

const upcoming = async (db: Db, { centerId, today }: DueDosesQuery): Promise<List> => {
  const span = await longestOverdueSpan(db);
  return {
    where: sql`"centerId" = ${centerId} AND "recommendedDate" > ${addDays(today, -span)}
      AND "recommendedDate" <= ${addDays(today, dueSoonDays)} AND "overdueDate" > ${today} AND ${notTooLate(today)}`,
    order: sql`"recommendedDate"`,
  };
};

const overdue = ({ centerId, today }: DueDosesQuery): List => ({
  where: sql`"centerId" = ${centerId} AND "overdueDate" <= ${today} AND ${notTooLate(today)}`,
  order: sql`"overdueDate"`,
});

/**
 * The most days any rule puts between a dose's recommended and overdue dates, and 1, the span
 * of a vaccine without rules (overdue the day after it is due). Every rule counts, cancelled
 * ones too, so rows a background recompute has not reached yet stay within it.
 */
const longestOverdueSpan = async (db: Db) => {
  const result = await sql<{ span: number | string | null }>`
    SELECT max("overdueAgeDays" - "recommendedAgeDays") AS "span" FROM ${sql.table(tableOf(scheduleRules))}`.execute(
    db,
  );
  return Math.max(1, Number(result.rows[0]?.span ?? 1));
};
