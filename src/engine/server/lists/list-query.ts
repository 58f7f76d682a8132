import type { RawBuilder } from 'kysely';
import type { AnyEntity, ListFilterConfig } from '../../contract/entity';
import { maxPageSize } from '../../paging';
import { maxStoredInteger } from '../../rules/limits';
import { invalidData } from '../api-error';
import { readId } from '../schema/ids';
import { type RangeFilter, rangeOperators, readEquality, readRangeBound } from './list-filters';

/** The most rows `?limit=` may ask for: a search box's page of options, not an export. */
export const maxListLimit = 500;

export { maxPageSize } from '../../paging';

export const defaultPageSize = 25;

export type SortOrder = 'asc' | 'desc';

/** Which active rows a list holds: the same in a paged and a whole-list answer. */
export type ListOptions = {
  /** Accent- and case-insensitive text searched in the entity's search keys. */
  q?: string;
  /** Equality filters by column of the entity's own table. */
  where?: Readonly<Record<string, string | number>>;
  /** Bounds on columns of the entity's own table. */
  ranges?: readonly RangeFilter[];
  /** Only these rows (a getMany). */
  ids?: readonly number[];
  /** Filters through a reference, as the entity's config declares them (`filters`), with the id each was given. */
  related?: readonly RelatedFilter[];
  /** Only the first rows by id, at most one page (whole-list answer only). */
  limit?: number;
  /** Only the rows of the caller's part of the network (scope-condition.ts). */
  scope?: ListScope;
};

/**
 * A list's scope, on the entity's table as `t0`: as a set (`where`) and tested row by row
 * (`rowTest`); and, where the entity's rule allows, the ways a list reads it from its own index
 * (scoped-page.ts).
 */
export type ListScope = {
  where: RawBuilder<unknown>;
  rowTest: RawBuilder<unknown>;
  /** The first rows found, for a list's probe (scope-condition.ts, `ScopeForm`). */
  probe: RawBuilder<unknown>;
  /** `SELECT id` of every active row in scope, from an index: a small scope drives its list from it. */
  rows?: RawBuilder<unknown>;
  /** `SELECT 1` per row of the scope, inactive ones too, from an index: counted to tell a small scope. */
  size?: RawBuilder<unknown>;
  /** A scope of one centre: its rows by the centre column, plainly (`t0.column = 3`), for the index (column, default sort). */
  place?: { column: string; where: RawBuilder<unknown> };
  /** The scope index (scope-members.ts) of the rows, in the entity's default order. */
  index?: { table: string; placeKey: number; sortField: string };
  /** Whether the user holds grants on rows of the entity: rows the scope index does not hold. */
  hasGrants: boolean;
};

/** A declared list filter (`?vaccineBatchId=4` of an ESAVI report) and its id. */
export type RelatedFilter = { filter: ListFilterConfig; id: number };

/** A list's order: `sort` is a GET-shape path such as `vaccineBatch.vaccine.vaccineName`. */
export type SortRequest = { sort: string; order: SortOrder };

/** One page of a sorted list. */
export type PageRequest = SortRequest & { page: number; pageSize: number };

export type ListQuery = { list: ListOptions; paging?: PageRequest };

const pagingKeys = ['page', 'pageSize', 'sort', 'order'] as const;

/**
 * The list options of a GET from its query string: `q` (words searched), filters, and either
 * paging (`page`, `pageSize`, `sort`, `order`: each one asks for a page) or `limit` (the
 * first 1 to 500 rows by id of a whole list). Filters: equality on boolean, reference, enum
 * and number fields (`?isChild=false`, `?countryId=3`), ranges on number, date and datetime
 * fields (`?expirationDate[gte]=2026-01-01`), `ids=1,2,3`, and the config's filters through a
 * reference (`?vaccineBatchId=4` of an ESAVI report). Other parameters are ignored;
 * a bad value answers 400 with a Spanish message per parameter.
 *
 * @example
 * listQuery(patients, { q: 'pena', isChild: 'false', page: '2' }, { canSort: (path) => path === 'lastname' })
 * // { list: { q: 'pena', where: { isChild: 0 }, ranges: [] }, paging: { page: 2, pageSize: 25, sort: 'lastname', order: 'asc' } }
 */
export const listQuery = (
  entity: AnyEntity,
  query: Readonly<Record<string, string>>,
  options: { canSort: (path: string) => boolean },
): ListQuery => {
  const errors: Record<string, string> = {};
  const list = readFilters(entity, query, errors);
  const isPaged = pagingKeys.some((key) => query[key] !== undefined);
  const paging = isPaged ? readPaging(entity, query, options.canSort, errors) : undefined;
  if (!isPaged && query.limit !== undefined) {
    const limit = /^\d{1,3}$/.test(query.limit) ? Number(query.limit) : 0;
    if (limit < 1 || limit > maxListLimit)
      errors.limit = `El límite debe ser un número entero entre 1 y ${maxListLimit}`;
    else list.limit = limit;
  }
  if (Object.keys(errors).length > 0) throw invalidData(errors);
  return { list, paging };
};

/**
 * The rows and order of a whole sorted list (an export): the list's filters and search, and
 * its `sort` and `order` (the entity's default sort when absent). Paging parameters and
 * `limit` are ignored; a bad value answers 400 like the list's.
 *
 * @example
 * sortedListQuery(patients, { q: 'pena', order: 'desc' }, { canSort: () => true })
 * // { list: { q: 'pena', where: {}, ranges: [] }, sort: { sort: 'lastname', order: 'desc' } }
 */
export const sortedListQuery = (
  entity: AnyEntity,
  query: Readonly<Record<string, string>>,
  options: { canSort: (path: string) => boolean },
): { list: ListOptions; sort: SortRequest } => {
  const errors: Record<string, string> = {};
  const list = readFilters(entity, query, errors);
  const sort = readSort(entity, query, options.canSort, errors);
  if (Object.keys(errors).length > 0) throw invalidData(errors);
  return { list, sort };
};

const readFilters = (entity: AnyEntity, query: Readonly<Record<string, string>>, errors: Record<string, string>) => {
  const where: Record<string, string | number> = {};
  const ranges: RangeFilter[] = [];
  for (const field of entity.fields) {
    if (field.isPrivate) continue;
    const text = query[field.name];
    const equality = text === undefined ? undefined : readEquality(field, text);
    if (equality && 'value' in equality) where[field.name] = equality.value;
    else if (equality) errors[field.name] = equality.problem;
    for (const operator of rangeOperators) {
      const key = `${field.name}[${operator}]`;
      const bound = query[key] === undefined ? undefined : readRangeBound(field, query[key]);
      if (bound && 'value' in bound) ranges.push({ field: field.name, operator, value: bound.value });
      else if (bound) errors[key] = bound.problem;
    }
  }
  const related: RelatedFilter[] = [];
  for (const filter of entity.filters ?? []) {
    const text = query[filter.name];
    if (text === undefined) continue;
    const reading = readId(text);
    if ('id' in reading) related.push({ filter, id: reading.id });
    else errors[filter.name] = `${filter.label}: debe ser un identificador numérico entre 1 y ${maxStoredInteger}`;
  }
  const list: ListOptions = { q: query.q, where, ranges, ...(related.length > 0 && { related }) };
  if (query.ids !== undefined) {
    const ids = query.ids.split(',').map((text) => readId(text.trim()));
    const valid = ids.flatMap((reading) => ('id' in reading ? [reading.id] : []));
    if (valid.length !== ids.length || ids.length > maxPageSize) {
      errors.ids = `Los identificadores deben ser entre 1 y ${maxPageSize} números separados por comas`;
    } else list.ids = [...new Set(valid)];
  }
  return list;
};

const readPaging = (
  entity: AnyEntity,
  query: Readonly<Record<string, string>>,
  canSort: (path: string) => boolean,
  errors: Record<string, string>,
): PageRequest => {
  const page = readWhole(query.page, 1);
  if (page === undefined || page < 1) errors.page = 'La página debe ser un número entero mayor o igual a 1';
  const pageSize = readWhole(query.pageSize, defaultPageSize);
  if (pageSize === undefined || pageSize < 1 || pageSize > maxPageSize) {
    errors.pageSize = `El tamaño de página debe ser un número entero entre 1 y ${maxPageSize}`;
  }
  return { page: page ?? 1, pageSize: pageSize ?? defaultPageSize, ...readSort(entity, query, canSort, errors) };
};

const readSort = (
  entity: AnyEntity,
  query: Readonly<Record<string, string>>,
  canSort: (path: string) => boolean,
  errors: Record<string, string>,
): SortRequest => {
  const fallback = entity.defaultSort && canSort(entity.defaultSort.key) ? entity.defaultSort : undefined;
  const sort = query.sort ?? fallback?.key ?? 'id';
  if (!canSort(sort)) errors.sort = `No se puede ordenar por «${sort}»`;
  const order = query.order ?? (query.sort === undefined ? fallback?.order : undefined) ?? 'asc';
  if (order !== 'asc' && order !== 'desc') errors.order = 'El orden debe ser asc o desc';
  return { sort, order: order === 'desc' ? 'desc' : 'asc' };
};

/** A whole number written in digits (at most 9), the fallback when absent, undefined when malformed. */
const readWhole = (text: string | undefined, fallback: number) => {
  if (text === undefined) return fallback;
  return /^\d{1,9}$/.test(text) ? Number(text) : undefined;
};
