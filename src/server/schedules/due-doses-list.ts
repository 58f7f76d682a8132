import { type RawBuilder, sql } from 'kysely';
import { addDays } from '../../domain/calendar-days';
import { dueSoonDays } from '../../domain/dose-schedule';
import type { Db } from '../../engine/server';
import { tableOf } from '../../engine/server';
import { patients } from '../../entities/patients';
import { vaccines } from '../../entities/vaccines';
import type { DueDosesPage, DueDosesQuery } from './due-doses-schema';
import { scheduleTable } from './schedule-table';

/**
 * One page of a centre's due doses: 'upcoming' from today to {@link dueSoonDays} days ahead,
 * 'overdue' before today, both by due date (the most overdue first), then patient and vaccine.
 * The page and the count read the centre's due dates from the partial index; the patient's and
 * the vaccine's names are joined to the page's rows only. The phone is the patient's, or their
 * representative's when they have none.
 *
 * @example
 * await dueDosesPage(db, { centerId: 1, kind: 'overdue', today: '2026-03-01', page: 1, pageSize: 10 })
 */
export const dueDosesPage = async (db: Db, query: DueDosesQuery): Promise<DueDosesPage> => {
  const where = dueRange(query);
  const offset = (query.page - 1) * query.pageSize;
  const [rows, counted] = await Promise.all([
    sql<PageRow>`
      SELECT s."patientId", s."vaccineId", s."nextDoseNumber", s."dueDate", p."firstName", p."lastname",
        v."vaccineName", COALESCE(NULLIF(p."mobilePhone", ''), r."mobilePhone") AS "phone"
      FROM (
        SELECT "patientId", "vaccineId", "nextDoseNumber", "dueDate" FROM ${sql.table(scheduleTable)}
        WHERE ${where}
        ORDER BY "dueDate", "patientId", "vaccineId" LIMIT ${query.pageSize} OFFSET ${offset}
      ) AS s
      JOIN ${sql.table(tableOf(patients))} AS p ON p."id" = s."patientId"
      LEFT JOIN ${sql.table(tableOf(patients))} AS r ON r."id" = p."representativeId"
      JOIN ${sql.table(tableOf(vaccines))} AS v ON v."id" = s."vaccineId"
      ORDER BY s."dueDate", s."patientId", s."vaccineId"`.execute(db),
    sql<{ total: number | string }>`SELECT count(*) AS "total" FROM ${sql.table(scheduleTable)} WHERE ${where}`.execute(
      db,
    ),
  ]);
  return {
    items: rows.rows.map((row) => ({
      patientId: Number(row.patientId),
      patientName: [row.firstName, row.lastname].filter(Boolean).join(' '),
      vaccineId: Number(row.vaccineId),
      vaccineName: row.vaccineName ?? '',
      doseNumber: Number(row.nextDoseNumber),
      dueDate: row.dueDate,
      phone: row.phone || null,
    })),
    total: Number(counted.rows[0]?.total ?? 0),
    page: query.page,
    pageSize: query.pageSize,
  };
};

type PageRow = {
  patientId: number;
  vaccineId: number;
  nextDoseNumber: number;
  dueDate: string;
  firstName: string | null;
  lastname: string | null;
  vaccineName: string | null;
  phone: string | null;
};

/** The centre's due dates of one list: a range of the partial index `(centerId, dueDate, …)`. */
const dueRange = ({ centerId, kind, today }: DueDosesQuery): RawBuilder<unknown> => {
  const centre = sql`"centerId" = ${centerId} AND "dueDate" IS NOT NULL`;
  return kind === 'overdue'
    ? sql`${centre} AND "dueDate" < ${today}`
    : sql`${centre} AND "dueDate" >= ${today} AND "dueDate" <= ${addDays(today, dueSoonDays)}`;
};
