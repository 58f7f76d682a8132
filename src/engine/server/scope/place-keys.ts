import { sql } from 'kysely';
import type { AnyEntity } from '../../contract/entity';
import type { Scope } from '../../scope';
import type { Store } from '../schema/database';
import { tableOf } from '../schema/tables';

/** The entities whose ids name a place of the network: a centre, and an organisation unit. */
export const placeEntities = { center: 'vaccination-centers', unit: 'org-units' } as const;

/**
 * The view of every key that places a centre in the network, `(centerId, placeKey)`: the centre
 * itself (its id), its unit (minus the unit's id) and that unit's parent (a district's region).
 * A row brought into scope by a centre is filed under each of them (scope-members.ts), so that
 * a scope, whatever its level, reads its rows under one key. The national unit has no key: its
 * scope is the whole network.
 */
export const placeKeysView = 'scope_place_keys';

/**
 * The one key under which a scope's rows are filed: its centre's id, or minus its unit's;
 * undefined for the whole network.
 *
 * @example
 * placeKeyOf({ isAll: false, places: [3], units: [], ownPlace: 3 }) // 3
 * placeKeyOf({ isAll: false, places: [3, 4], units: [7, 8], ownUnit: 7 }) // -7
 */
export const placeKeyOf = (scope: Scope): number | undefined => {
  if (scope.isAll) return undefined;
  if (scope.ownPlace !== undefined) return scope.ownPlace;
  return scope.ownUnit === undefined ? undefined : -scope.ownUnit;
};

/** The tables and columns of the network's tree, from the places' configs. */
export const networkTables = (entities: readonly AnyEntity[]) => {
  const find = (name: string) => entities.find((entity) => entity.name === name);
  const [center, unit] = [find(placeEntities.center), find(placeEntities.unit)];
  const [centerUnit, unitParent] = [center?.scope?.unit, unit?.scope?.unit];
  if (!center || !unit || !centerUnit || !unitParent) return undefined;
  return { centers: tableOf(center), centerUnit, units: tableOf(unit), unitParent };
};

/** Creates (or replaces) the view of the places' keys. */
export const syncPlaceKeysView = async (store: Store, network: NonNullable<ReturnType<typeof networkTables>>) => {
  const [c, u] = [(name: string) => sql.ref(`c.${name}`), (name: string) => sql.ref(`u.${name}`)];
  const centers = sql`${sql.table(network.centers)} AS ${sql.id('c')}`;
  const body = sql`SELECT ${c('id')} AS ${sql.id('centerId')}, ${c('id')} AS ${sql.id('placeKey')} FROM ${centers}
    UNION ALL SELECT ${c('id')}, -${c(network.centerUnit)} FROM ${centers} WHERE ${c(network.centerUnit)} IS NOT NULL
    UNION ALL SELECT ${c('id')}, -${u(network.unitParent)} FROM ${centers}
      JOIN ${sql.table(network.units)} AS ${sql.id('u')} ON ${u('id')} = ${c(network.centerUnit)}
      WHERE ${u(network.unitParent)} IS NOT NULL`;
  if (store.dialect.name === 'postgres') {
    await sql`CREATE OR REPLACE VIEW ${sql.table(placeKeysView)} AS ${body}`.execute(store.db);
    return;
  }
  await sql`DROP VIEW IF EXISTS ${sql.table(placeKeysView)}`.execute(store.db);
  await sql`CREATE VIEW ${sql.table(placeKeysView)} AS ${body}`.execute(store.db);
};
