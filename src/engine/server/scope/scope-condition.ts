import { type RawBuilder, sql } from 'kysely';
import type { AnyEntity } from '../../contract/entity';
import type { EntityRegistry } from '../../contract/registry';
import type { AuthUser } from '../auth/auth-guard';
import type { ListScope } from '../lists/list-query';
import { inList } from '../lists/search-resolve';
import { tableOf } from '../schema/tables';
import { accessGrantsTable } from './access-grants';
import { placeKeyOf } from './place-keys';
import { scopeMembersOf } from './scope-members';

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
  /** The moment grants must outlast (now). */
  at?: Date;
  /**
   * `set` (the default): the rows that bring a row in are read once, as a set (a probe, a count);
   * `row`: each row looks for them by its own index (a walk of a sort index, testing row by row).
   */
  form?: 'set' | 'row';
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
      parts.push(sql`${column(first)} IN (SELECT ${sql.ref('s.id')} FROM ${sql.table(tableOf(target))} AS ${sql.id('s')}
        WHERE ${inList(sql.ref(`s.${second}`), scope.places)})`);
    }
  }
  if (rule.unit) parts.push(inList(tested(rule.unit), scope.units));
  if (rule.through && scope.places.length > 0) parts.push(throughPart(options, alias));
  if (rule.canGrant) parts.push(sql`${column('id')} IN (${grantedRows(options)})`);
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
    return options.form === 'row'
      ? sql`EXISTS (SELECT 1 FROM ${table} WHERE ${sql.ref('m.rowId')} = ${id} AND ${key})`
      : sql`${id} IN (SELECT ${sql.ref('m.rowId')} FROM ${table} WHERE ${key})`;
  }
  const through = entity.scope?.through;
  if (!through || user.scope.isAll) return sql`1 = 0`;
  const table = sql`${sql.table(tableOf(registry.get(through.entity)))} AS ${sql.id('s')}`;
  const inScope = sql`${inList(sql.ref(`s.${through.center}`), user.scope.places)} AND ${sql.ref('s.isActive')} = 1`;
  const field = sql.ref(`s.${through.field}`);
  return options.form === 'row'
    ? sql`EXISTS (SELECT 1 FROM ${table} WHERE ${field} = ${id} AND ${inScope})`
    : sql`${id} IN (SELECT ${field} FROM ${table} WHERE ${inScope})`;
};

/** `SELECT rowId` of the user's unexpired grants on rows of the entity. */
const grantedRows = (options: ConditionOptions) => {
  const at = (options.at ?? new Date()).toISOString();
  return sql`SELECT ${sql.ref('g.rowId')} FROM ${sql.table(accessGrantsTable)} AS ${sql.id('g')}
    WHERE ${sql.ref('g.userId')} = ${options.user.id} AND ${sql.ref('g.entity')} = ${options.entity.name}
    AND ${sql.ref('g.expiresAt')} > ${at}`;
};

/**
 * `SELECT id` of every active row of the user's scope, read from an index (the scope index, or
 * the rows' own centre column) with the rows granted to them; undefined for a rule read otherwise.
 */
const scopeRows = (options: ConditionOptions): RawBuilder<unknown> | undefined => {
  const { entity, user } = options;
  const rule = entity.scope;
  if (!rule || user.scope.isAll) return undefined;
  const granted = rule.canGrant
    ? sql` UNION SELECT ${sql.ref('r.rowId')} FROM (${grantedRows(options)}) AS ${sql.id('r')}`
    : sql``;
  const indexed = membersOf(options);
  if (indexed) {
    return sql`SELECT ${sql.ref('m.rowId')} AS ${sql.id('id')} FROM ${sql.table(indexed.members.table)} AS ${sql.id('m')}
      WHERE ${sql.ref('m.placeKey')} = ${indexed.placeKey} AND ${sql.ref('m.isActive')} = 1${granted}`;
  }
  const center = rule.center;
  if (rule.through || rule.unit || !center || center === 'id' || center.includes('.')) return undefined;
  return sql`SELECT ${sql.ref('s.id')} AS ${sql.id('id')} FROM ${sql.table(tableOf(entity))} AS ${sql.id('s')}
    WHERE ${inList(sql.ref(`s.${center}`), user.scope.places)} AND ${sql.ref('s.isActive')} = 1${granted}`;
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
  const where = scopeCondition({ ...options, use: 'read' });
  const rowTest = scopeCondition({ ...options, use: 'read', form: 'row' });
  if (!where || !rowTest) return undefined;
  const read = { ...options, use: 'read' as const };
  const rows = scopeRows(read);
  const indexed = membersOf(read);
  const sortField = indexed?.members.sortField;
  return {
    where,
    rowTest,
    ...(rows ? { rows } : {}),
    ...(indexed && sortField ? { index: { table: indexed.members.table, placeKey: indexed.placeKey, sortField } } : {}),
    ...(options.entity.scope?.canGrant ? { grants: sql`${grantedRows(read)} LIMIT 1` } : {}),
  };
};
