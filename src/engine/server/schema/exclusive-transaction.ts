import { sql } from 'kysely';
import type { Store } from './database';

/** The PostgreSQL advisory lock key of the start-up work (schema sync, first accounts). */
const lockKey = 7_310_442;

/**
 * How long a SQLite process waits for another's start-up work (ms): a migration and the demo's
 * seeding hold the write lock far longer than a request's write, which waits `busy_timeout`.
 */
const startUpWaitMs = 180_000;

/**
 * Runs `work` in one transaction that no other process runs at the same time, so several
 * API processes can start together on one database: on PostgreSQL it first takes a
 * transaction-scoped advisory lock; on SQLite the store's transactions take the write lock
 * at `BEGIN` (`openStore` opens them `IMMEDIATE`), so a second process waits its turn, up to
 * `startUpWaitMs` (its connection's `busy_timeout` is set back afterwards). Called inside such a
 * transaction, it joins it.
 *
 * @example
 * await exclusiveTransaction(store, async (locked) => {
 *   if (!(await hasUsers(locked))) await seedDemoData(locked);
 * });
 */
export const exclusiveTransaction = async <T>(store: Store, work: (locked: Store) => Promise<T>): Promise<T> => {
  const run = async (locked: Store) => {
    if (locked.dialect.name === 'postgres') await sql`SELECT pg_advisory_xact_lock(${lockKey})`.execute(locked.db);
    return work(locked);
  };
  if (store.db.isTransaction) return run(store);
  if (store.dialect.name !== 'sqlite') return store.db.transaction().execute((db) => run({ ...store, db }));
  const { rows } = await sql<{ timeout: number }>`PRAGMA busy_timeout`.execute(store.db);
  await sql.raw(`PRAGMA busy_timeout = ${startUpWaitMs}`).execute(store.db);
  try {
    return await store.db.transaction().execute((db) => run({ ...store, db }));
  } finally {
    await sql.raw(`PRAGMA busy_timeout = ${Number(rows[0]?.timeout ?? 0)}`).execute(store.db);
  }
};
