import { type RawBuilder, sql } from 'kysely';
import type { AnyEntity } from '../entity';
import type { EntityRegistry } from '../registry';
import type { Dialect } from './dialect';
import { orderTerms, planSort, type SortPlan } from './list-order';
import type { PageRequest } from './list-query';
import type { ShapePlan } from './shape';

/**
 * The query of one sorted page in its GET shape: the page's ids are found first, with only
 * the joins the sort needs, then the JSON is built for those rows alone. Sorted by a nested
 * path, the rows whose first reference is null (no value) are read apart from the others,
 * each part in index order and at most `offset + pageSize` rows long, so neither part needs
 * a left join that would keep the database from starting at the target's sort index.
 *
 * @example
 * sortedPageQuery({ dialect, registry, entity: patients, shape, from, where, paging: { page: 1, pageSize: 25, sort: 'lastname', order: 'asc' } })
 */
export const sortedPageQuery = (options: {
  dialect: Dialect;
  registry: EntityRegistry;
  entity: AnyEntity;
  shape: ShapePlan;
  /** The rows the list's conditions read (the entity's table as `t0`, with joins a search needs). */
  from: RawBuilder<unknown>;
  where: RawBuilder<unknown>;
  paging: PageRequest;
}) => {
  const { dialect, shape, from, where, paging } = options;
  const sort = planSort({ registry: options.registry, entity: options.entity, path: paging.sort });
  const terms = (keys: readonly RawBuilder<unknown>[], id: RawBuilder<unknown>) =>
    orderTerms({ dialect, keys, id, order: paging.order });
  const names = sort.keys.map((_, index) => `k${index}`);
  const offset = (paging.page - 1) * paging.pageSize;
  const [t0Id, id, part] = [sql.ref('t0.id'), sql.id('id'), sql.id('part')];
  const columns = (keys: readonly RawBuilder<unknown>[]) =>
    sql.join([sql`${t0Id} AS ${id}`, ...keys.map((key, index) => sql`${key} AS ${sql.id(names[index])}`)]);
  const sorted = (alias: string) =>
    terms(
      names.map((name) => sql.ref(`${alias}.${name}`)),
      sql.ref(`${alias}.id`),
    );

  let page: RawBuilder<unknown>;
  let pageOrder: RawBuilder<unknown>;
  if (!sort.firstReference) {
    page = sql`SELECT ${columns(sort.keys)} FROM ${from} WHERE ${where}
      ORDER BY ${terms(sort.keys, t0Id)} LIMIT ${paging.pageSize} OFFSET ${offset}`;
    pageOrder = sorted('page');
  } else {
    const reach = offset + paging.pageSize;
    const apart = sql`SELECT 0 AS ${part}, ${columns(sort.nullKeys)} FROM ${from}
      WHERE ${where} AND ${sort.firstReference} IS NULL ORDER BY ${terms([], t0Id)} LIMIT ${reach}`;
    const joined =
      dialect.name === 'postgres' && sort.isInner
        ? lateralPart({ sort, from, where, reach, terms })
        : sql`SELECT 1 AS ${part}, ${columns(sort.keys)} FROM ${from} ${sort.joins}
      WHERE ${where} ORDER BY ${terms(sort.keys, t0Id)} LIMIT ${reach}`;
    const both = sql`SELECT * FROM (${apart}) AS ${sql.id('apart')} UNION ALL SELECT * FROM (${joined}) AS ${sql.id('joined')}`;
    const partOrder = (alias: string) =>
      sql`${sql.ref(`${alias}.part`)} ${paging.order === 'desc' ? sql`DESC` : sql`ASC`}`;
    page = sql`SELECT * FROM (${both}) AS ${sql.id('parts')}
      ORDER BY ${partOrder('parts')}, ${sorted('parts')} LIMIT ${paging.pageSize} OFFSET ${offset}`;
    pageOrder = sql`${partOrder('page')}, ${sorted('page')}`;
  }
  return sql<{ json: string }>`SELECT ${shape.json} AS ${sql.id('json')}
    FROM (${page}) AS ${sql.id('page')}, ${shape.from} WHERE ${t0Id} = ${sql.ref('page.id')} ORDER BY ${pageOrder}`;
};

/**
 * PostgreSQL's part of the rows with a nested value, driven from the target's sort index:
 * per target row (in order), its first `reach` rows by id, read from the (reference, id)
 * index, so equal values sort a few rows each, never every dose of a vaccine or a centre.
 * (SQLite's planner finds that order by itself from the plain joins.)
 */
const lateralPart = (options: {
  sort: SortPlan;
  from: RawBuilder<unknown>;
  where: RawBuilder<unknown>;
  reach: number;
  terms: (keys: readonly RawBuilder<unknown>[], id: RawBuilder<unknown>) => RawBuilder<unknown>;
}) => {
  const { sort, reach, terms } = options;
  const [deepest, ...inward] = [...sort.steps].reverse();
  let targets = deepest.table;
  let on = deepest.on;
  for (const step of inward) {
    targets = sql`${targets} JOIN ${step.table} ON ${on}`;
    on = step.on;
  }
  const [t0Id, rowId] = [sql.ref('t0.id'), sql.ref('rows.id')];
  const rows = sql`SELECT ${t0Id} AS ${sql.id('id')} FROM ${options.from} WHERE ${options.where} AND ${on}
    ORDER BY ${terms([], t0Id)} LIMIT ${reach}`;
  const keys = sort.keys.map((key, index) => sql`${key} AS ${sql.id(`k${index}`)}`);
  return sql`SELECT 1 AS ${sql.id('part')}, ${rowId} AS ${sql.id('id')}, ${sql.join(keys)}
    FROM ${targets} CROSS JOIN LATERAL (${rows}) AS ${sql.id('rows')}
    ORDER BY ${terms(sort.keys, rowId)} LIMIT ${reach}`;
};
