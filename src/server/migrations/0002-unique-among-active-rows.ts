// Drafted by `npm run migration:draft -- unique-among-active-rows` (the new indexes), then
// written by hand: the drops, and the same statements on both databases.
import { sql } from 'kysely';
import type { MigrationContext } from '../../engine/server';

/** The `isUnique` fields: until now unique among all rows, deleted ones included. */
const uniqueFields = [
  { table: 'users', column: 'email' },
  { table: 'vaccine_batches', column: 'batchNumber' },
  { table: 'patients', column: 'identityDocument' },
] as const;

/**
 * A deleted batch number, document or e-mail can be registered again: each plain unique index
 * becomes a partial one on active rows (and non-null values, which never collided, so that only
 * a query naming the column uses it: PostgreSQL's planner otherwise read it as the list of
 * active patients instead of using the search index). The old indexes are plain indexes (never a column's
 * UNIQUE clause), so they are dropped without rebuilding a table, and rows already satisfy the
 * narrower rule.
 */
export const up = async ({ db }: MigrationContext) => {
  for (const { table, column } of uniqueFields) {
    await db.schema.dropIndex(`ux_${table}_${column}`).ifExists().execute();
    await db.schema
      .createIndex(`ux_${table}_${column}_active`)
      .ifNotExists()
      .unique()
      .on(table)
      .column(column)
      .where(sql.ref('isActive'), '=', sql.lit(1))
      .where(sql.ref(column), 'is not', null)
      .execute();
  }
};

/** Fails once a deleted row and another row share a value. */
export const down = async ({ db }: MigrationContext) => {
  for (const { table, column } of uniqueFields) {
    await db.schema.createIndex(`ux_${table}_${column}`).ifNotExists().unique().on(table).column(column).execute();
    await db.schema.dropIndex(`ux_${table}_${column}_active`).ifExists().execute();
  }
};
