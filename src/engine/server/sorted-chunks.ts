import { setImmediate as nextTurn } from 'node:timers/promises';
import { type RawBuilder, sql } from 'kysely';
import type { AnyEntity, EntityRow } from '../entity';
import type { EntityRegistry } from '../registry';
import type { Db } from './database';
import type { Dialect } from './dialect';
import { orderTerms, planSort } from './list-order';
import type { SortRequest } from './list-query';
import type { ShapePlan } from './shape';

/** A row in its GET shape, parsed. */
export type ShapeRow = EntityRow;

type ChunkRow = { json: string; id: unknown } & Record<string, unknown>;

/**
 * Every row of a sorted list in its GET shape, a chunk of `chunkSize` rows per query, in the
 * order of the list's pages (list-order.ts): each chunk starts after the last row of the one
 * before (keyset paging on the sort keys and the id), so a chunk reads about as many index
 * entries as it holds, however deep into the list it is, and other requests run between two
 * chunks (SQLite has one connection, and answers in the same turn of the event loop). A write
 * between two chunks shows only in the later ones.
 *
 * A null sort key sorts first in ascending order and last in descending order, and a row's
 * null keys are always its first ones (a nested path's value is null when a reference on the
 * way is). So the rows are read in parts by how many leading keys are null, each part in its
 * own keyset order on its non-null keys, where `(k, id) > (?, ?)` is a range the sort index
 * reads from.
 *
 * @example
 * for await (const rows of sortedChunks({ db, dialect, registry, entity: patients, shape, from, where,
 *   sort: { sort: 'lastname', order: 'asc' }, chunkSize: 1000 })) send(rows);
 */
export async function* sortedChunks(options: {
  db: Db;
  dialect: Dialect;
  registry: EntityRegistry;
  entity: AnyEntity;
  shape: ShapePlan;
  /** The rows the list's conditions read: the entity's table as `t0`. */
  from: RawBuilder<unknown>;
  where: RawBuilder<unknown>;
  sort: SortRequest;
  chunkSize: number;
}): AsyncGenerator<ShapeRow[]> {
  const { db, dialect, shape, from, where, sort, chunkSize } = options;
  const plan = planSort({ registry: options.registry, entity: options.entity, path: sort.sort });
  const joins = sql.join(
    plan.steps.map((step) => sql`LEFT JOIN ${step.table} ON ${step.on}`),
    sql` `,
  );
  const keyCount = plan.keys.length;
  const isAscending = sort.order === 'asc';
  const direction = isAscending ? sql`ASC` : sql`DESC`;
  // Ascending: the rows with the most leading nulls first.
  const parts = Array.from({ length: keyCount + 1 }, (_, index) => (isAscending ? keyCount - index : index));
  const t0Id = sql.ref('t0.id');
  for (const nulls of parts) {
    const keys = plan.keys.slice(nulls);
    const isNull = plan.keys.slice(0, nulls).map((key) => sql`${key} IS NULL`);
    const isPresent = keys[0] ? [sql`${keys[0]} IS NOT NULL`] : [];
    // The part without nulls is in the sort index's order (PostgreSQL's is NULLS FIRST).
    const terms =
      nulls === 0
        ? orderTerms({ dialect, keys, id: t0Id, order: sort.order })
        : sql.join([...keys, t0Id].map((key) => sql`${key} ${direction}`));
    const names = keys.map((_, index) => `k${index}`);
    const selected = sql.join([
      sql`${t0Id} AS ${sql.id('id')}`,
      ...keys.map((key, index) => sql`${key} AS ${sql.id(`k${index}`)}`),
    ]);
    const pageOrder = sql.join(
      [...names, 'id'].map((name) => sql`${sql.ref(`page.${name}`)} ${direction}`),
      sql`, `,
    );
    let after: RawBuilder<unknown> | undefined;
    for (;;) {
      // SQLite answers in the same turn of the event loop: a turn between two chunks lets
      // requests that arrived meanwhile be read and answered while the export goes on.
      await nextTurn();
      const conditions = [where, ...isNull, ...isPresent, ...(after ? [after] : [])];
      const page = sql`SELECT ${selected} FROM ${from} ${joins} WHERE ${sql.join(conditions, sql` AND `)}
        ORDER BY ${terms} LIMIT ${chunkSize}`;
      const result = await sql<ChunkRow>`SELECT ${shape.rowJson} AS ${sql.id('json')},
        ${sql.join([...names, 'id'].map((name) => sql.ref(`page.${name}`)))}
        FROM (${page}) AS ${sql.id('page')} CROSS JOIN ${shape.table} WHERE ${t0Id} = ${sql.ref('page.id')}
        ORDER BY ${pageOrder}`.execute(db);
      const last = result.rows.at(-1);
      if (last) yield result.rows.map((row) => JSON.parse(row.json) as ShapeRow);
      if (!last || result.rows.length < chunkSize) break;
      after = beyond({
        keys: [...keys, t0Id],
        values: [...names.map((name) => last[name]), last.id],
        isAscending,
      });
    }
  }
}

/** `(k0, k1, id) > (v0, v1, id)` (`<` descending): the rows after the last one read. */
const beyond = (options: {
  keys: readonly RawBuilder<unknown>[];
  values: readonly unknown[];
  isAscending: boolean;
}) => {
  const comparison = options.isAscending ? sql`>` : sql`<`;
  const values = options.values.map((value) => sql`${value}`);
  return sql`(${sql.join(options.keys)}) ${comparison} (${sql.join(values)})`;
};
