// Written by hand: a table derived from the doses, kept by the database's own triggers. Its SQL is
// written by indicators/dose-count-sql.ts, with the rules of this version (utcDayRules).
import { type MigrationContext, runStatements } from '../../engine/server';
import { doseCountStatements, utcDayRules } from '../indicators/dose-count-sql';
import { doseCountsTable } from '../indicators/dose-counts-table';

const table = `"${doseCountsTable}"`;

/**
 * `dose_counts` (indicators/dose-counts-table.ts): the active doses given here per year,
 * centre, month, vaccine and dose number, which the coverage and dropout indicators read
 * instead of five million doses. Database triggers on `applied_doses` keep it exact through
 * every insert, cancel, restore, edit and deletion, whoever writes: the API or a bulk import
 * in plain SQL. Filled here from the doses already stored; on PostgreSQL creating the
 * triggers locks out dose writes until the start-up commits, so none is missed.
 */
export const up = (context: MigrationContext) => runStatements(context, doseCountStatements(utcDayRules));

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
