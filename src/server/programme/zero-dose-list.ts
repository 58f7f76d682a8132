import { type RawBuilder, sql } from 'kysely';
import type { DueDosesQuery } from '../../domain/due-doses';
import type { Db } from '../../engine/server';
import { type DueRow, itemsOf } from './due-items';
import { centersWhere, pageRows } from './due-page-rows';
import { forecastTable } from './forecast-table';
import type { CenteredPage } from './named-by-center';

/**
 * One page of the zero-dose children (WHO's Immunization Agenda 2030) of a centre or of a
 * unit's centres: patients under 5 years old on `today` (born after the same day five years
 * earlier) with no active dose at all, historical ones included, while at least one first dose
 * is overdue for them (overdueDate ≤ today, and not too late: no latest date, or today ≤
 * latestDate). A patient without any dose belongs to their catchment centre. The oldest child
 * first (then by id), each shown with the vaccine whose first dose is overdue the longest (then
 * the lowest vaccine id), and the centre of each row.
 *
 * The page reads the partial index of the patients without any dose, each centre's five years
 * of births in order (due-page-rows.ts), and groups each child's rows as it goes.
 *
 * @example
 * await zeroDosePage(db, { centerIds: [1], kind: 'zero-dose', today: '2026-03-01', page: 1, pageSize: 10 })
 */
export const zeroDosePage = async (
  db: Db,
  query: DueDosesQuery & { centerIds: readonly number[] },
): Promise<CenteredPage> => {
  const { centerIds, today } = query;
  const where = sql`"hasAnyDose" = 0 AND "birthDate" > ${fiveYearsBefore(today)}
    AND "overdueDate" <= ${today} AND ("latestDate" IS NULL OR "latestDate" >= ${today})`;
  const childOrder = sql`"birthDate", "patientId"`;
  const [children, counted] = await Promise.all([
    pageRows<{ patientId: number }>(db, {
      centerIds,
      columns: childOrder,
      where,
      order: { stored: childOrder, named: childOrder },
      groupBy: childOrder,
      limit: query.pageSize,
      offset: (query.page - 1) * query.pageSize,
    }),
    sql<{ total: number | string }>`
      SELECT count(*) AS "total" FROM (
        SELECT "patientId" FROM ${sql.table(forecastTable)} WHERE ${centersWhere(centerIds)} AND ${where}
        GROUP BY "birthDate", "patientId"
      ) AS "children"`.execute(db),
  ]);
  const ids = children.map((row) => Number(row.patientId));
  const rows = await firstOverdueDoses(db, { ids, where: sql`${centersWhere(centerIds)} AND ${where}` });
  return {
    page: {
      items: await itemsOf(db, rows),
      total: Number(counted.rows[0]?.total ?? 0),
      page: query.page,
      pageSize: query.pageSize,
    },
    centerOf: rows.map((row) => Number(row.centerId)),
  };
};

/**
 * The same day five years before (28 February for a 29 February): a child born after it is
 * under 5 on `today`.
 *
 * @example
 * fiveYearsBefore('2028-02-29') // '2023-02-28'
 */
export const fiveYearsBefore = (today: string) => {
  const [year = 0, month = 1, day = 1] = today.split('-').map(Number);
  const fifth = year - 5;
  const isLeap = (fifth % 4 === 0 && fifth % 100 !== 0) || fifth % 400 === 0;
  const shownDay = month === 2 && day === 29 && !isLeap ? 28 : day;
  return `${String(fifth).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(shownDay).padStart(2, '0')}`;
};

type OverdueRow = DueRow & { overdueDate: string; centerId: number };

/** Each child's overdue first dose with the earliest overdue date, in the page's order. */
const firstOverdueDoses = async (db: Db, { ids, where }: { ids: readonly number[]; where: RawBuilder<unknown> }) => {
  if (ids.length === 0) return [];
  const rows = await sql<OverdueRow>`
    SELECT "patientId", "vaccineGroupId", "vaccineId", "nextDoseNumber" AS "doseNumber", "recommendedDate" AS "dueDate", "overdueDate",
      "centerId"
    FROM ${sql.table(forecastTable)} WHERE ${where} AND "patientId" IN (${sql.join(ids)})`.execute(db);
  const firstOf = new Map<number, OverdueRow>();
  for (const row of rows.rows) {
    const current = firstOf.get(Number(row.patientId));
    const isEarlier =
      !current ||
      row.overdueDate < current.overdueDate ||
      (row.overdueDate === current.overdueDate && Number(row.vaccineGroupId) < Number(current.vaccineGroupId));
    if (isEarlier) firstOf.set(Number(row.patientId), row);
  }
  return ids.flatMap((id) => {
    const row = firstOf.get(id);
    return row ? [row] : [];
  });
};
