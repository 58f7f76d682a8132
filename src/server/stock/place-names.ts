import type { PlaceType } from '../../domain/supply/stock-places';
import { type Db, tableOf } from '../../engine/server';
import { orgUnits } from '../../entities/org-units';
import { vaccinationCenters } from '../../entities/vaccination-centers';

/** A place's key in {@link placeNamesOf}'s map. */
export const placeKey = (type: PlaceType, id: number) => `${type}:${id}`;

/**
 * The names of places, read by primary key: a store's is its unit's, a centre's its own.
 *
 * @example
 * (await placeNamesOf(db, [{ type: 'store', id: 1 }])).get('store:1') // 'Red Nacional de Salud'
 */
export const placeNamesOf = async (
  db: Db,
  places: readonly { type: PlaceType; id: number }[],
): Promise<Map<string, string>> => {
  const ids = (type: PlaceType) => [...new Set(places.filter((place) => place.type === type).map(({ id }) => id))];
  const [stores, centers] = [ids('store'), ids('center')];
  const [units, centerRows] = await Promise.all([
    stores.length === 0
      ? []
      : db.selectFrom(tableOf(orgUnits)).select(['id', 'name']).where('id', 'in', stores).execute(),
    centers.length === 0
      ? []
      : db
          .selectFrom(tableOf(vaccinationCenters))
          .select(['id', 'centerName as name'])
          .where('id', 'in', centers)
          .execute(),
  ]);
  return new Map([
    ...units.map((row) => [placeKey('store', Number(row.id)), String(row.name ?? '')] as const),
    ...centerRows.map((row) => [placeKey('center', Number(row.id)), String(row.name ?? '')] as const),
  ]);
};
