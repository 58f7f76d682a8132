import { type RawBuilder, sql } from 'kysely';
import type { AnyEntity } from '../../contract/entity';
import type { EntityRegistry } from '../../contract/registry';
import type { AuthUser } from '../auth/auth-guard';
import { inList } from '../lists/search-resolve';
import { tableOf } from '../schema/tables';
import { accessGrantsTable } from './access-grants';

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
  const parts: RawBuilder<unknown>[] = [];
  if (rule.center) {
    const [first = '', second] = rule.center.split('.');
    // The row is a place itself: its own account's, or under a unit (its unit as it is now, so a
    // place moved out of the scope is out of it, whatever the places found when the request began).
    if (first === 'id' && second === undefined)
      parts.push(inList(column('id'), scope.ownPlace ? [scope.ownPlace] : []));
    else if (second === undefined) parts.push(inList(column(first), scope.places));
    else {
      const field = entity.fields.find((candidate) => candidate.name === first);
      if (!field?.reference) throw new Error(`Scope of "${entity.name}": "${first}" is no reference`);
      const target = registry.get(field.reference.entity);
      parts.push(sql`${column(first)} IN (SELECT ${sql.ref('s.id')} FROM ${sql.table(tableOf(target))} AS ${sql.id('s')}
        WHERE ${inList(sql.ref(`s.${second}`), scope.places)})`);
    }
  }
  if (rule.unit) parts.push(inList(column(rule.unit), scope.units));
  if (rule.through && scope.places.length > 0) {
    const through = sql`${sql.table(tableOf(registry.get(rule.through.entity)))} AS ${sql.id('s')}`;
    const inScope = sql`${inList(sql.ref(`s.${rule.through.center}`), scope.places)} AND ${sql.ref('s.isActive')} = 1`;
    const field = sql.ref(`s.${rule.through.field}`);
    parts.push(
      options.form === 'row'
        ? sql`EXISTS (SELECT 1 FROM ${through} WHERE ${field} = ${column('id')} AND ${inScope})`
        : sql`${column('id')} IN (SELECT ${field} FROM ${through} WHERE ${inScope})`,
    );
  }
  if (rule.canGrant) {
    const at = (options.at ?? new Date()).toISOString();
    parts.push(sql`${column('id')} IN (SELECT ${sql.ref('g.rowId')} FROM ${sql.table(accessGrantsTable)} AS ${sql.id('g')}
      WHERE ${sql.ref('g.userId')} = ${user.id} AND ${sql.ref('g.entity')} = ${entity.name}
      AND ${sql.ref('g.expiresAt')} > ${at})`);
  }
  return parts.length === 0 ? sql`1 = 0` : sql`(${sql.join(parts, sql` OR `)})`;
};

/**
 * The scope of a list of the entity for the user (`ListOptions.scope`): its condition as a set
 * and row by row; undefined when every row is theirs.
 *
 * @example
 * const scope = listScopeOf({ registry, entity: patients, user });
 * await repository.listPageJson(patients, { ...list, scope }, paging);
 */
export const listScopeOf = (options: { registry: EntityRegistry; entity: AnyEntity; user: AuthUser }) => {
  const where = scopeCondition({ ...options, use: 'read' });
  const rowTest = scopeCondition({ ...options, use: 'read', form: 'row' });
  return where && rowTest ? { where, rowTest } : undefined;
};
