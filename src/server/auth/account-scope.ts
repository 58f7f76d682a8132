import type { Scope } from '../../engine';
import { type Db, tableOf } from '../../engine/server';
import { orgUnits } from '../../entities/org-units';
import { vaccinationCenters } from '../../entities/vaccination-centers';

/** Where an account is placed: a centre, an organisation unit, or neither (the whole network). */
export type AccountPlace = { vaccinationCenterId: number | null; orgUnitId: number | null };

/**
 * An account's part of the network: a centre alone; a unit, the units below it (a region's
 * districts) and every active centre of them; the whole network without a place. Two queries at
 * most, by index: the tree is three levels deep.
 *
 * @example
 * await scopeOf(db, { vaccinationCenterId: null, orgUnitId: 4 }) // { isAll: false, places: [1, 2], units: [4], ownUnit: 4 }
 */
export const scopeOf = async (db: Db, place: AccountPlace): Promise<Scope> => {
  if (place.vaccinationCenterId !== null) {
    return { isAll: false, places: [place.vaccinationCenterId], units: [], ownPlace: place.vaccinationCenterId };
  }
  if (place.orgUnitId === null) return { isAll: true };
  const unitId = place.orgUnitId;
  const below = await db
    .selectFrom(tableOf(orgUnits))
    .select('id')
    .where('isActive', '=', 1)
    .where((eb) =>
      eb.or([
        eb('id', '=', unitId),
        eb('parentId', '=', unitId),
        eb('parentId', 'in', eb.selectFrom(tableOf(orgUnits)).select('id').where('parentId', '=', unitId)),
      ]),
    )
    .execute();
  const units = below.map((unit) => Number(unit.id));
  const centers = await db
    .selectFrom(tableOf(vaccinationCenters))
    .select('id')
    .where('isActive', '=', 1)
    .where('orgUnitId', 'in', units.length > 0 ? units : [0])
    .execute();
  return { isAll: false, places: centers.map((center) => Number(center.id)), units, ownUnit: unitId };
};
