import { doseCountsTable } from './dose-counts-table';

/** The two databases the counts' triggers are written for. */
export type CountDialect = 'sqlite' | 'postgres';

/**
 * What a version of the stored counts reads of a dose row (`row`: NEW, OLD or a table's alias):
 * the text its year and month are read from (`YYYY-MM...`) and, when the version keys its
 * counts by it, whether the dose is valid (SQL of 1 or 0; null for a version without the
 * column). Migration 0012 read the UTC date of `applicationDateTime`; migration 0027 reads the
 * programme's day and keeps the doses the CDSi engine did not find valid apart (`isValid` 0).
 */
export type DoseCountRules = {
  dayOf: (dialect: CountDialect, row: string) => string;
  validityOf: ((row: string) => string) | null;
};

const table = `"${doseCountsTable}"`;
const baseKey = '"year", "centerId", "month", "vaccineId", "doseNumber"';

/** The key columns of a version's counts, in primary-key order. */
export const keyOfRules = (rules: DoseCountRules) => (rules.validityOf === null ? baseKey : `${baseKey}, "isValid"`);

/**
 * Whether a dose row counts, before the rules' own condition: an active dose given here (not
 * historical) with a number and a date that starts `YYYY-MM` (anything else a bulk import wrote
 * is not counted, and never refused).
 */
const isGivenHere = (dialect: CountDialect, row: string) => {
  const date = `${row}."applicationDateTime"`;
  const isDated =
    dialect === 'sqlite' ? `${date} GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]*'` : `${date} ~ '^[0-9]{4}-[0-9]{2}'`;
  return `${row}."isActive" = 1 AND coalesce(${row}."isHistorical", 0) = 0 AND ${row}."doseNumber" IS NOT NULL AND ${isDated}`;
};

/**
 * A counted row's key: the year and month of its day, its centre (0 for none), its vaccine
 * (its batch's when the row names none, as a bulk import may; 0 for none), its number and, in a
 * version that has it, its validity (`validity` SQL instead of the dose's own, when given).
 */
const keyBy =
  (rules: DoseCountRules) => (dialect: CountDialect, row: string, vaccineOfBatch: string, validity?: string) =>
    [
      `CAST(substr(${rules.dayOf(dialect, row)}, 1, 4) AS INTEGER)`,
      `coalesce(${row}."vaccinationCenterId", 0)`,
      `CAST(substr(${rules.dayOf(dialect, row)}, 6, 2) AS INTEGER)`,
      `coalesce(${row}."vaccineId", ${vaccineOfBatch}, 0)`,
      `${row}."doseNumber"`,
      ...(rules.validityOf === null ? [] : [validity ?? rules.validityOf(row)]),
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

const createTable = (rules: DoseCountRules, idType: string) =>
  `CREATE TABLE IF NOT EXISTS ${table} ("year" integer NOT NULL, "centerId" integer NOT NULL, "month" integer NOT NULL, "vaccineId" integer NOT NULL, "doseNumber" integer NOT NULL, ${rules.validityOf === null ? '' : '"isValid" integer NOT NULL, '}"doseCount" ${idType} NOT NULL, PRIMARY KEY (${keyOfRules(rules)}))`;

/** Adds a row's count to the stored one of its key, or stores it. */
export const addOne = (rules: DoseCountRules) =>
  `ON CONFLICT (${keyOfRules(rules)}) DO UPDATE SET "doseCount" = ${table}."doseCount" + excluded."doseCount"`;

/**
 * The statements that fill the counts again from the doses: all deleted, then one grouped insert.
 *
 * @example
 * for (const statement of refillDoseCounts(programmeDayRules, 'sqlite')) await sql.raw(statement).execute(db);
 */
export const refillDoseCounts = (rules: DoseCountRules, dialect: CountDialect) => [
  `DELETE FROM ${table}`,
  `INSERT INTO ${table} (${keyOfRules(rules)}, "doseCount")
  SELECT ${keyBy(rules)(dialect, 'd', 'b."vaccineId"')}, count(*) FROM "applied_doses" AS d
  LEFT JOIN "vaccine_batches" AS b ON b."id" = d."vaccineBatchId"
  WHERE ${isGivenHere(dialect, 'd')} GROUP BY ${rules.validityOf === null ? '1, 2, 3, 4, 5' : '1, 2, 3, 4, 5, 6'}`,
];

/** SQLite writes one at a time: row-level triggers move one count each. */
const sqliteStatements = (rules: DoseCountRules, isRefilled: boolean) => {
  const isCounted = (row: string) => isGivenHere('sqlite', row);
  const keyOf = (row: string) => keyBy(rules)('sqlite', row, batchVaccineOf(row));
  const key = keyOfRules(rules);
  return [
    createTable(rules, 'integer'),
    `CREATE TRIGGER IF NOT EXISTS "dose_counts_insert" AFTER INSERT ON "applied_doses" WHEN ${isCounted('NEW')}
    BEGIN INSERT INTO ${table} (${key}, "doseCount") VALUES (${keyOf('NEW')}, 1) ${addOne(rules)}; END`,
    `CREATE TRIGGER IF NOT EXISTS "dose_counts_delete" AFTER DELETE ON "applied_doses" WHEN ${isCounted('OLD')}
    BEGIN UPDATE ${table} SET "doseCount" = "doseCount" - 1
      WHERE (${key}) = (${keyOf('OLD')}); END`,
    `CREATE TRIGGER IF NOT EXISTS "dose_counts_update" AFTER UPDATE OF ${keyColumns.map((column) => `"${column}"`).join(', ')}
    ON "applied_doses" WHEN ${keyColumns.map((column) => `OLD."${column}" IS NOT NEW."${column}"`).join(' OR ')}
    BEGIN
      UPDATE ${table} SET "doseCount" = "doseCount" - 1
        WHERE ${isCounted('OLD')} AND (${key}) = (${keyOf('OLD')});
      INSERT INTO ${table} (${key}, "doseCount") SELECT ${keyOf('NEW')}, 1
        WHERE ${isCounted('NEW')} ${addOne(rules)};
    END`,
    ...(isRefilled ? refillDoseCounts(rules, 'sqlite') : []),
  ];
};

/** A source of dose rows that move counts: its SQL (aliased `d`), ±1, and the validity to key them by, when forced. */
export type CountSource = { source: string; delta: 1 | -1; validity?: string };

/**
 * The rows of `sources` (transition tables or joins of them, each aliased `d`, with their batch
 * `b`) that count, added (+1) or removed (−1), grouped by key, in key order (a steady lock order).
 *
 * @example
 * changesOf(rules, [{ source: 'added', delta: 1 }])
 */
export const changesOf = (rules: DoseCountRules, sources: readonly CountSource[]) => {
  const key = keyOfRules(rules);
  return `INSERT INTO ${table} (${key}, "doseCount")
    SELECT ${key}, sum(delta) FROM (${sources
      .map(
        ({
          source,
          delta,
          validity,
        }) => `SELECT ${keyBy(rules)('postgres', 'd', 'b."vaccineId"', validity)}, ${delta} AS delta FROM ${source} AS d
          LEFT JOIN "vaccine_batches" AS b ON b."id" = d."vaccineBatchId" WHERE ${isGivenHere('postgres', 'd')}`,
      )
      .join(' UNION ALL ')}) AS changes (${key}, delta)
    GROUP BY ${key} HAVING sum(delta) <> 0 ORDER BY ${key}
    ${addOne(rules)}`;
};

/**
 * PostgreSQL: statement-level triggers over the transition tables, so a bulk import of a
 * million doses adds its counts in one statement. The function's search path is pinned, so an
 * import from a session with another path counts too. (A trigger with transition tables may
 * not name its columns: an update of any column runs it, and finds nothing to move.)
 */
const postgresStatements = (rules: DoseCountRules, isRefilled: boolean) => [
  createTable(rules, 'bigint'),
  `CREATE OR REPLACE FUNCTION dose_counts_track() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
    BEGIN
      IF TG_OP = 'INSERT' THEN
        ${changesOf(rules, [{ source: 'added', delta: 1 }])};
      ELSIF TG_OP = 'DELETE' THEN
        ${changesOf(rules, [{ source: 'removed', delta: -1 }])};
      ELSIF TG_OP = 'TRUNCATE' THEN
        DELETE FROM ${table};
      ELSE
        ${changesOf(rules, [
          { source: 'added', delta: 1 },
          { source: 'removed', delta: -1 },
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
  ...(isRefilled ? refillDoseCounts(rules, 'postgres') : []),
];

/**
 * `dose_counts` and the triggers on `applied_doses` that keep it, counting as `rules` say, then
 * (unless `isRefilled` is false) filled from the doses already stored: on SQLite the triggers
 * are created only where missing (a later version drops them first), on PostgreSQL made anew.
 *
 * @example
 * export const up = (context: MigrationContext) => runStatements(context, doseCountStatements(utcDayRules));
 */
export const doseCountStatements = (rules: DoseCountRules, { isRefilled = true } = {}) => ({
  sqlite: sqliteStatements(rules, isRefilled),
  postgres: postgresStatements(rules, isRefilled),
});

/** Migration 0012's counts: the UTC date of `applicationDateTime`, every dose given here alike. */
export const utcDayRules: DoseCountRules = {
  dayOf: (_dialect, row) => `${row}."applicationDateTime"`,
  validityOf: null,
};

/**
 * The key of a dose row with its batch's vaccine and a forced validity, for the triggers of
 * another table that move its count.
 */
export const doseKeyOf = (rules: DoseCountRules, row: string, validity: string) =>
  keyBy(rules)('sqlite', row, batchVaccineOf(row), validity);

/** Whether a dose row counts: active, given here, numbered and dated. */
export const isDoseGivenHere = isGivenHere;
