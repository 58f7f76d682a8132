import { sql } from 'kysely';
import type { DueDoseItem } from '../../domain/due-doses';
import type { Db } from '../../engine/server';
import { tableOf } from '../../engine/server';
import { patients } from '../../entities/patients';
import { vaccineGroups } from '../../entities/vaccine-groups';
import { vaccines } from '../../entities/vaccines';

/** A page's row as a due list reads it from the stored forecast. */
export type DueRow = {
  patientId: number;
  vaccineGroupId: number;
  vaccineId: number;
  doseNumber: number;
  dueDate: string;
};

type NameRow = {
  id: number;
  firstName: string | null;
  lastname: string | null;
  phone: string | null;
};

/**
 * The page's rows with the patient's name and phone (theirs, or their representative's when
 * they have none), the vaccine group's name and the vaccine's to give, read by primary key for the page's rows only.
 *
 * @example
 * await itemsOf(db, [{ patientId: 7, vaccineGroupId: 3, vaccineId: 2, doseNumber: 1, dueDate: '2026-03-01' }])
 */
export const itemsOf = async (db: Db, rows: readonly DueRow[]): Promise<DueDoseItem[]> => {
  if (rows.length === 0) return [];
  const patientIds = [...new Set(rows.map((row) => Number(row.patientId)))];
  const vaccineIds = [...new Set(rows.map((row) => Number(row.vaccineId)))];
  const groupIds = [...new Set(rows.map((row) => Number(row.vaccineGroupId)))];
  const [people, names, groups] = await Promise.all([
    sql<NameRow>`
      SELECT p."id", p."firstName", p."lastname", COALESCE(NULLIF(p."mobilePhone", ''), r."mobilePhone") AS "phone"
      FROM ${sql.table(tableOf(patients))} AS p
      LEFT JOIN ${sql.table(tableOf(patients))} AS r ON r."id" = p."representativeId"
      WHERE p."id" IN (${sql.join(patientIds)})`.execute(db),
    db.selectFrom(tableOf(vaccines)).select(['id', 'vaccineName']).where('id', 'in', vaccineIds).execute(),
    db.selectFrom(tableOf(vaccineGroups)).select(['id', 'groupName']).where('id', 'in', groupIds).execute(),
  ]);
  const groupNameOf = new Map(groups.map((row) => [Number(row.id), String(row.groupName ?? '')]));
  const personOf = new Map(people.rows.map((row) => [Number(row.id), row]));
  const vaccineNameOf = new Map(names.map((row) => [Number(row.id), String(row.vaccineName ?? '')]));
  return rows.map((row) => {
    const person = personOf.get(Number(row.patientId));
    return {
      patientId: Number(row.patientId),
      patientName: [person?.firstName, person?.lastname].filter(Boolean).join(' '),
      vaccineGroupId: Number(row.vaccineGroupId),
      vaccineGroupName: groupNameOf.get(Number(row.vaccineGroupId)) ?? '',
      vaccineId: Number(row.vaccineId),
      vaccineName: vaccineNameOf.get(Number(row.vaccineId)) ?? '',
      doseNumber: Number(row.doseNumber),
      dueDate: row.dueDate,
      phone: person?.phone || null,
    };
  });
};
