import { type RawBuilder, sql } from 'kysely';
import type { AnyEntity } from '../../contract/entity';
import type { EntityRegistry } from '../../contract/registry';
import type { Dialect } from '../schema/dialect';
import { orderTerms, planSort, type SortPlan } from './list-order';
import type { PageRequest } from './list-query';
import type { ShapePlan } from './shape';

type Terms = (keys: readonly RawBuilder<unknown>[], id: RawBuilder<unknown>) => RawBuilder<unknown>;

/**
 * The query of one sorted page in its GET shape: the page's ids are found first, with only
 * the joins the sort needs, then the JSON is built for those rows alone. Sorted by a nested
 * path, the rows whose first reference is null (no value) are read apart from the others,
 * each part in index order and at most `offset + pageSize` rows long.
 *
 * @example
 * sortedPageQuery({ dialect, registry, entity: patients, shape, from, where, isDense: true, paging })
 */
export const sortedPageQuery = (options: {
  dialect: Dialect;
  registry: EntityRegistry;
  entity: AnyEntity;
  shape: ShapePlan;
  /** The rows the list's conditions read (the entity's table as `t0`, with joins a search needs). */
  from: RawBuilder<unknown>;
  where: RawBuilder<unknown>;
  /**
   * Every active row, or a search or filter common enough that walking the sort index finds
   * a page within a few rows (paged-list.ts): a nested sort then starts from the target's index.
   */
  isDense: boolean;
  paging: PageRequest;
  /** Rows to read from the page's first on: one more than the page tells whether another follows. */
  limit?: number;
}) => {
  const { dialect, shape, from, where, paging } = options;
  const limit = options.limit ?? paging.pageSize;
  const sort = planSort({ registry: options.registry, entity: options.entity, path: paging.sort });
  const terms: Terms = (keys, id) => orderTerms({ dialect, keys, id, order: paging.order });
  const offset = (paging.page - 1) * paging.pageSize;
  const t0Id = sql.ref('t0.id');
  const sorted = (alias: string) =>
    terms(
      sort.keys.map((_, index) => sql.ref(`${alias}.k${index}`)),
      sql.ref(`${alias}.id`),
    );

  let page: RawBuilder<unknown>;
  let pageOrder: RawBuilder<unknown>;
  if (!sort.firstReference) {
    page = sql`SELECT ${columns(t0Id, sort.keys)} FROM ${from} WHERE ${where}
      ORDER BY ${terms(sort.keys, t0Id)} LIMIT ${limit} OFFSET ${offset}`;
    pageOrder = sorted('page');
  } else {
    const reach = offset + limit;
    const part = sql.id('part');
    // Ordered by the null reference too, which changes nothing but lets the planner read the
    // reference's index (reference, isActive, id) in order: by id alone PostgreSQL walked the
    // primary key past 200,000 doses with a recorder before the first without (52 ms; 0.2 ms).
    const direction = paging.order === 'desc' ? sql`DESC` : sql`ASC`;
    const apart = sql`SELECT 0 AS ${part}, ${columns(t0Id, sort.nullKeys)} FROM ${from}
      WHERE ${where} AND ${sort.firstReference} IS NULL
      ORDER BY ${sort.firstReference} ${direction}, ${t0Id} ${direction} LIMIT ${reach}`;
    const partOptions = { sort, from, where, reach, terms };
    let joined = sql`SELECT 1 AS ${part}, ${columns(t0Id, sort.keys)} FROM ${from} ${sort.joins}
      WHERE ${where} ORDER BY ${terms(sort.keys, t0Id)} LIMIT ${reach}`;
    if (options.isDense && sort.isInner) {
      joined = dialect.name === 'postgres' ? lateralPart(partOptions) : targetFirstPart(partOptions);
    }
    const both = sql`SELECT * FROM (${apart}) AS ${sql.id('apart')} UNION ALL SELECT * FROM (${joined}) AS ${sql.id('joined')}`;
    const partOrder = (alias: string) =>
      sql`${sql.ref(`${alias}.part`)} ${paging.order === 'desc' ? sql`DESC` : sql`ASC`}`;
    page = sql`SELECT * FROM (${both}) AS ${sql.id('parts')}
      ORDER BY ${partOrder('parts')}, ${sorted('parts')} LIMIT ${limit} OFFSET ${offset}`;
    pageOrder = sql`${partOrder('page')}, ${sorted('page')}`;
  }
  // CROSS JOIN keeps SQLite reading the page first: its size is a parameter, unknown to the planner.
  return sql<{ json: string }>`SELECT ${shape.rowJson} AS ${sql.id('json')}
    FROM (${page}) AS ${sql.id('page')} CROSS JOIN ${shape.table} WHERE ${t0Id} = ${sql.ref('page.id')}
    ORDER BY ${pageOrder}`;
};

/** The id and the sort keys of a page's rows, as `id, k0, k1...`. */
const columns = (id: RawBuilder<unknown>, keys: readonly RawBuilder<unknown>[]) =>
  sql.join([sql`${id} AS ${sql.id('id')}`, ...keys.map((key, index) => sql`${key} AS ${sql.id(`k${index}`)}`)]);

type PartOptions = {
  sort: SortPlan;
  from: RawBuilder<unknown>;
  where: RawBuilder<unknown>;
  reach: number;
  terms: Terms;
};

/** The joined targets from the deepest inwards, and the condition that joins the first to `t0`. */
export const targetsInward = (sort: SortPlan, join: RawBuilder<unknown>) => {
  const [deepest, ...inward] = [...sort.steps].reverse();
  if (!deepest) throw new Error('A nested sort has at least one joined step');
  let targets = deepest.table;
  let on = deepest.on;
  for (const step of inward) {
    targets = sql`${targets} ${join} ${step.table} ON ${on}`;
    on = step.on;
  }
  return { targets, on };
};

/*
 * A whole list sorted by a nested path is read from the target's sort index outwards: each
 * target row in order, then its rows by id, so a page reads about as many rows as it shows.
 * The planners do not always find that order alone: statistics count rows without the
 * reference (null) as rows per target, and PostgreSQL would sort every dose of a vaccine or
 * a centre to find the first by id. So is a list whose search or filter keeps many rows, each
 * tested on the way (a row-by-row test gives the planner no better start). A list of few rows
 * is left to the planner, which reads them from their ids and sorts them.
 */

/** SQLite: the joins in that order (`CROSS JOIN` fixes the order of the loops). */
const targetFirstPart = ({ sort, from, where, reach, terms }: PartOptions) => {
  const { targets, on } = targetsInward(sort, sql`CROSS JOIN`);
  const t0Id = sql.ref('t0.id');
  return sql`SELECT 1 AS ${sql.id('part')}, ${columns(t0Id, sort.keys)} FROM ${targets} CROSS JOIN ${from} ON ${on}
    WHERE ${where} ORDER BY ${terms(sort.keys, t0Id)} LIMIT ${reach}`;
};

/**
 * PostgreSQL: per target row, its first `reach` rows by id read from the (reference, id)
 * index in a lateral subquery, so equal values sort a few rows each.
 */
const lateralPart = ({ sort, from, where, reach, terms }: PartOptions) => {
  const { targets, on } = targetsInward(sort, sql`JOIN`);
  const [t0Id, rowId] = [sql.ref('t0.id'), sql.ref('rows.id')];
  const rows = sql`SELECT ${t0Id} AS ${sql.id('id')} FROM ${from} WHERE ${where} AND ${on}
    ORDER BY ${terms([], t0Id)} LIMIT ${reach}`;
  return sql`SELECT 1 AS ${sql.id('part')}, ${columns(rowId, sort.keys)}
    FROM ${targets} CROSS JOIN LATERAL (${rows}) AS ${sql.id('rows')}
    ORDER BY ${terms(sort.keys, rowId)} LIMIT ${reach}`;
};
