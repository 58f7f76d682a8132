import type { AnyEntity, EntityRow, FieldKind } from '../../src/engine/contract/entity';
import { readPath } from '../../src/engine/contract/paths';
import type { FilterRange, ListParams, ListResult } from '../../src/engine/data-provider';
import { normalizeSearch, searchWords } from '../../src/engine/search';
import { sortRows } from './fake-sort';

const searchedKinds: readonly FieldKind[] = ['text', 'email', 'phone', 'textarea', 'number', 'date', 'datetime'];

/**
 * What the API's paged list does, in memory, for the component tests (contract of issue 9):
 * active rows only; every word of `q`, folded by the engine, in the row's search keys (a
 * reference key searches the nested row's values); equality and range filters; the sort by a
 * GET-shape path (the entity's `defaultSort`, else id) with ties by id; then the page.
 *
 * @example
 * listPage(patients, rows, { page: 2, pageSize: 10, q: 'pena' }) // { items: [...], total: 14 }
 */
export const listPage = (entity: AnyEntity, rows: readonly EntityRow[], params: ListParams = {}): ListResult => {
  const { page = 1, pageSize = 25, q = '', filter = {} } = params;
  const words = searchWords(q);
  const keys = searchKeysOf(entity);
  const matching = rows.filter(
    (row) =>
      row.isActive !== false &&
      Object.entries(filter).every(([name, expected]) => meetsFilter(row[name], expected)) &&
      (words.length === 0 || words.every((word) => searchTextOf(row, keys).includes(word))),
  );
  const sort = params.sort ?? entity.defaultSort?.key ?? 'id';
  const isDesc = (params.order ?? (params.sort ? 'asc' : entity.defaultSort?.order)) === 'desc';
  const byId = sortRows(matching, [{ id: 'id', desc: isDesc }], readPath);
  const sorted = sortRows(byId, [{ id: sort, desc: isDesc }], readPath);
  const start = (page - 1) * pageSize;
  return { items: structuredClone(sorted.slice(start, start + pageSize)), total: matching.length };
};

/** The entity's search keys: its `searchKeys`, or its columns' fields and nested columns' first steps. */
const searchKeysOf = (entity: AnyEntity): string[] => {
  const candidates = entity.searchKeys ?? [...new Set(entity.columns.map((column) => column.key.split('.')[0] ?? ''))];
  return candidates.filter((key) => {
    const field = entity.fields.find((candidate) => candidate.name === key);
    return field ? searchedKinds.includes(field.kind) : true;
  });
};

const searchTextOf = (row: EntityRow, keys: readonly string[]): string =>
  normalizeSearch(keys.flatMap((key) => textsOf(row[key])).join('\u001f'));

const textsOf = (value: unknown): string[] => {
  if (typeof value === 'string' || typeof value === 'number') return [String(value)];
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value)
    .filter(([key]) => key !== 'id' && key !== 'isActive')
    .flatMap(([, nested]) => textsOf(nested));
};

const meetsFilter = (value: unknown, expected: string | number | boolean | FilterRange): boolean => {
  if (typeof expected !== 'object') return String(value) === String(expected);
  if (value === null || value === undefined) return false;
  const actual = value as string | number;
  const { gte, gt, lte, lt } = expected;
  return (
    (gte === undefined || actual >= gte) &&
    (gt === undefined || actual > gt) &&
    (lte === undefined || actual <= lte) &&
    (lt === undefined || actual < lt)
  );
};
