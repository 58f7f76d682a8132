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

/** Past this many versions (a test process opens many databases), a kept reading starts over. */
const maxKeptVersions = 16;

/**
 * A reading of the schedule's tables made once per version of the schedule, by this process:
 * later calls at the same version share its answer; a failed reading is not kept, so the next
 * call reads again.
 *
 * @example
 * const readStoredSchedule = oncePerScheduleVersion(readScheduleTables);
 * await readStoredSchedule(db) // read and parsed at the first call of each version only
 */
export const oncePerScheduleVersion = <T>(read: (db: Db) => Promise<T>) => {
  const kept = new Map<string, Promise<T>>();
  return async (db: Db): Promise<T> => {
    const version = await scheduleVersion(db);
    const hit = kept.get(version);
    if (hit) return hit;
    const reading = read(db);
    if (kept.size >= maxKeptVersions) kept.clear();
    kept.set(version, reading);
    reading.catch(() => kept.delete(version));
    return reading;
  };
};
