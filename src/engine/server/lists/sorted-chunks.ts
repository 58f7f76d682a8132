import { setImmediate as nextTurn } from 'node:timers/promises';
import { type RawBuilder, sql } from 'kysely';
import type { AnyEntity, EntityRow } from '../../contract/entity';
import type { EntityRegistry } from '../../contract/registry';
import type { Db } from '../schema/database';
import type { Dialect } from '../schema/dialect';
import { orderTerms, planSort, type SortPlan } from './list-order';
import type { SortRequest } from './list-query';
import type { ShapePlan } from './shape';
import { targetsInward } from './sorted-page';

/** A row in its GET shape, parsed. */
export type ShapeRow = EntityRow;

type ChunkRow = { json: string; id: unknown } & Record<string, unknown>;

/** Rows whose first `nulls` sort keys are null: read from `from` where `conditions` hold, by `keys`. */
type Part = {
  nulls: number;
  from: RawBuilder<unknown>;
  conditions: RawBuilder<unknown>[];
  keys: RawBuilder<unknown>[];
};

type ChunkOptions = {
  db: Db;
  dialect: Dialect;
  shape: ShapePlan;
  where: RawBuilder<unknown>;
  sort: SortRequest;
  chunkSize: number;
};

/**
 * Every row of a sorted list in its GET shape, a chunk of `chunkSize` rows at a time, in the
 * order of the list's pages (list-order.ts): each chunk starts after the last row of the one
 * before (keyset paging on the sort keys and the id), so a chunk reads about as many index
 * entries as it holds, however deep into the list it is, and other requests run between two
 * chunks (SQLite has one connection, and answers in the same turn of the event loop). A write
 * between two chunks shows only in the later ones.
 *
 * A null sort key sorts first in ascending order and last in descending order, and a row's
 * null keys are its first ones (a nested path's value is null when a reference on the way is).
 * So the rows are read in parts by how many leading keys are null. A part whose references
 * are all there is read from the deepest target inwards (doses sorted by `patient.lastname`:
 * patients by the lastname index, then each one's doses by id); after a row with keys
 * (k0, k1, id), the next chunk reads the rows with k0 and k1 equal and a greater id, then k0
 * equal and a greater k1, then a greater k0: each a range of an index, never a rescan of
 * the rows of an equal value already sent.
 *
 * @example
 * for await (const rows of sortedChunks({ db, dialect, registry, entity: patients, shape, from, where,
 *   sort: { sort: 'lastname', order: 'asc' }, chunkSize: 1000 })) send(rows);
 */
export async function* sortedChunks(
  options: ChunkOptions & {
    registry: EntityRegistry;
    entity: AnyEntity;
    /** The entity's table as `t0`. */
    from: RawBuilder<unknown>;
  },
): AsyncGenerator<ShapeRow[]> {
  const plan = planSort({ registry: options.registry, entity: options.entity, path: options.sort.sort });
  for (const part of partsOf(plan, options)) {
    let after: readonly unknown[] | undefined;
    for (;;) {
      // A turn of the event loop between two chunks: requests that arrived meanwhile are read.
      await nextTurn();
      const rows = await readChunk({ ...options, part, after });
      const last = rows.at(-1);
      if (last) yield rows.map((row) => JSON.parse(row.json) as ShapeRow);
      if (!last || rows.length < options.chunkSize) break;
      after = [...part.keys.map((_, index) => last[`k${index}`]), last.id];
    }
  }
}

/** The parts of a list in reading order: ascending, the rows with the most leading nulls first. */
const partsOf = (plan: SortPlan, options: { dialect: Dialect; from: RawBuilder<unknown>; sort: SortRequest }) => {
  const { dialect, from } = options;
  const [value, ...ids] = plan.keys;
  if (!value) return [{ nulls: 0, from, conditions: [], keys: [] }];
  const steps = plan.steps.length;
  // Every reference there: the deepest target first, so its sort index gives the order.
  let joined = from;
  if (steps > 0) {
    // SQLite's CROSS JOIN keeps that order of the loops; PostgreSQL's planner is left to find it.
    const join = dialect.name === 'sqlite' ? sql`CROSS JOIN` : sql`JOIN`;
    const { targets, on } = targetsInward(plan, join);
    joined = sql`${targets} ${join} ${from} ON ${on}`;
  }
  const parts: Part[] = [
    { nulls: 0, from: joined, conditions: [sql`${value} IS NOT NULL`], keys: [...plan.keys] },
    { nulls: 1, from: joined, conditions: [sql`${value} IS NULL`], keys: ids },
  ];
  if (steps > 0) {
    // A reference on the way that the target's schema does not require may be missing.
    const leftJoined = sql`${from} ${sql.join(
      plan.steps.map((step) => sql`LEFT JOIN ${step.table} ON ${step.on}`),
      sql` `,
    )}`;
    for (let nulls = 2; nulls <= steps && !plan.isInner; nulls += 1) {
      const missing = plan.keys.slice(0, nulls).map((key) => sql`${key} IS NULL`);
      const present = plan.keys[nulls];
      parts.push({
        nulls,
        from: leftJoined,
        conditions: [...missing, ...(present ? [sql`${present} IS NOT NULL`] : [])],
        keys: plan.keys.slice(nulls),
      });
    }
    parts.push({ nulls: steps + 1, from, conditions: [sql`${plan.firstReference} IS NULL`], keys: [] });
  }
  return options.sort.order === 'asc' ? parts.reverse() : parts;
};

/** The next chunk of a part: the rows after `after` (its keys and id), in order. */
const readChunk = async (options: ChunkOptions & { part: Part; after: readonly unknown[] | undefined }) => {
  const { db, dialect, shape, where, sort, chunkSize, part, after } = options;
  const t0Id = sql.ref('t0.id');
  const all = [...part.keys, t0Id];
  const direction = sort.order === 'asc' ? sql`ASC` : sql`DESC`;
  // The part without nulls is in the sort index's order (PostgreSQL's is NULLS FIRST).
  const terms =
    part.nulls === 0
      ? orderTerms({ dialect, keys: part.keys, id: t0Id, order: sort.order })
      : sql.join(all.map((key) => sql`${key} ${direction}`));
  const names = [...part.keys.map((_, index) => `k${index}`), 'id'];
  const selected = sql.join(all.map((key, index) => sql`${key} AS ${sql.id(names[index] ?? 'id')}`));
  const pageOrder = sql.join(names.map((name) => sql`${sql.ref(`page.${name}`)} ${direction}`));
  const beyond = sort.order === 'asc' ? sql`>` : sql`<`;
  const read = async (limit: number, segment: RawBuilder<unknown>[]) => {
    const conditions = sql.join([where, ...part.conditions, ...segment], sql` AND `);
    const page = sql`SELECT ${selected} FROM ${part.from} WHERE ${conditions} ORDER BY ${terms} LIMIT ${limit}`;
    const result = await sql<ChunkRow>`SELECT ${shape.rowJson} AS ${sql.id('json')},
      ${sql.join(names.map((name) => sql.ref(`page.${name}`)))}
      FROM (${page}) AS ${sql.id('page')} CROSS JOIN ${shape.table} WHERE ${t0Id} = ${sql.ref('page.id')}
      ORDER BY ${pageOrder}`.execute(db);
    return result.rows;
  };
  if (!after) return read(chunkSize, []);
  const rows: ChunkRow[] = [];
  // Equal leading keys and a later next key, from the most keys equal to none.
  for (let equal = all.length - 1; equal >= 0 && rows.length < chunkSize; equal -= 1) {
    const segment = all.slice(0, equal).map((key, index) => sql`${key} = ${after[index]}`);
    segment.push(sql`${all[equal]} ${beyond} ${after[equal]}`);
    rows.push(...(await read(chunkSize - rows.length, segment)));
  }
  return rows;
};
