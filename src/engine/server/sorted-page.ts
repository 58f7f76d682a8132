import { type RawBuilder, sql } from 'kysely';
import type { AnyEntity } from '../entity';
import type { EntityRegistry } from '../registry';
import type { Dialect } from './dialect';
import { orderTerms, planSort } from './list-order';
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
    const joined = sql`SELECT 1 AS ${part}, ${columns(sort.keys)} FROM ${from} ${sort.joins}
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
