import { sql } from 'kysely';
import type { Store } from './database';

/** The PostgreSQL advisory lock key of the start-up work (schema sync, first accounts). */
const lockKey = 7_310_442;

/**
 * Runs `work` in one transaction that no other process runs at the same time, so several
 * API processes can start together on one database: on PostgreSQL it first takes a
 * transaction-scoped advisory lock; on SQLite the store's transactions take the write lock
 * at `BEGIN` (`openStore` opens them `IMMEDIATE`), so a second process waits its turn.
 * Called inside such a transaction, it joins it.
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
  return store.db.transaction().execute((db) => run({ ...store, db }));
};
