import { type RawBuilder, sql } from 'kysely';
import { searchWords } from '../../search';
import type { Db } from '../schema/database';
import type { Dialect } from '../schema/dialect';
import { memberCount, memberCountsTable } from '../scope/members-counts';
import { orderTerms } from './list-order';
import type { ListOptions, ListScope, PageRequest } from './list-query';
import type { ListPage } from './paged-list';
import type { ShapePlan } from './shape';

/**
 * The most rows a scope holds for its lists to be read from the scope itself: each row is then
 * tested and the matches sorted (a small centre's 4,352 patients of 1,000,000), instead of a walk
 * of the whole sort index that finds one row of theirs in 230.
 */
export const smallScopeRows = 20_000;

/**
 * How many rows `rows` (a `SELECT id`) holds, counted up to `limit`.
 *
 * @example
 * await countUpTo(db, scope.rows, 20_001) // 4352
 */
export const countUpTo = async (db: Db, rows: RawBuilder<unknown>, limit: number) => {
  const result = await sql<{ total: number }>`SELECT count(*) AS ${sql.id('total')}
    FROM (${rows} LIMIT ${sql.lit(limit)}) AS ${sql.id('c')}`.execute(db);
  return Number(result.rows[0]?.total ?? 0);
};

/** Whether a list is its scope and nothing else: no words, no filters, no ids. */
export const isWholeScope = (list: ListOptions) =>
  searchWords(list.q ?? '').length === 0 &&
  Object.keys(list.where ?? {}).length === 0 &&
  (list.ranges ?? []).length === 0 &&
  (list.related ?? []).length === 0 &&
  list.ids === undefined;

/**
 * One page of a whole scope in the entity's default order, read from the scope index alone
 * (scope-members.ts), and its exact total; undefined when the index cannot answer it: another
 * sort, or rows the user holds by a grant, which the index does not file.
 *
 * @example
 * await scopeIndexPage({ db, dialect, shape, scope, paging }) // { items: [...], total: 236000, isTotalCapped: false }
 */
export const scopeIndexPage = async (options: {
  db: Db;
  dialect: Dialect;
  shape: ShapePlan;
  scope: ListScope;
  paging: PageRequest;
}): Promise<ListPage | undefined> => {
  const { db, dialect, shape, scope, paging } = options;
  const index = scope.index;
  if (!index || paging.sort !== index.sortField) return undefined;
  if (scope.hasGrants) return undefined;
  const members = sql`${sql.table(index.table)} AS ${sql.id('m')}`;
  const inScope = sql`${sql.ref('m.placeKey')} = ${index.placeKey} AND ${sql.ref('m.isActive')} = 1`;
  const order = orderTerms({ dialect, keys: [sql.ref('m.sortKey')], id: sql.ref('m.rowId'), order: paging.order });
  const pageOrder = orderTerms({ dialect, keys: [sql.ref('page.k0')], id: sql.ref('page.id'), order: paging.order });
  const offset = (paging.page - 1) * paging.pageSize;
  const page = sql`SELECT ${sql.ref('m.rowId')} AS ${sql.id('id')}, ${sql.ref('m.sortKey')} AS ${sql.id('k0')}
    FROM ${members} WHERE ${inScope} ORDER BY ${order} LIMIT ${paging.pageSize} OFFSET ${offset}`;
  const rows = await sql<{ json: string }>`SELECT ${shape.rowJson} AS ${sql.id('json')}
    FROM (${page}) AS ${sql.id('page')} CROSS JOIN ${shape.table} WHERE ${sql.ref('t0.id')} = ${sql.ref('page.id')}
    ORDER BY ${pageOrder}`.execute(db);
  const total = await memberCount(db, memberCountsTable({ table: index.table }), index.placeKey);
  return { items: rows.rows.map((row) => row.json), total, isTotalCapped: false };
};
