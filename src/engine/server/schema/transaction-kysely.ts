import {
  type CompiledQuery,
  type DatabaseConnection,
  type DatabaseIntrospector,
  type Driver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
  sql,
} from 'kysely';
import type { DynamicDatabase, Store } from './database';

/**
 * A Kysely instance whose every query runs in the given open transaction, for code that wants
 * a root instance of its own (Kysely's `Migrator` opens a connection and a transaction). Its
 * transactions are savepoints of the outer one, so the outer transaction still decides
 * whether anything is kept.
 *
 * @example
 * await exclusiveTransaction(store, async (locked) => {
 *   await new Migrator({ db: kyselyInTransaction(locked), provider }).migrateToLatest();
 * });
 */
export const kyselyInTransaction = (locked: Store): Kysely<DynamicDatabase> => {
  const isPostgres = locked.dialect.name === 'postgres';
  const connection: DatabaseConnection = {
    executeQuery: <R>(query: CompiledQuery) => locked.db.executeQuery<R>(query),
    streamQuery: () => {
      throw new Error('Streaming is not available inside the start-up transaction');
    },
  };
  const savepoint = 'kysely_in_transaction';
  const run = async (statement: string) => {
    await sql.raw(statement).execute(locked.db);
  };
  const driver: Driver = {
    init: async () => {},
    acquireConnection: async () => connection,
    beginTransaction: () => run(`SAVEPOINT ${savepoint}`),
    commitTransaction: () => run(`RELEASE SAVEPOINT ${savepoint}`),
    rollbackTransaction: () => run(`ROLLBACK TO SAVEPOINT ${savepoint}`),
    releaseConnection: async () => {},
    destroy: async () => {},
  };
  return new Kysely<DynamicDatabase>({
    dialect: {
      createDriver: () => driver,
      createAdapter: () => (isPostgres ? new PostgresAdapter() : new SqliteAdapter()),
      createQueryCompiler: () => (isPostgres ? new PostgresQueryCompiler() : new SqliteQueryCompiler()),
      createIntrospector: (db): DatabaseIntrospector =>
        isPostgres ? new PostgresIntrospector(db) : new SqliteIntrospector(db),
    },
  });
};
