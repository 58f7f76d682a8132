import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import {
  Kysely,
  type KyselyConfig,
  type SqliteDatabase as KyselySqliteDatabase,
  PostgresDialect,
  SqliteDialect,
} from 'kysely';
import pg from 'pg';
import { normalizeSearch } from '../../engine';
import type { DynamicDatabase, Store } from '../../engine/server';
import { postgresDialect, sqliteDialect } from '../../engine/server';
import { ensurePrivateDatabaseFile, ensurePrivateFolder } from './private-files';
import { withStatementCache } from './statement-cache';

export type StoreOptions = {
  databaseUrl?: string;
  dataDir: string;
  fileName?: string;
  poolSize?: number;
  /** Kysely's query log (the migration draft records the statements of a schema sync with it). */
  log?: KyselyConfig['log'];
};

/**
 * Opens the embedded SQLite file under the data folder, or PostgreSQL when a URL is given.
 *
 * @example
 * const store = openStore({ dataDir: './data' });
 */
export const openStore = (options: StoreOptions): Store =>
  options.databaseUrl ? openPostgres(options) : openSqlite(options);

const openSqlite = (options: StoreOptions): Store => {
  const file =
    options.fileName === ':memory:' ? ':memory:' : path.join(options.dataDir, options.fileName ?? 'vacunas.sqlite');
  if (file !== ':memory:') {
    // Password hashes and patient data: the folder and the files are the owner's only.
    ensurePrivateFolder(options.dataDir);
    ensurePrivateDatabaseFile(file);
  }
  const database = new SqliteDatabase(file);
  database.pragma('journal_mode = WAL');
  database.pragma('synchronous = FULL');
  database.pragma('foreign_keys = ON');
  database.pragma('busy_timeout = 5000');
  // Only for databases of an older version, whose unique name indexes were built on this
  // function: writes must still run until the start-up replaces them with plain SQL ones.
  database.function('fold', { deterministic: true }, (value: unknown) =>
    value === null || value === undefined ? null : normalizeSearch(String(value)),
  );
  const db = new Kysely<DynamicDatabase>({
    dialect: new SqliteDialect({ database: withImmediateTransactions(withStatementCache(database)) }),
    log: options.log,
  });
  return { db, dialect: sqliteDialect };
};

/**
 * Kysely begins a SQLite transaction with a plain (deferred) `begin`. Every transaction here
 * writes: `begin immediate` takes the write lock at once, so a second process on the same
 * file waits for it (busy_timeout) instead of failing when a read turns into a write, and
 * the start-up's exclusive transaction serialises on it.
 */
const withImmediateTransactions = (database: KyselySqliteDatabase): KyselySqliteDatabase => ({
  close: () => database.close(),
  prepare: (text) => database.prepare(text === 'begin' ? 'begin immediate' : text),
});

const openPostgres = ({ databaseUrl: connectionString, poolSize = 10, log }: StoreOptions): Store => {
  // Counts come back as text by default (int8); ids and quantities fit in a JS number.
  pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
  const pool = new pg.Pool({ connectionString, max: poolSize });
  const db = new Kysely<DynamicDatabase>({ dialect: new PostgresDialect({ pool }), log });
  return { db, dialect: postgresDialect };
};
