import {
  type DatabaseIntrospector,
  DummyDriver,
  Kysely,
  type KyselyConfig,
  PostgresAdapter,
  PostgresQueryCompiler,
  type TableMetadata,
} from 'kysely';
import type { DynamicDatabase, Store } from '../../engine/server';
import { postgresDialect } from '../../engine/server';

/**
 * A PostgreSQL store without a server, for the migration draft: Kysely's PostgreSQL compiler
 * writes each statement, a driver that runs nothing answers it with no rows, and the database
 * it describes holds the given tables. Its query log is what the schema sync would run on them.
 *
 * @example
 * const store = compiledPostgresStore({ tables: await sqlite.db.introspection.getTables(), log });
 * await syncTables({ store, entities }); // log sees 'create table if not exists "diseases" (…)'
 */
export const compiledPostgresStore = (options: { tables: readonly TableMetadata[]; log: KyselyConfig['log'] }) => {
  const tables = [...options.tables];
  const introspector: DatabaseIntrospector = {
    getSchemas: async () => [],
    getTables: async () => tables,
    getMetadata: async () => ({ tables }),
  };
  const db = new Kysely<DynamicDatabase>({
    dialect: {
      createAdapter: () => new PostgresAdapter(),
      createDriver: () => new DummyDriver(),
      createIntrospector: () => introspector,
      createQueryCompiler: () => new PostgresQueryCompiler(),
    },
    log: options.log,
  });
  const store: Store = { db, dialect: postgresDialect };
  return store;
};
