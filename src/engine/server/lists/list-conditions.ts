import { type RawBuilder, sql } from 'kysely';
import { searchWords } from '../../search';
import type { ListOptions } from './list-query';

const comparisons = { gte: sql`>=`, gt: sql`>`, lte: sql`<=`, lt: sql`<` } as const;

/**
 * The conditions of a list's filters on the entity's own table (alias `t0`): equality,
 * ranges and ids. Values are parameters; column names come from the entity's config.
 * `isIndexFree` writes each filtered column as `+t0.column`, which SQLite reads the same but
 * never through an index of its own: a walk of a sort index then tests the filter row by row
 * instead of reading every row of a common value and sorting them (a SQLite without
 * statistics takes any equality on an indexed column for a rare one).
 *
 * @example
 * ownConditions({ where: { isChild: 0 }, ranges: [{ field: 'age', operator: 'gte', value: 18 }] })
 * // [t0.isChild = 0, t0.age >= 18]
 */
export const ownConditions = (
  list: ListOptions,
  options: { isIndexFree?: boolean; scopeForm?: 'where' | 'rowTest' | 'probe' } = {},
): RawBuilder<unknown>[] => {
  const column = (name: string) => (options.isIndexFree ? sql`+${sql.ref(`t0.${name}`)}` : sql.ref(`t0.${name}`));
  const parts: RawBuilder<unknown>[] = [];
  for (const [name, value] of Object.entries(list.where ?? {})) {
    parts.push(sql`${column(name)} = ${value}`);
  }
  for (const range of list.ranges ?? []) {
    parts.push(sql`${column(range.field)} ${comparisons[range.operator]} ${range.value}`);
  }
  if (list.ids !== undefined) {
    parts.push(
      list.ids.length > 0 ? sql`${sql.ref('t0.id')} IN (${sql.join(list.ids.map((id) => sql`${id}`))})` : sql`1 = 0`,
    );
  }
  if (list.scope) parts.push(list.scope[options.scopeForm ?? 'where']);
  return parts;
};

/**
 * Whether a list is every active row (no search, no filter): its total is then the table's
 * row counter, and a nested sort may start from the target's index.
 *
 * @example
 * isWholeTable({ q: '  ' }) // true
 * isWholeTable({ where: { isChild: 0 } }) // false
 */
export const isWholeTable = (list: ListOptions) =>
  searchWords(list.q ?? '').length === 0 &&
  Object.keys(list.where ?? {}).length === 0 &&
  (list.ranges ?? []).length === 0 &&
  list.ids === undefined &&
  (list.related ?? []).length === 0 &&
  list.scope === undefined;
