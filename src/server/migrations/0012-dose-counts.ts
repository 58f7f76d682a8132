// Written by hand: a table derived from the doses, kept by the database's own triggers.
import { type MigrationContext, runStatements } from '../../engine/server';
import { doseCountsTable } from '../indicators/dose-counts-table';

const table = `"${doseCountsTable}"`;
const key = '"year", "centerId", "month", "vaccineId", "doseNumber"';

/**
 * Whether a dose row counts, `row` being NEW, OLD or a transition table's alias: an active
 * dose given here (not historical) with a number and a date that starts `YYYY-MM` (anything
 * else a bulk import wrote is not counted, and never refused).
 */
const countedWhen = (isDated: (date: string) => string) => (row: string) =>
  `${row}."isActive" = 1 AND coalesce(${row}."isHistorical", 0) = 0 AND ${row}."doseNumber" IS NOT NULL AND ${isDated(`${row}."applicationDateTime"`)}`;

const isCounted = {
  sqlite: countedWhen((date) => `${date} GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]*'`),
  postgres: countedWhen((date) => `${date} ~ '^[0-9]{4}-[0-9]{2}'`),
};

/**
 * A counted row's key: the year and month of its date, its centre (0 for none) and its
 * vaccine (its batch's when the row names none, as a bulk import may; 0 for none).
 */
const keyOf = (row: string, vaccineOfBatch: string) =>
  [
    `CAST(substr(${row}."applicationDateTime", 1, 4) AS INTEGER)`,
    `coalesce(${row}."vaccinationCenterId", 0)`,
    `CAST(substr(${row}."applicationDateTime", 6, 2) AS INTEGER)`,
    `coalesce(${row}."vaccineId", ${vaccineOfBatch}, 0)`,
    `${row}."doseNumber"`,
  ].join(', ');

const batchVaccineOf = (row: string) =>
  `(SELECT b."vaccineId" FROM "vaccine_batches" AS b WHERE b."id" = ${row}."vaccineBatchId")`;

/** The columns an edit, a cancel or a restore may change that move a dose between counts. */
const keyColumns = [
  'isActive',
  'isHistorical',
  'applicationDateTime',
  'vaccinationCenterId',
  'vaccineId',
  'vaccineBatchId',
  'doseNumber',
];

const createTable = (idType: string) =>
  `CREATE TABLE IF NOT EXISTS ${table} ("year" integer NOT NULL, "centerId" integer NOT NULL, "month" integer NOT NULL, "vaccineId" integer NOT NULL, "doseNumber" integer NOT NULL, "doseCount" ${idType} NOT NULL, PRIMARY KEY (${key}))`;

const backfill = (dialect: keyof typeof isCounted) => `INSERT INTO ${table} (${key}, "doseCount")
  SELECT ${keyOf('d', 'b."vaccineId"')}, count(*) FROM "applied_doses" AS d
  LEFT JOIN "vaccine_batches" AS b ON b."id" = d."vaccineBatchId"
  WHERE ${isCounted[dialect]('d')} GROUP BY 1, 2, 3, 4, 5`;

const addOne = `ON CONFLICT (${key}) DO UPDATE SET "doseCount" = ${table}."doseCount" + excluded."doseCount"`;

/** SQLite writes one at a time: row-level triggers move one count each. */
const sqlite = [
  createTable('integer'),
  `CREATE TRIGGER IF NOT EXISTS "dose_counts_insert" AFTER INSERT ON "applied_doses" WHEN ${isCounted.sqlite('NEW')}
    BEGIN INSERT INTO ${table} (${key}, "doseCount") VALUES (${keyOf('NEW', batchVaccineOf('NEW'))}, 1) ${addOne}; END`,
  `CREATE TRIGGER IF NOT EXISTS "dose_counts_delete" AFTER DELETE ON "applied_doses" WHEN ${isCounted.sqlite('OLD')}
    BEGIN UPDATE ${table} SET "doseCount" = "doseCount" - 1
      WHERE (${key}) = (${keyOf('OLD', batchVaccineOf('OLD'))}); END`,
  `CREATE TRIGGER IF NOT EXISTS "dose_counts_update" AFTER UPDATE OF ${keyColumns.map((column) => `"${column}"`).join(', ')}
    ON "applied_doses" WHEN ${keyColumns.map((column) => `OLD."${column}" IS NOT NEW."${column}"`).join(' OR ')}
    BEGIN
      UPDATE ${table} SET "doseCount" = "doseCount" - 1
        WHERE ${isCounted.sqlite('OLD')} AND (${key}) = (${keyOf('OLD', batchVaccineOf('OLD'))});
      INSERT INTO ${table} (${key}, "doseCount") SELECT ${keyOf('NEW', batchVaccineOf('NEW'))}, 1
        WHERE ${isCounted.sqlite('NEW')} ${addOne};
    END`,
  `DELETE FROM ${table}`,
  backfill('sqlite'),
];

/** The rows a statement added (+1) or removed (−1), grouped by count, in key order (a steady lock order). */
const changesOf = (sources: readonly (readonly [string, 1 | -1])[]) =>
  `INSERT INTO ${table} (${key}, "doseCount")
    SELECT ${key}, sum(delta) FROM (${sources
      .map(
        ([source, delta]) => `SELECT ${keyOf('d', 'b."vaccineId"')}, ${delta} AS delta FROM ${source} AS d
          LEFT JOIN "vaccine_batches" AS b ON b."id" = d."vaccineBatchId" WHERE ${isCounted.postgres('d')}`,
      )
      .join(' UNION ALL ')}) AS changes (${key}, delta)
    GROUP BY ${key} HAVING sum(delta) <> 0 ORDER BY ${key}
    ${addOne}`;

/**
 * PostgreSQL: statement-level triggers over the transition tables, so a bulk import of a
 * million doses adds its counts in one statement. The function's search path is pinned, so an
 * import from a session with another path counts too. (A trigger with transition tables may
 * not name its columns: an update of any column runs it, and finds nothing to move.)
 */
const postgres = [
  createTable('bigint'),
  `CREATE OR REPLACE FUNCTION dose_counts_track() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
    BEGIN
      IF TG_OP = 'INSERT' THEN
        ${changesOf([['added', 1]])};
      ELSIF TG_OP = 'DELETE' THEN
        ${changesOf([['removed', -1]])};
      ELSIF TG_OP = 'TRUNCATE' THEN
        DELETE FROM ${table};
      ELSE
        ${changesOf([
          ['added', 1],
          ['removed', -1],
        ])};
      END IF;
      RETURN NULL;
    END $$`,
  'DROP TRIGGER IF EXISTS "dose_counts_insert" ON "applied_doses"',
  'DROP TRIGGER IF EXISTS "dose_counts_delete" ON "applied_doses"',
  'DROP TRIGGER IF EXISTS "dose_counts_update" ON "applied_doses"',
  'DROP TRIGGER IF EXISTS "dose_counts_truncate" ON "applied_doses"',
  `CREATE TRIGGER "dose_counts_insert" AFTER INSERT ON "applied_doses" REFERENCING NEW TABLE AS added
    FOR EACH STATEMENT EXECUTE FUNCTION dose_counts_track()`,
  `CREATE TRIGGER "dose_counts_delete" AFTER DELETE ON "applied_doses" REFERENCING OLD TABLE AS removed
    FOR EACH STATEMENT EXECUTE FUNCTION dose_counts_track()`,
  `CREATE TRIGGER "dose_counts_update" AFTER UPDATE ON "applied_doses" REFERENCING OLD TABLE AS removed NEW TABLE AS added
    FOR EACH STATEMENT EXECUTE FUNCTION dose_counts_track()`,
  `CREATE TRIGGER "dose_counts_truncate" AFTER TRUNCATE ON "applied_doses"
    FOR EACH STATEMENT EXECUTE FUNCTION dose_counts_track()`,
  `DELETE FROM ${table}`,
  backfill('postgres'),
];

/**
 * `dose_counts` (indicators/dose-counts-table.ts): the active doses given here per year,
 * centre, month, vaccine and dose number, which the coverage and dropout indicators read
 * instead of five million doses. Database triggers on `applied_doses` keep it exact through
 * every insert, cancel, restore, edit and deletion, whoever writes: the API or a bulk import
 * in plain SQL. Filled here from the doses already stored; on PostgreSQL creating the
 * triggers locks out dose writes until the start-up commits, so none is missed.
 */
export const up = (context: MigrationContext) => runStatements(context, { sqlite, postgres });

/** The counts are derived: nothing is lost by dropping them. */
export const down = (context: MigrationContext) =>
  runStatements(context, {
    sqlite: [
      'DROP TRIGGER IF EXISTS "dose_counts_insert"',
      'DROP TRIGGER IF EXISTS "dose_counts_delete"',
      'DROP TRIGGER IF EXISTS "dose_counts_update"',
      `DROP TABLE IF EXISTS ${table}`,
    ],
    postgres: [`DROP TABLE IF EXISTS ${table}`, 'DROP FUNCTION IF EXISTS dose_counts_track() CASCADE'],
  });
