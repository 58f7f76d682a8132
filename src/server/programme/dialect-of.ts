import { PostgresAdapter } from 'kysely';
import type { Db, Dialect } from '../../engine/server';

/**
 * The dialect a query builder speaks: a hook's transaction does not carry the store's, its
 * adapter tells it.
 *
 * @example
 * if (dialectOf(context.db) === 'postgres') await lockForUpdate(context.db);
 */
export const dialectOf = (db: Db): Dialect['name'] =>
  db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
