import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { type LogEvent, sql, type TableMetadata } from 'kysely';
import pg from 'pg';
import type { AnyEntity } from '../../engine';
import type { Store } from '../../engine/server';
import {
  type DialectStatements,
  type ExtraTable,
  migrateToLatest,
  syncTables,
  type VersionedMigration,
} from '../../engine/server';
import { compiledPostgresStore } from './compiled-postgres';
import { openStore } from './open-store';

type DraftSource = {
  entities: readonly AnyEntity[];
  extraTables: readonly ExtraTable[];
  migrations: Readonly<Record<string, VersionedMigration>>;
};

/** What the migrations made: the names of its tables and indexes, and its tables with their columns. */
type Migrated = { names: ReadonlySet<string>; tables: readonly TableMetadata[] };

/**
 * The first draft of the next migration: what the schema sync would still create or add on a
 * database built by the existing migrations, in each dialect. SQLite's is recorded on an
 * in-memory database. PostgreSQL's is compiled without a server, against the tables the
 * SQLite migrations made (the migrations make the same tables in both); with `postgresUrl`
 * it is recorded on that server instead, in a scratch schema dropped afterwards.
 *
 * @example
 * const statements = await draftStatements({ entities, extraTables, migrations });
 * // { sqlite: ['create table if not exists "diseases" (…)'], postgres: [… ] }
 */
export const draftStatements = async (options: DraftSource & { postgresUrl?: string }): Promise<DialectStatements> => {
  const sqlite = await recordSync(options, (log) => openStore({ dataDir: '', fileName: ':memory:', log }));
  const { postgresUrl } = options;
  const postgres = postgresUrl
    ? await withScratchSchema(postgresUrl, (url) =>
        recordSync(options, (log) => openStore({ dataDir: '', databaseUrl: url, poolSize: 1, log })),
      )
    : await recordSync(
        options,
        (log) => compiledPostgresStore({ tables: sqlite.migrated.tables, log }),
        sqlite.migrated,
      );
  return { sqlite: sqlite.statements, postgres: postgres.statements };
};

/**
 * Writes `src/server/migrations/NNNN-<name>.ts` with the drafted statements and registers it in
 * the folder's `index.ts`. Returns the new file's path, or undefined when the configs
 * need no new table, column nor index.
 *
 * @example
 * await writeMigrationDraft({ folder, name: 'add-diseases', statements });
 */
export const writeMigrationDraft = (options: { folder: string; name: string; statements: DialectStatements }) => {
  const { folder, name, statements } = options;
  if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(name)) throw new Error(`"${name}": use lower case words joined by dashes`);
  if (statements.sqlite.length === 0 && statements.postgres.length === 0) return undefined;
  const numbers = fs.readdirSync(folder).flatMap((file) => /^(\d{4})-.*\.ts$/.exec(file)?.[1] ?? []);
  const number = String(Math.max(0, ...numbers.map(Number)) + 1).padStart(4, '0');
  const migration = `${number}-${name}`;
  const file = path.join(folder, `${migration}.ts`);
  fs.writeFileSync(file, migrationSource(migration, statements));
  const index = path.join(folder, 'index.ts');
  const lines = fs.readFileSync(index, 'utf8').trimEnd().split('\n');
  lines.splice(
    lines.findLastIndex((line) => line.startsWith('import ')) + 1,
    0,
    `import * as m${number} from './${migration}';`,
  );
  lines.splice(lines.lastIndexOf('};'), 0, `  '${migration}': m${number},`);
  fs.writeFileSync(index, `${lines.join('\n')}\n`);
  return file;
};

/**
 * The statements the schema sync runs on a store, after the migrations, or on a store that
 * describes an already `migrated` database (the compiled PostgreSQL).
 */
const recordSync = async (
  source: DraftSource,
  open: (log: (event: LogEvent) => void) => Store,
  migrated?: Migrated,
): Promise<{ statements: string[]; migrated: Migrated }> => {
  const recorded: string[] = [];
  let isRecording = false;
  const store = open((event) => {
    if (isRecording && event.level === 'query') recorded.push(event.query.sql);
  });
  try {
    const made = migrated ?? (await migrate(store, source.migrations));
    isRecording = true;
    await syncTables({ store, entities: source.entities, extraTables: source.extraTables });
    // The sync's `create … if not exists` of a table or an index the migrations made already does nothing.
    const statements = recorded.filter((statement) => {
      if (!/^(create|alter|drop)\s/i.test(statement)) return false;
      const created = /^create (?:unique )?(?:table|index) if not exists "([^"]+)"/i.exec(statement)?.[1];
      return !created || !made.names.has(created);
    });
    return { statements, migrated: made };
  } finally {
    await store.db.destroy();
  }
};

const migrate = async (store: Store, migrations: DraftSource['migrations']): Promise<Migrated> => {
  await migrateToLatest({ store, migrations });
  return { names: await objectNames(store), tables: await store.db.introspection.getTables() };
};

/** The tables and indexes of the database (PostgreSQL: of the connection's schema). */
const objectNames = async ({ db, dialect }: Store) => {
  const result =
    dialect.name === 'postgres'
      ? await sql<{
          name: string;
        }>`SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = current_schema()`.execute(
          db,
        )
      : await sql<{ name: string }>`SELECT name FROM sqlite_master`.execute(db);
  return new Set(result.rows.map((row) => row.name));
};

const withScratchSchema = async <T>(url: string, work: (schemaUrl: string) => Promise<T>) => {
  const schema = `migration_draft_${randomBytes(6).toString('hex')}`;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`CREATE SCHEMA ${schema}`);
    const schemaUrl = new URL(url);
    schemaUrl.searchParams.set('options', `-c search_path=${schema}`);
    return await work(schemaUrl.toString());
  } finally {
    await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await client.end();
  }
};

const quoted = (statement: string) => `'${statement.replaceAll('\\', '\\\\').replaceAll("'", "\\'")}'`;

const migrationSource = (migration: string, statements: DialectStatements) => {
  const list = (dialect: keyof DialectStatements) =>
    statements[dialect].map((statement) => `      ${quoted(statement)},\n`).join('');
  return `// Drafted by \`npm run migration:draft\` from the entity configs: review it (a rename or a
// dropped column is yours to write, with a \`down\` where it can be undone), then commit it.
import { type MigrationContext, runStatements } from '../../engine/server';

/** ${migration} */
export const up = (context: MigrationContext) =>
  runStatements(context, {
    sqlite: [
${list('sqlite')}    ],
    postgres: [
${list('postgres')}    ],
  });
`;
};
