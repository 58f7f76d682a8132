import { type RawBuilder, sql } from 'kysely';
import { addDays } from '../../domain/calendar-days';
import { dueSoonDays } from '../../domain/dose-schedule';
import type { DueDosesPage, DueDosesQuery } from '../../domain/due-doses';
import type { Db } from '../../engine/server';
import { tableOf } from '../../engine/server';
import { scheduleRules } from '../../entities/schedule-rules';
import { longestAntigenSpan } from './antigen-span';
import { type DueRow, itemsOf } from './due-items';
import { centersWhere, pageRows } from './due-page-rows';
import { forecastTable } from './forecast-table';
import { namedByCenter } from './named-by-center';
import { zeroDosePage } from './zero-dose-list';

/** A due list's query with the centres it reads: one centre's (`centerId`), or a unit's (`centerIds`). */
export type DueListQuery = DueDosesQuery & { centerIds?: readonly number[] };

/**
 * One page of a centre's due list, or of a unit's centres (each row then names its centre),
 * read from the stored forecast (forecast-table.ts); a dose that is too late on `today` (past
 * its latest date) is never listed.
 *
 * - `upcoming`: the next dose is due within {@link dueSoonDays} days or already due, but not yet
 *   overdue: recommendedDate ≤ today + 7 and overdueDate > today. By recommended date.
 * - `overdue`: overdueDate ≤ today, the most overdue first (by overdue date).
 * - `zero-dose`: zero-dose-list.ts.
 *
 * Then by patient and vaccine group. Both dose lists read one index range of each centre in its order
 * (due-page-rows.ts); 'upcoming' bounds it below too, as a dose not yet overdue was recommended
 * less than the schedule's longest span between the recommended and overdue dates ago. The
 * patient's and the vaccine's names are joined to the page's rows only.
 *
 * @example
 * await dueDosesPage(db, { centerId: 1, kind: 'overdue', today: '2026-03-01', page: 1, pageSize: 10 })
 */
export const dueDosesPage = async (db: Db, query: DueListQuery): Promise<DueDosesPage> => {
  const centerIds = query.centerIds ?? (query.centerId === undefined ? [] : [query.centerId]);
  const paging = { page: query.page, pageSize: query.pageSize };
  if (centerIds.length === 0) return { items: [], total: 0, ...paging };
  if (query.kind === 'zero-dose') return namedByCenter(db, await zeroDosePage(db, { ...query, centerIds }), query);
  const list = query.kind === 'upcoming' ? await upcoming(db, query.today) : overdue(query.today);
  const [rows, counted] = await Promise.all([
    pageRows<DueRow & { centerId: number }>(db, {
      centerIds,
      columns: sql`"patientId", "vaccineGroupId", "vaccineId", "nextDoseNumber" AS "doseNumber", "recommendedDate" AS "dueDate",
        "centerId", "overdueDate"`,
      where: list.where,
      order: list.order,
      limit: query.pageSize,
      offset: (query.page - 1) * query.pageSize,
    }),
    sql<{ total: number | string }>`
      SELECT count(*) AS "total" FROM ${sql.table(forecastTable)}
      WHERE ${centersWhere(centerIds)} AND ${list.where}`.execute(db),
  ]);
  const page = { items: await itemsOf(db, rows), total: Number(counted.rows[0]?.total ?? 0), ...paging };
  return namedByCenter(db, { page, centerOf: rows.map((row) => Number(row.centerId)) }, query);
};

type List = { where: RawBuilder<unknown>; order: { stored: RawBuilder<unknown>; named: RawBuilder<unknown> } };

/** Not too late on `today`: no latest date, or not passed. */
export const notTooLate = (today: string) => sql`("latestDate" IS NULL OR "latestDate" >= ${today})`;

const upcoming = async (db: Db, today: string): Promise<List> => {
  const span = await longestOverdueSpan(db);
  return {
    where: sql`"recommendedDate" > ${addDays(today, -span)}
      AND "recommendedDate" <= ${addDays(today, dueSoonDays)} AND "overdueDate" > ${today} AND ${notTooLate(today)}`,
    order: {
      stored: sql`"recommendedDate", "patientId", "vaccineGroupId"`,
      named: sql`"dueDate", "patientId", "vaccineGroupId"`,
    },
  };
};

const overdue = (today: string): List => {
  const order = sql`"overdueDate", "patientId", "vaccineGroupId"`;
  return { where: sql`"overdueDate" <= ${today} AND ${notTooLate(today)}`, order: { stored: order, named: order } };
};

/**
 * The most days any rule, or any antigen's series, puts between a dose's recommended and overdue
 * dates, and 1 (a dose without a latest recommended date is overdue the day after). Every rule and
 * antigen counts, cancelled ones too, so rows a background recompute has not reached yet stay within it.
 */
const longestOverdueSpan = async (db: Db) => {
  const [result, antigenSpan] = await Promise.all([
    sql<{ span: number | string | null }>`
      SELECT max("overdueAgeDays" - "recommendedAgeDays") AS "span" FROM ${sql.table(tableOf(scheduleRules))}`.execute(
      db,
    ),
    longestAntigenSpan(db),
  ]);
  return Math.max(1, Number(result.rows[0]?.span ?? 1), antigenSpan);
};
