import SqliteDatabase from 'better-sqlite3';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dropFoldedColumns } from '../../src/engine/server/schema/folded-columns';
import { openStore } from '../../src/server/db/open-store';
import { prepareDatabase } from '../../src/server/prepare-database';
import { preparedDataFolder, runSqliteCli, sqliteCli, sqliteCliVersion } from '../helpers/sqlite-cli';

/**
 * Debian 12's sqlite3 (3.40) stops at about 30 nested calls in a column ("parser stack
 * overflow"), and then refuses every query on the file: the schema keeps well below.
 */
const maxNesting = 24;

/** How deep the parentheses of a statement nest, outside its quoted strings and names. */
const nestingOf = (statement: string) => {
  let [depth, deepest, quote] = [0, 0, ''];
  for (const character of statement) {
    if (quote) quote = character === quote ? '' : quote;
    else if (character === "'" || character === '"') quote = character;
    else if (character === '(') deepest = Math.max(deepest, ++depth);
    else if (character === ')') depth -= 1;
  }
  return deepest;
};

/** The schema's statements that nest deeper than {@link maxNesting}, with their depth. */
const deepStatements = (file: string) => {
  const database = new SqliteDatabase(file, { readonly: true, nativeBinding: process.env.BETTER_SQLITE3_BINDING });
  const statements = database.prepare('SELECT name, sql FROM sqlite_master WHERE sql IS NOT NULL').all() as {
    name: string;
    sql: string;
  }[];
  database.close();
  return statements
    .filter((statement) => nestingOf(statement.sql) > maxNesting)
    .map((statement) => `${statement.name}: ${nestingOf(statement.sql)}`);
};

let folder: Awaited<ReturnType<typeof preparedDataFolder>>;
beforeAll(async () => {
  folder = await preparedDataFolder();
}, 60_000);
afterAll(() => folder.remove());

describe('the SQLite file of a fresh data folder', () => {
  it(`should nest no statement of its schema deeper than ${maxNesting} parentheses`, () => {
    expect(deepStatements(folder.file)).toEqual([]);
  });

  it.skipIf(!sqliteCli)(`should pass the integrity check of the machine's sqlite3 (${sqliteCliVersion})`, async () => {
    expect(await runSqliteCli(folder.file, 'PRAGMA integrity_check')).toBe('ok\n');
  });

  it.skipIf(!sqliteCli)("should answer the machine's sqlite3 a query on users and on patients", async () => {
    expect(await runSqliteCli(folder.file, "SELECT email FROM users WHERE email = 'admin@gmail.com'")).toBe(
      'admin@gmail.com\n',
    );
    expect(Number(await runSqliteCli(folder.file, 'SELECT count(*) FROM patients WHERE isActive = 1'))).toBeGreaterThan(
      0,
    );
  });

  it.skipIf(!sqliteCli)("should find a patient through the search index with the machine's sqlite3", async () => {
    const found = await runSqliteCli(
      folder.file,
      "SELECT count(*) FROM patients WHERE id IN (SELECT rowid FROM patients_search WHERE patients_search MATCH 'ari')",
    );
    expect(Number(found)).toBeGreaterThan(0);
  });
});

describe('the SQLite file of an older version', () => {
  /**
   * Puts back what versions before this one made: the search text of patients and the unique
   * name index of countries each on the whole fold as one expression (62 nested calls).
   */
  const makeOlder = async (dataDir: string) => {
    const store = openStore({ dataDir });
    const { db, dialect } = store;
    for (const event of ['insert', 'update', 'delete'])
      await sql`DROP TRIGGER ${sql.id(`patients_search_${event}`)}`.execute(db);
    await sql`DROP TABLE patients_search`.execute(db);
    await dropFoldedColumns({ db, dialect, table: 'patients', column: 'searchText' });
    await sql`ALTER TABLE patients ADD COLUMN "searchText" TEXT GENERATED ALWAYS AS (${dialect.fold(sql.ref('lastname'))}) VIRTUAL`.execute(
      db,
    );
    await sql`UPDATE search_schema SET definition = 'older' WHERE "tableName" = 'patients'`.execute(db);
    await sql`DROP INDEX ux_countries_nameCountry_fold`.execute(db);
    await dropFoldedColumns({ db, dialect, table: 'countries', column: 'nameCountry_fold' });
    await sql`CREATE UNIQUE INDEX ux_countries_nameCountry_fold ON countries (${dialect.fold(sql.ref('nameCountry'))}) WHERE "isActive" = 1`.execute(
      db,
    );
    await store.db.destroy();
  };

  let older: Awaited<ReturnType<typeof preparedDataFolder>>;
  beforeAll(async () => {
    older = await preparedDataFolder();
    await makeOlder(older.dataDir);
  }, 60_000);
  afterAll(() => older.remove());

  it("should be readable by the machine's sqlite3 after the next start, with search and unique names working", async () => {
    expect(deepStatements(older.file)).toEqual(expect.arrayContaining([expect.stringMatching(/^patients: /)]));
    if (sqliteCli)
      await expect(runSqliteCli(older.file, 'PRAGMA integrity_check')).rejects.toThrow(/parser stack overflow/);

    const store = openStore({ dataDir: older.dataDir });
    await prepareDatabase({ store, seedDemo: true });
    const found = await sql<{ count: number }>`SELECT count(*) AS count FROM patients
      WHERE id IN (SELECT rowid FROM patients_search WHERE patients_search MATCH 'ari')`.execute(store.db);
    const duplicate = store.db.insertInto('countries').values({ nameCountry: 'PERÚ', isActive: 1 }).execute();
    await expect(duplicate).rejects.toThrow(/UNIQUE constraint failed: countries.nameCountry_fold/);
    await store.db.destroy();

    expect(deepStatements(older.file)).toEqual([]);
    expect(Number(found.rows[0]?.count)).toBeGreaterThan(0);
    if (sqliteCli) expect(await runSqliteCli(older.file, 'PRAGMA integrity_check')).toBe('ok\n');
  });
});
