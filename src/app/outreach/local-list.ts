import {
  type AnyEntity,
  type EntityRow,
  type ListFilter,
  type ListParams,
  type ListResult,
  normalizeSearch,
  searchFieldSeparator,
  searchKeysOf,
  searchWords,
} from '../../engine';

/**
 * A page of kept rows as the API would answer it, for reads without a network: the rows meeting
 * every filter (equality, or a `gte`/`gt`/`lte`/`lt` range) and containing every word of `q`
 * (the server's fold and words: `searchWords`), sorted by `sort` or the entity's default sort.
 * `ignored` names filters not applied (the dose form's "vials left" is only a warning offline).
 *
 * @example
 * localList(patients, keptPatients, { q: 'peña', page: 1, pageSize: 50 }) // { items: [...], total: 3 }
 */
export const localList = (
  entity: AnyEntity,
  rows: readonly EntityRow[],
  params: ListParams = {},
  ignored: ReadonlySet<string> = new Set(),
): ListResult => {
  const { page = 1, pageSize = 25, q = '', filter = {} } = params;
  const words = searchWords(q);
  const matching = rows.filter(
    (row) => row.isActive !== false && meetsFilter(row, filter, ignored) && hasWords(entity, row, words),
  );
  const sort = params.sort ?? entity.defaultSort?.key;
  const order = params.sort ? (params.order ?? 'asc') : (entity.defaultSort?.order ?? 'asc');
  const sorted = sort ? [...matching].sort((a, b) => compare(valueAt(a, sort), valueAt(b, sort), order)) : matching;
  return { items: sorted.slice((page - 1) * pageSize, page * pageSize), total: matching.length };
};

/**
 * A row's search text as the server builds it: its own search fields folded and joined by the
 * field separator, then the names of the rows it references that the entity searches in turn.
 */
export const searchTextOf = (entity: AnyEntity, row: EntityRow): string => {
  const { fields, references } = searchKeysOf(entity);
  const own = fields.map((field) => textOf(row[field.name]));
  const referenced = references.flatMap(({ reference }) => {
    const target = row[reference.as];
    if (typeof target !== 'object' || target === null) return [];
    return reference.pick.map((key) => textOf((target as Record<string, unknown>)[key]));
  });
  return normalizeSearch([...own, ...referenced].join(searchFieldSeparator));
};

const hasWords = (entity: AnyEntity, row: EntityRow, words: readonly string[]) => {
  if (words.length === 0) return true;
  const text = searchTextOf(entity, row);
  return words.every((word) => text.includes(word));
};

const textOf = (value: unknown) => (value === null || value === undefined ? '' : String(value));

const meetsFilter = (row: EntityRow, filter: ListFilter, ignored: ReadonlySet<string>) =>
  Object.entries(filter).every(([name, condition]) => {
    if (ignored.has(name)) return true;
    const value = row[name];
    if (typeof condition !== 'object') return sameValue(value, condition);
    if (value === null || value === undefined) return false;
    const { gte, gt, lte, lt } = condition;
    return (
      (gte === undefined || compare(value, gte, 'asc') >= 0) &&
      (gt === undefined || compare(value, gt, 'asc') > 0) &&
      (lte === undefined || compare(value, lte, 'asc') <= 0) &&
      (lt === undefined || compare(value, lt, 'asc') < 0)
    );
  });

/** Booleans may come back as 0/1 from one database and true/false from another. */
const sameValue = (value: unknown, expected: string | number | boolean) => {
  if (typeof expected === 'boolean') return Boolean(value) === expected;
  return String(value) === String(expected);
};

const valueAt = (row: EntityRow, path: string): unknown =>
  path
    .split('.')
    .reduce<unknown>(
      (value, key) =>
        typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined,
      row,
    );

/** Missing values last, numbers by value, text by Spanish collation. */
const compare = (a: unknown, b: unknown, order: 'asc' | 'desc'): number => {
  if (a === b) return 0;
  if (a === null || a === undefined) return 1;
  if (b === null || b === undefined) return -1;
  const sign = order === 'asc' ? 1 : -1;
  if (typeof a === 'number' && typeof b === 'number') return sign * (a - b);
  return sign * String(a).localeCompare(String(b), 'es');
};
