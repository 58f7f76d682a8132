import { sql } from 'kysely';
import type { AnyEntity } from '../../contract/entity';
import type { EntityRegistry } from '../../contract/registry';
import { notFound, OutOfScope, writeOutsideScope } from '../api-error';
import type { AuthUser } from '../auth/auth-guard';
import type { Db } from '../schema/database';
import { tableOf } from '../schema/tables';
import { type ScopeUse, scopeCondition } from './scope-condition';

type RowScopeOptions = { db: Db; registry: EntityRegistry; entity: AnyEntity; user: AuthUser; id: number };

/**
 * Whether the row `id` is in the user's scope, for a read or a write (scope-condition.ts); a row
 * that does not exist is in no scope.
 *
 * @example
 * await isRowInScope({ db, registry, entity: patients, user, id: 12 }, 'read') // false: another centre's patient
 */
export const isRowInScope = async (options: RowScopeOptions, use: ScopeUse): Promise<boolean> => {
  const condition = scopeCondition({ ...options, use });
  if (!condition) return true;
  const table = sql`${sql.table(tableOf(options.entity))} AS ${sql.id('t0')}`;
  const found = await sql`SELECT 1 AS ${sql.id('found')} FROM ${table}
    WHERE ${sql.ref('t0.id')} = ${options.id} AND ${condition}`.execute(options.db);
  return found.rows.length > 0;
};

/**
 * Refuses the read of one row outside the user's scope: 403 `{ outOfScope: true }` for a row
 * the user may be granted (`scope.canGrant`), else 404 as for a row that does not exist.
 */
export const checkReadInScope = async (options: RowScopeOptions) => {
  if (await isRowInScope(options, 'read')) return;
  const { db, entity, id } = options;
  const isThere = entity.scope?.canGrant
    ? (await db
        .selectFrom(tableOf(entity))
        .select('id')
        .where('id', '=', id)
        .where('isActive', '=', 1)
        .executeTakeFirst()) !== undefined
    : false;
  throw isThere ? new OutOfScope(entity.labels.singular) : notFound();
};

/** Refuses a write of a row outside the user's scope (before or after the write): 403, nothing written. */
export const checkWriteInScope = async (options: RowScopeOptions) => {
  if (await isRowInScope(options, 'write')) return;
  throw writeOutsideScope(options.entity.labels.singular);
};
