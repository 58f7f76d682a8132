import { type RawBuilder, sql } from 'kysely';
import { dayStartOf, offsetChanges, programmeTimeZone } from '../../engine';
import type { Db } from '../../engine/server';
import type { CountDialect } from '../indicators/dose-count-sql';

/**
 * `programme_day_offsets`: the programme's time zone as the databases read it, one row per
 * change of its offset from UTC (`fromInstant`, ISO UTC text like the stored date-times, and
 * `offsetMinutes`), each naming the zone (`timeZone`). SQLite knows no time zone, so the SQL
 * that needs a dose's day (the stored dose counts' triggers) finds its offset here, the same
 * way on both databases; the start fills it again when the programme's zone changed.
 */
export const programmeDayOffsetsTable = 'programme_day_offsets';

const table = `"${programmeDayOffsetsTable}"`;

/** The years the offsets are written for: older and later date-times are read at the nearest year's offset. */
const offsetYears = { from: 1900, to: 2101 };

/**
 * SQL of the programme's `YYYY-MM-DD` day of a stored date-time column (`column`, quoted), as
 * programmeDayOf computes it: the UTC date-time moved by the zone's offset at that moment. A
 * text without a time (a date alone) is its own day, and one the database cannot read, or read
 * before the start filled the offsets, is read as it is (its first ten characters are the day).
 *
 * @example
 * programmeDaySql('sqlite', 'NEW."applicationDateTime"')
 */
export const programmeDaySql = (dialect: CountDialect, column: string) => {
  const offset = `(SELECT o."offsetMinutes" FROM ${table} AS o WHERE o."fromInstant" <= ${column} ORDER BY o."fromInstant" DESC LIMIT 1)`;
  return dialect === 'sqlite'
    ? `CASE WHEN ${column} GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9][T ][0-9][0-9]:[0-9][0-9]*' THEN coalesce(date(${column}, ${offset} || ' minutes'), ${column}) ELSE ${column} END`
    : `CASE WHEN ${column} ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}[T ][0-9]{2}:[0-9]{2}' THEN coalesce(to_char((${column}::timestamptz AT TIME ZONE 'UTC') + ${offset} * interval '1 minute', 'YYYY-MM-DD'), ${column}) ELSE ${column} END`;
};

/**
 * A date-time column within a year of programme days: from the moment its 1 January starts in
 * the programme's zone to the next one's, compared as UTC text as the column is stored (its
 * index serves).
 *
 * @example
 * sql`SELECT count(*) FROM "stock_movements" AS m WHERE ${inProgrammeYear(sql.ref('m.at'), 2026)}`
 */
export const inProgrammeYear = (column: RawBuilder<unknown>, year: number) =>
  sql`${column} >= ${dayStartOf(`${year}-01-01`)} AND ${column} < ${dayStartOf(`${year + 1}-01-01`)}`;

/** The statements of migration 0027 that create the offsets' table (filled at start). */
export const programmeDayOffsetsStatements = [
  `CREATE TABLE IF NOT EXISTS ${table} ("fromInstant" text PRIMARY KEY, "offsetMinutes" integer NOT NULL, "timeZone" text NOT NULL)`,
];

const rowsByZone = new Map<string, { fromInstant: string; offsetMinutes: number; timeZone: string }[]>();

/** The zone's rows, computed once per process (a few hundred Intl readings a year of offsets). */
const offsetRowsOf = (timeZone: string) => {
  const known = rowsByZone.get(timeZone);
  if (known) return known;
  const changes = offsetChanges(timeZone, {
    from: Date.UTC(offsetYears.from, 0),
    to: Date.UTC(offsetYears.to, 0),
  });
  const rows = changes.map((change, index) => ({
    // The first offset holds from the start of time, so every date-time finds one.
    fromInstant: index === 0 ? '0000-01-01T00:00:00.000Z' : new Date(change.from).toISOString(),
    offsetMinutes: change.offsetMinutes,
    timeZone,
  }));
  rowsByZone.set(timeZone, rows);
  return rows;
};

/**
 * Makes the databases count the programme's days in its current zone: when the offsets stored
 * name another zone (or none: a new database), they are written anew and `afterChange` runs
 * (the start refills what was counted in the former zone). Resolves with whether they changed.
 *
 * @example
 * await syncProgrammeDayOffsets(store.db, () => refillCounts(store));
 */
export const syncProgrammeDayOffsets = async (db: Db, afterChange: () => Promise<void>) => {
  const timeZone = programmeTimeZone();
  const stored = await sql<{
    timeZone: string;
  }>`SELECT ${sql.ref('timeZone')} FROM ${sql.table(programmeDayOffsetsTable)} LIMIT 1`.execute(db);
  if (stored.rows[0]?.timeZone === timeZone) return false;
  await db.deleteFrom(programmeDayOffsetsTable).execute();
  const rows = offsetRowsOf(timeZone);
  for (let start = 0; start < rows.length; start += 300) {
    await db
      .insertInto(programmeDayOffsetsTable)
      .values(rows.slice(start, start + 300))
      .execute();
  }
  await afterChange();
  return true;
};
