import { type Migration, Migrator, sql } from 'kysely';
import type { Db, Store } from './database';
import type { Dialect } from './dialect';
import { exclusiveTransaction } from './exclusive-transaction';
import { currentSchema } from './schema-sync';
import { kyselyInTransaction } from './transaction-kysely';

/** What a migration runs with: the start-up transaction and the dialect it speaks. */
export type MigrationContext = { db: Db; dialect: Dialect };

/** One file of `src/server/migrations/`: `up`, and `down` where it can be undone. */
export type VersionedMigration = {
  up: (context: MigrationContext) => Promise<void>;
  down?: (context: MigrationContext) => Promise<void>;
};

/** The statements of a step in each dialect, as `npm run migration:draft` writes them. */
export type DialectStatements = Readonly<Record<Dialect['name'], readonly string[]>>;

/**
 * Runs the statements of the context's dialect, in order.
 *
 * @example
 * export const up = (context: MigrationContext) =>
 *   runStatements(context, { sqlite: ['ALTER TABLE …'], postgres: ['ALTER TABLE …'] });
 */
export const runStatements = async ({ db, dialect }: MigrationContext, statements: DialectStatements) => {
  for (const statement of statements[dialect.name]) await sql.raw(statement).execute(db);
};

/**
 * Applies the migrations not yet applied, in name order, with Kysely's `Migrator` (its table
 * `kysely_migration` records each one). It runs in the start-up's exclusive transaction, so
 * processes started together apply them once: on PostgreSQL the advisory lock makes the others
 * wait, on SQLite the write lock taken at `BEGIN IMMEDIATE` does (Kysely's own SQLite lock is a
 * no-op, and its SQLite migrations run outside a transaction). A failed migration throws and
 * the whole start-up transaction rolls back. Resolves with the names it applied.
 *
 * @example
 * await migrateToLatest({ store, migrations: { '0001-baseline': baseline } });
 */
export const migrateToLatest = (options: {
  store: Store;
  migrations: Readonly<Record<string, VersionedMigration>>;
}): Promise<string[]> =>
  exclusiveTransaction(options.store, async (locked) => {
    const migrator = new Migrator({
      db: kyselyInTransaction(locked),
      provider: { getMigrations: async () => forKysely(options.migrations, locked.dialect) },
      // PostgreSQL: the schema of the connection's search_path, not the first table of that name in any schema.
      migrationTableSchema: await currentSchema(locked.db, locked),
    });
    const { error, results = [] } = await migrator.migrateToLatest();
    if (error) {
      const failed = results.find((result) => result.status === 'Error')?.migrationName;
      const reason = error instanceof Error ? error.message : String(error);
      throw new Error(failed ? `Migration ${failed} failed: ${reason}` : reason, { cause: error });
    }
    return results.filter((result) => result.status === 'Success').map((result) => result.migrationName);
  });

/**
 * Whether the database (PostgreSQL: the connection's schema) has the table.
 *
 * @example
 * if (await hasTable(context, 'users')) return; // made before migrations existed
 */
export const hasTable = async ({ db, dialect }: MigrationContext, table: string) => {
  const schema = await currentSchema(db, { db, dialect });
  const tables = await db.introspection.getTables();
  return tables.some((candidate) => candidate.name === table && (!schema || candidate.schema === schema));
};

const forKysely = (
  migrations: Readonly<Record<string, VersionedMigration>>,
  dialect: Dialect,
): Record<string, Migration> =>
  Object.fromEntries(
    Object.entries(migrations).map(([name, { up, down }]) => [
      name,
      {
        up: (db: Db) => up({ db, dialect }),
        down: down && ((db: Db) => down({ db, dialect })),
      },
    ]),
  );
