import { programmeDaySql } from '../programme/programme-day-sql';
import {
  addOne,
  changesOf,
  type DoseCountRules,
  doseKeyOf,
  isDoseGivenHere,
  keyOfRules,
  refillDoseCounts,
} from './dose-count-sql';
import { doseCountsTable } from './dose-counts-table';

/**
 * `invalid_doses`: the active doses the CDSi engine did not find valid (programme/uncounted-doses.ts), by
 * id with their patient, kept by the stored forecast's writes (programme/write-forecasts.ts) in
 * the transaction of the dose or schedule change that moved them. A few rows: the doses an
 * admin forced through and the historical ones given out of schedule. The stored dose counts
 * keep them apart (`isValid` 0), and triggers on this table move a dose's count between valid
 * and not valid when it turns one or the other.
 */
export const invalidDosesTable = 'invalid_doses';

const table = `"${invalidDosesTable}"`;
const counts = `"${doseCountsTable}"`;

/**
 * Migration 0027's counts: a dose's year and month are those of its programme day
 * (programme-day-sql.ts), and its `isValid` 0 when the CDSi engine did not find it valid.
 */
export const programmeDayRules: DoseCountRules = {
  dayOf: (dialect, row) => programmeDaySql(dialect, `${row}."applicationDateTime"`),
  validityOf: (row) =>
    `CASE WHEN EXISTS (SELECT 1 FROM ${table} AS i WHERE i."appliedDoseId" = ${row}."id") THEN 0 ELSE 1 END`,
};

const createTable = [
  `CREATE TABLE IF NOT EXISTS ${table} ("appliedDoseId" integer PRIMARY KEY, "patientId" integer NOT NULL)`,
  `CREATE INDEX IF NOT EXISTS "ix_invalid_doses_patientId" ON ${table} ("patientId")`,
];

const key = keyOfRules(programmeDayRules);

/** SQLite: the dose of a row moves from its valid count (`from`) to its not-valid one (`to`), or back. */
const moveCount = (id: string, { from, to }: { from: string; to: string }) => `
    UPDATE ${counts} SET "doseCount" = "doseCount" - 1
      WHERE (${key}) = (SELECT ${doseKeyOf(programmeDayRules, 'd', from)} FROM "applied_doses" AS d
        WHERE d."id" = ${id} AND ${isDoseGivenHere('sqlite', 'd')});
    INSERT INTO ${counts} (${key}, "doseCount")
      SELECT ${doseKeyOf(programmeDayRules, 'd', to)}, 1 FROM "applied_doses" AS d
        WHERE d."id" = ${id} AND ${isDoseGivenHere('sqlite', 'd')} ${addOne(programmeDayRules)};`;

const sqlite = [
  ...createTable,
  `CREATE TRIGGER IF NOT EXISTS "invalid_doses_insert" AFTER INSERT ON ${table}
    BEGIN ${moveCount('NEW."appliedDoseId"', { from: '1', to: '0' })} END`,
  `CREATE TRIGGER IF NOT EXISTS "invalid_doses_delete" AFTER DELETE ON ${table}
    BEGIN ${moveCount('OLD."appliedDoseId"', { from: '0', to: '1' })} END`,
];

/** The doses of a transition table of `invalid_doses`, as `changesOf` reads a dose source. */
const dosesOf = (transition: string) =>
  `(SELECT dose.* FROM ${transition} AS t JOIN "applied_doses" AS dose ON dose."id" = t."appliedDoseId")`;

/** PostgreSQL: one statement-level function over the transition tables, as for the doses. */
const postgres = [
  ...createTable,
  `CREATE OR REPLACE FUNCTION invalid_doses_track() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
    BEGIN
      IF TG_OP = 'INSERT' THEN
        ${changesOf(programmeDayRules, [
          { source: dosesOf('added'), delta: -1, validity: '1' },
          { source: dosesOf('added'), delta: 1, validity: '0' },
        ])};
      ELSIF TG_OP = 'DELETE' THEN
        ${changesOf(programmeDayRules, [
          { source: dosesOf('removed'), delta: -1, validity: '0' },
          { source: dosesOf('removed'), delta: 1, validity: '1' },
        ])};
      ELSE
        ${refillDoseCounts(programmeDayRules, 'postgres').join(';\n        ')};
      END IF;
      RETURN NULL;
    END $$`,
  `DROP TRIGGER IF EXISTS "invalid_doses_insert" ON ${table}`,
  `DROP TRIGGER IF EXISTS "invalid_doses_delete" ON ${table}`,
  `DROP TRIGGER IF EXISTS "invalid_doses_truncate" ON ${table}`,
  `CREATE TRIGGER "invalid_doses_insert" AFTER INSERT ON ${table} REFERENCING NEW TABLE AS added
    FOR EACH STATEMENT EXECUTE FUNCTION invalid_doses_track()`,
  `CREATE TRIGGER "invalid_doses_delete" AFTER DELETE ON ${table} REFERENCING OLD TABLE AS removed
    FOR EACH STATEMENT EXECUTE FUNCTION invalid_doses_track()`,
  `CREATE TRIGGER "invalid_doses_truncate" AFTER TRUNCATE ON ${table}
    FOR EACH STATEMENT EXECUTE FUNCTION invalid_doses_track()`,
];

/**
 * The statements of migration 0027 that create `invalid_doses` and the triggers that move the
 * dose counts when a row comes or goes.
 */
export const invalidDosesStatements = { sqlite, postgres };
