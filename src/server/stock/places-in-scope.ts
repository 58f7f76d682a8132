import { type RawBuilder, sql } from 'kysely';
import type { Scope } from '../../engine';

/** A list of ids for `IN (…)`: never empty, so no row matches an empty one. */
export const idList = (values: readonly number[]) => sql.join(values.length > 0 ? values : [0]);

/**
 * The condition that one of a row's places is in the scope: each place its `<prefix>Type` and
 * `<prefix>Id` columns (a store by its unit, a centre by itself); always true for the whole network.
 *
 * @example
 * sql`SELECT … FROM "stock_transfers" AS t WHERE ${anyPlaceInScope(user.scope, ['t.fromPlace', 't.toPlace'])}`
 */
export const anyPlaceInScope = (scope: Scope, prefixes: readonly string[]): RawBuilder<unknown> => {
  if (scope.isAll) return sql`1 = 1`;
  const at = (prefix: string) => {
    const [type, id] = [sql.ref(`${prefix}Type`), sql.ref(`${prefix}Id`)];
    return sql`((${type} = 'store' AND ${id} IN (${idList(scope.units)})) OR (${type} = 'center' AND ${id} IN (${idList(scope.places)})))`;
  };
  return sql`(${sql.join(prefixes.map(at), sql` OR `)})`;
};
