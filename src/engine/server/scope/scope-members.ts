import { sql } from 'kysely';
import type { AnyEntity } from '../../contract/entity';
import { tableOf } from '../schema/tables';
import { placeKeysView } from './place-keys';

/**
 * The scope index of an entity whose rows other rows bring into scope (a `through` rule: a
 * patient by their catchment centre and by every centre that gave them an active dose): one row
 * per row and place key (place-keys.ts) that holds it, with how many reasons hold it (`refs`),
 * the row's `isActive` and its default sort value. Kept by the database's triggers on every write
 * of the entity, of the rows that bring it in and of the tree; so a scope at any level reads its
 * rows under one key, in the list's default order, a deep page from the index alone (a district's
 * page 2,000 of 236,000 patients: an index range, not a test of every patient before it).
 */
export type ScopeMembers = {
  table: string;
  /** The entity's own table and centre column (a patient's catchment centre), if it has one. */
  own: { table: string; center?: string };
  /** The rows that bring a row in: their table, the column naming the row, and their centre. */
  through: { table: string; field: string; center: string };
  /** The column of the entity's default sort, copied as `sortKey`; undefined when it has none of its own. */
  sortField?: string;
};

/** The name of the trigger set's version: a change of the triggers is a new version, which rebuilds the rows. */
export const membersVersion = 'v1';

/**
 * The scope index of an entity, or undefined when no other rows bring its rows into scope.
 *
 * @example
 * scopeMembersOf(patients, entities)?.table // 'patients_places'
 */
export const scopeMembersOf = (entity: AnyEntity, entities: readonly AnyEntity[]): ScopeMembers | undefined => {
  const through = entity.scope?.through;
  if (!through) return undefined;
  const target = entities.find((candidate) => candidate.name === through.entity);
  if (!target) return undefined;
  const own = entity.scope?.center;
  const sortKey = entity.defaultSort?.key;
  const sortField = entity.fields.find((field) => field.name === sortKey && !field.reference && !field.isPrivate);
  return {
    table: `${tableOf(entity)}_places`,
    own: { table: tableOf(entity), ...(own && !own.includes('.') && own !== 'id' ? { center: own } : {}) },
    through: { table: tableOf(target), field: through.field, center: through.center },
    ...(sortField ? { sortField: sortField.name } : {}),
  };
};

/** The name of one of an index's triggers. */
export const memberTrigger = (members: ScopeMembers, name: string) => `${members.table}_${name}_${membersVersion}`;

/**
 * Every row of a scope index, computed from the entity, the rows that bring it in and the tree,
 * as `SELECT rowId, placeKey, refs, isActive, sortKey`: what the triggers keep, and what a
 * PostgreSQL `TRUNCATE` of those rows files again.
 */
export const membersSelect = (members: ScopeMembers) => {
  const { own, through } = members;
  const x = (name: string) => sql.ref(`x.${name}`);
  const k = (name: string) => sql.ref(`k.${name}`);
  const p = (name: string) => sql.ref(`p.${name}`);
  const reasons = [
    ...(own.center
      ? [
          sql`SELECT ${sql.ref('id')} AS ${sql.id('rowId')}, ${sql.ref(own.center)} AS ${sql.id('centerId')}
          FROM ${sql.table(own.table)} WHERE ${sql.ref(own.center)} IS NOT NULL`,
        ]
      : []),
    sql`SELECT ${sql.ref(through.field)}, ${sql.ref(through.center)} FROM ${sql.table(through.table)}
      WHERE ${sql.ref('isActive')} = 1 AND ${sql.ref(through.field)} IS NOT NULL AND ${sql.ref(through.center)} IS NOT NULL`,
  ];
  const sortKey = members.sortField ? sql`max(${p(members.sortField)})` : sql`NULL`;
  return sql<MemberRow>`SELECT ${x('rowId')} AS ${sql.id('rowId')}, ${k('placeKey')} AS ${sql.id('placeKey')},
    count(*) AS ${sql.id('refs')}, max(${p('isActive')}) AS ${sql.id('isActive')}, ${sortKey} AS ${sql.id('sortKey')}
    FROM (${sql.join(reasons, sql` UNION ALL `)}) AS ${sql.id('x')}
    JOIN ${sql.table(placeKeysView)} AS ${sql.id('k')} ON ${k('centerId')} = ${x('centerId')}
    JOIN ${sql.table(own.table)} AS ${sql.id('p')} ON ${p('id')} = ${x('rowId')}
    GROUP BY ${x('rowId')}, ${k('placeKey')}`;
};

/** A row of a scope index. */
export type MemberRow = { rowId: number; placeKey: number; refs: number; isActive: number; sortKey: unknown };

/** Fills a scope index from scratch. */
export const rebuildMembersSql = (members: ScopeMembers) =>
  sql`INSERT INTO ${sql.table(members.table)} (${sql.join(['rowId', 'placeKey', 'refs', 'isActive', 'sortKey'].map((name) => sql.id(name)))})
    ${membersSelect(members)}`;
