import type { ListFilter, ListParams } from '../../engine';

/** Rows a list asks for when the caller names no page size (the API's default too). */
export const defaultPageSize = 25;

/**
 * The query string of a paged list (contract of issue 9): `page` and `pageSize` always, so the
 * API answers `{ items, total }`; then `sort`, `order`, `q`, and each filter as `field=value`
 * or `field[gte]=value`.
 *
 * @example
 * listQuery({ page: 2, q: 'sino', filter: { status: 1, expirationDate: { gte: '2026-06-01' } } })
 * // { page: '2', pageSize: '25', q: 'sino', status: '1', 'expirationDate[gte]': '2026-06-01' }
 */
export const listQuery = ({ page = 1, pageSize = defaultPageSize, sort, order, q, filter }: ListParams) => ({
  page: String(page),
  pageSize: String(pageSize),
  sort,
  order,
  q: q?.trim() || undefined,
  ...filterQuery(filter),
});

const filterQuery = (filter: ListFilter = {}): Record<string, string> => {
  const query: Record<string, string> = {};
  for (const [name, value] of Object.entries(filter)) {
    if (typeof value !== 'object') {
      query[name] = String(value);
      continue;
    }
    for (const [bound, limit] of Object.entries(value)) {
      if (limit !== undefined) query[`${name}[${bound}]`] = String(limit);
    }
  }
  return query;
};
