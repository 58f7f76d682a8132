import { type RawBuilder, sql } from 'kysely';
import type { AnyEntity } from '../../contract/entity';
import type { EntityRegistry } from '../../contract/registry';
import type { AuthUser } from '../auth/auth-guard';
import type { ListScope } from '../lists/list-query';
import { inList } from '../lists/search-resolve';
import { tableOf } from '../schema/tables';
import { placeKeyOf } from './place-keys';
import { scopeMembersOf } from './scope-members';

/**
 * How a scope condition reads: `set`, each part a set read once (a count, one row); `row`, each
 * row tested on its own, its columns kept off their indexes (a walk of a sort index); `probe`,
 * the first rows found (a list's probe, paged-list.ts): columns by their indexes, the rows that
 * bring a row in tested per row, so that no set of 200,000 patients is read before the first.
 */
export type ScopeForm = 'set' | 'row' | 'probe';
// A one-row check by id (a record, a write) reads `probe`: as `set`, SQLite first read the busiest
// centre's 200,000 patients into a list to test one (dose registration: p99 19 ms to 3.6 s).

/** What a scope condition is for: reading rows (a rule may let every user read), or writing one. */
export type ScopeUse = 'read' | 'write';

/**
 * The SQL condition on the entity's table (as `alias`) that holds for the rows of the user's
 * part of the network, by the entity's `scope` rule (entity-scope.ts): undefined when every row
 * is theirs (a user of the whole network; an entity without a rule, read; a rule read by all).
 * An entity without a rule is written by users of the whole network only: `1 = 0` for the others.
 * Each part reads an index: the centre or unit column, the rows that bring it in (a patient's
 * doses by centre), the user's unexpired grants.
 *
 * @example
 * scopeCondition({ registry, entity: appliedDoses, user, use: 'read' }) // t0.vaccinationCenterId IN (3, 4)
 */
export const scopeCondition = (options: {
  registry: EntityRegistry;
  entity: AnyEntity;
  user: AuthUser;
  use: ScopeUse;
  alias?: string;
  /** `probe` by default, what a read of one row or a few needs (`ScopeForm`). */
  form?: ScopeForm;
}): RawBuilder<unknown> | undefined => {
  const { registry, entity, user, use } = options;
  const { scope } = user;
  const alias = options.alias ?? 't0';
  if (scope.isAll) return undefined;
  const rule = entity.scope;
  if (!rule) return use === 'read' ? undefined : sql`1 = 0`;
  if (rule.isReadByAll && use === 'read') return undefined;
  const column = (name: string) => sql.ref(`${alias}.${name}`);
  // Tested row by row, a column is written `+column`: the same value, but no index of its own, so
  // a walk of a sort index tests it per row instead of reading every row of the scope and sorting.
  const tested = (name: string) => (options.form === 'row' ? sql`+${column(name)}` : column(name));
  const parts: RawBuilder<unknown>[] = [];
  if (rule.center && !(rule.through && membersOf(options))) {
    const [first = '', second] = rule.center.split('.');
    // The row is a place itself: its own account's, or under a unit (its unit as it is now, so a
    // place moved out of the scope is out of it, whatever the places found when the request began).
    if (first === 'id' && second === undefined)
      parts.push(inList(column('id'), scope.ownPlace ? [scope.ownPlace] : []));
    else if (second === undefined) parts.push(inList(tested(first), scope.places));
    else {
      const field = entity.fields.find((candidate) => candidate.name === first);
      if (!field?.reference) throw new Error(`Scope of "${entity.name}": "${first}" is no reference`);
      const target = registry.get(field.reference.entity);
      const targetRows = sql`${sql.table(tableOf(target))} AS ${sql.id('s')}`;
      const atPlace = inList(sql.ref(`s.${second}`), scope.places);
      parts.push(
        options.form === 'set'
          ? sql`${column(first)} IN (SELECT ${sql.ref('s.id')} FROM ${targetRows} WHERE ${atPlace})`
          : sql`EXISTS (SELECT 1 FROM ${targetRows} WHERE ${sql.ref('s.id')} = ${column(first)} AND ${atPlace})`,
      );
    }
  }
  if (rule.unit) parts.push(inList(tested(rule.unit), scope.units));
  if (rule.parent) {
    const part = parentPart(options, alias, rule.parent);
    if (part === undefined) return undefined;
    parts.push(part);
  }
  if (rule.through && scope.places.length > 0) parts.push(throughPart(options, alias));
  const granted = rule.canGrant ? grantedIds(options) : [];
  if (granted.length > 0) parts.push(inList(column('id'), granted));
  return parts.length === 0 ? sql`1 = 0` : sql`(${sql.join(parts, sql` OR `)})`;
};

type ConditionOptions = Parameters<typeof scopeCondition>[0];

/** The scope index of the entity and the user's key in it, when both exist (scope-members.ts). */
const membersOf = (options: ConditionOptions) => {
  const members = scopeMembersOf(options.entity, options.registry.all);
  const placeKey = placeKeyOf(options.user.scope);
  return members && placeKey !== undefined ? { members, placeKey } : undefined;
};

/**
 * The rows other rows bring into scope (a patient by their doses, and by their own centre): read
 * under the user's key in the scope index; without one, from those rows' centres.
 */
const throughPart = (options: ConditionOptions, alias: string) => {
  const { registry, entity, user } = options;
  const id = sql.ref(`${alias}.id`);
  const indexed = membersOf(options);
  if (indexed) {
    const table = sql`${sql.table(indexed.members.table)} AS ${sql.id('m')}`;
    const key = sql`${sql.ref('m.placeKey')} = ${indexed.placeKey}`;
    return options.form !== 'set'
      ? sql`EXISTS (SELECT 1 FROM ${table} WHERE ${sql.ref('m.rowId')} = ${id} AND ${key})`
      : sql`${id} IN (SELECT ${sql.ref('m.rowId')} FROM ${table} WHERE ${key})`;
  }
  const through = entity.scope?.through;
  if (!through || user.scope.isAll) return sql`1 = 0`;
  const table = sql`${sql.table(tableOf(registry.get(through.entity)))} AS ${sql.id('s')}`;
  const inScope = sql`${inList(sql.ref(`s.${through.center}`), user.scope.places)} AND ${sql.ref('s.isActive')} = 1`;
  const field = sql.ref(`s.${through.field}`);
  return options.form !== 'set'
    ? sql`EXISTS (SELECT 1 FROM ${table} WHERE ${field} = ${id} AND ${inScope})`
    : sql`${id} IN (SELECT ${field} FROM ${table} WHERE ${inScope})`;
};

/**
 * The rows whose parent (the row their reference `field` names) is in the user's scope, by the
 * parent entity's rule, tested per parent row; undefined when every parent row is theirs.
 */
const parentPart = (options: ConditionOptions, alias: string, field: string) => {
  const { entity, registry } = options;
  const reference = entity.fields.find((candidate) => candidate.name === field)?.reference;
  if (!reference) throw new Error(`Scope of "${entity.name}": "${field}" is no reference`);
  const parent = registry.get(reference.entity);
  const parentAlias = `${alias}_parent`;
  const inScope = scopeCondition({ ...options, entity: parent, alias: parentAlias, form: 'probe' });
  if (inScope === undefined) return undefined;
  const parentRows = sql`${sql.table(tableOf(parent))} AS ${sql.id(parentAlias)}`;
  const [parentId, column] = [sql.ref(`${parentAlias}.id`), sql.ref(`${alias}.${field}`)];
  return options.form === 'set'
    ? sql`${column} IN (SELECT ${parentId} FROM ${parentRows} WHERE ${inScope})`
    : sql`EXISTS (SELECT 1 FROM ${parentRows} WHERE ${parentId} = ${column} AND ${inScope})`;
};

/** The ids of the rows of the entity the user holds an unexpired grant on (read with their account). */
const grantedIds = (options: ConditionOptions): readonly number[] => {
  const { scope } = options.user;
  return scope.isAll ? [] : (scope.granted?.[options.entity.name] ?? []);
};

/**
 * How a list reads the user's scope from an index: `rows`, `SELECT id` of every active row in it
 * with the rows granted to them, none twice; `size`, `SELECT 1` per row of the scope, cheap to
 * count (inactive rows included: it only tells a small scope from a large one); and `place`,
 * for a scope of one centre, its rows by the centre column as a plain, indexed condition.
 * Undefined for a rule read otherwise.
 */
const scopeReads = (options: ConditionOptions) => {
  const { entity, user } = options;
  const rule = entity.scope;
  if (!rule || user.scope.isAll) return undefined;
  const indexed = membersOf(options);
  if (indexed) {
    const members = sql`${sql.table(indexed.members.table)} AS ${sql.id('m')}`;
    const inScope = sql`${sql.ref('m.placeKey')} = ${indexed.placeKey}`;
    const ids = grantedIds(options);
    const granted =
      ids.length > 0
        ? sql` UNION ALL SELECT ${sql.ref('p.id')} FROM ${sql.table(tableOf(entity))} AS ${sql.id('p')}
          WHERE ${inList(sql.ref('p.id'), ids)} AND ${sql.ref('p.isActive')} = 1
          AND NOT EXISTS (SELECT 1 FROM ${members} WHERE ${sql.ref('m.rowId')} = ${sql.ref('p.id')} AND ${inScope})`
        : sql``;
    return {
      rows: sql`SELECT ${sql.ref('m.rowId')} AS ${sql.id('id')} FROM ${members}
        WHERE ${inScope} AND ${sql.ref('m.isActive')} = 1${granted}`,
      size: sql`SELECT 1 AS ${sql.id('one')} FROM ${members} WHERE ${inScope}`,
    };
  }
  const center = rule.center;
  if (rule.through || rule.unit || rule.canGrant || !center || center === 'id' || center.includes('.'))
    return undefined;
  const [only] = user.scope.places;
  return {
    rows: sql`SELECT ${sql.ref('s.id')} AS ${sql.id('id')} FROM ${sql.table(tableOf(entity))} AS ${sql.id('s')}
      WHERE ${inList(sql.ref(`s.${center}`), user.scope.places)} AND ${sql.ref('s.isActive')} = 1`,
    size: sql`SELECT 1 AS ${sql.id('one')} FROM ${sql.table(tableOf(entity))} AS ${sql.id('s')}
      WHERE ${inList(sql.ref(`s.${center}`), user.scope.places)}`,
    ...(user.scope.places.length === 1 && only !== undefined
      ? { place: { column: center, where: sql`${sql.ref(`t0.${center}`)} = ${sql.lit(only)}` } }
      : {}),
  };
};

/**
 * The scope of a list of the entity for the user (`ListOptions.scope`): its condition as a set
 * and row by row; undefined when every row is theirs.
 *
 * @example
 * const scope = listScopeOf({ registry, entity: patients, user });
 * await repository.listPageJson(patients, { ...list, scope }, paging);
 */
export const listScopeOf = (options: {
  registry: EntityRegistry;
  entity: AnyEntity;
  user: AuthUser;
}): ListScope | undefined => {
  const where = scopeCondition({ ...options, use: 'read', form: 'set' });
  const rowTest = scopeCondition({ ...options, use: 'read', form: 'row' });
  const probe = scopeCondition({ ...options, use: 'read', form: 'probe' });
  if (!where || !rowTest || !probe) return undefined;
  const read = { ...options, use: 'read' as const };
  const reads = scopeReads(read);
  const indexed = membersOf(read);
  const sortField = indexed?.members.sortField;
  return {
    where,
    rowTest,
    probe,
    ...reads,
    ...(indexed && sortField ? { index: { table: indexed.members.table, placeKey: indexed.placeKey, sortField } } : {}),
    hasGrants: grantedIds(read).length > 0,
  };
};
