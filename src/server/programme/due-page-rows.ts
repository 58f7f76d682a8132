import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../../engine/server';
import { forecastTable } from './forecast-table';

/**
 * Up to this many centres, a unit's page merges each centre's first rows, each read in order
 * from the centre's range of the list's index; beyond, the unit's rows are read together and
 * sorted (a whole country's network of small centres).
 */
export const maxMergedCenters = 100;

/** A page of a due list over one centre or several, as {@link pageRows} reads it. */
export type PageQuery = {
  centerIds: readonly number[];
  /** The columns read from the stored forecast, with the names the rows take. */
  columns: RawBuilder<unknown>;
  /** The list's conditions besides the centre. */
  where: RawBuilder<unknown>;
  /** The list's order over the stored columns, then its order over the rows' names. */
  order: { stored: RawBuilder<unknown>; named: RawBuilder<unknown> };
  /** The columns the rows are grouped by (a child of the zero-dose list), named alike in both. */
  groupBy?: RawBuilder<unknown>;
  limit: number;
  offset: number;
};

/**
 * The centre's condition of a list: `"centerId" = ?` for one, the list of a unit's otherwise.
 *
 * @example
 * sql`SELECT count(*) FROM "patient_forecasts" WHERE ${centersWhere([3])} AND …`
 */
export const centersWhere = (centerIds: readonly number[]) =>
  centerIds.length === 1 ? sql`"centerId" = ${centerIds[0]}` : sql`"centerId" IN (${sql.join([...centerIds])})`;

/**
 * The rows of a page of a due list: one centre's from its index range in order; a unit's as the
 * first `offset + limit` rows of each centre's range (a range each, in order, no sort of the
 * whole unit), merged and cut to the page, so the first pages cost the same at any size; past
 * {@link maxMergedCenters} centres, read together and sorted.
 *
 * @example
 * await pageRows(db, { centerIds: [3, 4], columns, where, order, limit: 10, offset: 0 })
 */
export const pageRows = async <T>(db: Db, page: PageQuery): Promise<T[]> => {
  const { centerIds, columns, where, order, limit, offset } = page;
  if (centerIds.length === 0) return [];
  const grouped = page.groupBy === undefined ? sql`` : sql`GROUP BY ${page.groupBy}`;
  const read = (centers: readonly number[], rows: RawBuilder<unknown>) =>
    sql`SELECT ${columns} FROM ${sql.table(forecastTable)} WHERE ${centersWhere(centers)} AND ${where}
      ${grouped} ORDER BY ${order.stored} ${rows}`;
  if (centerIds.length === 1 || centerIds.length > maxMergedCenters) {
    return (await sql<T>`${read(centerIds, sql`LIMIT ${limit} OFFSET ${offset}`)}`.execute(db)).rows;
  }
  const firstRows = sql`LIMIT ${offset + limit}`;
  const ranges = centerIds.map((id, index) => sql`SELECT * FROM (${read([id], firstRows)}) AS ${sql.id(`c${index}`)}`);
  const result = await sql<T>`
    SELECT * FROM (${sql.join(ranges, sql` UNION ALL `)}) AS "merged"
    ORDER BY ${order.named} LIMIT ${limit} OFFSET ${offset}`.execute(db);
  return result.rows;
};
