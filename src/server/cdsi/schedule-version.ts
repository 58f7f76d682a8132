import type { Db } from '../../engine/server';

/** The one-row table of the schedule's version (migration 0024). */
export const scheduleVersionTable = 'schedule_version';

/** The tables the CDSi schedule is read from (stored-schedule.ts): a write of any moves the version. */
export const scheduleTables = [
  'vaccine_groups',
  'antigens',
  'vaccines',
  'live_virus_conflicts',
  'observations',
] as const;

/**
 * The schedule's version now, with its database's key: one primary-key read.
 *
 * @example
 * await scheduleVersion(db) // '3f2a…:42'
 */
export const scheduleVersion = async (db: Db) => {
  const row = await db
    .selectFrom(scheduleVersionTable)
    .select(['version', 'databaseKey'])
    .where('id', '=', 1)
    .executeTakeFirstOrThrow();
  return `${String(row.databaseKey)}:${String(row.version)}`;
};
