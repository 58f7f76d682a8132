import { type RawBuilder, sql } from 'kysely';
import type { PlaceStockQuery } from '../../domain/supply/place-stock';
import { isPlaceInScope, isUnitInScope, type Scope } from '../../engine';
import { type Db, invalidData, outsideScope, tableOf } from '../../engine/server';
import { orgUnits } from '../../entities/org-units';
import { vaccinationCenters } from '../../entities/vaccination-centers';

const bothMessage = 'Indique un centro o una unidad organizativa, no ambos';
const unknownUnitMessage = 'Debe seleccionar una unidad organizativa válida';

/** The unit and the units below it (the tree is three levels deep), active or not. */
const unitsUnder = async (db: Db, unitId: number) => {
  const rows = await db
    .selectFrom(tableOf(orgUnits))
    .select('id')
    .where((eb) =>
      eb.or([
        eb('id', '=', unitId),
        eb('parentId', '=', unitId),
        eb('parentId', 'in', eb.selectFrom(tableOf(orgUnits)).select('id').where('parentId', '=', unitId)),
      ]),
    )
    .execute();
  return rows.map((row) => Number(row.id));
};

const centersOfUnits = (units: readonly number[]) =>
  sql`SELECT "id" FROM ${sql.table(tableOf(vaccinationCenters))} WHERE "orgUnitId" IN (${sql.join(units.length > 0 ? units : [0])})`;

/** Rows of `place_stock` (alias `s`) at these stores and centres. */
const atPlaces = (stores: readonly number[], centers: RawBuilder<unknown> | readonly number[]) =>
  sql`(("s"."placeType" = 'store' AND "s"."placeId" IN (${sql.join(stores.length > 0 ? stores : [0])}))
    OR ("s"."placeType" = 'center' AND "s"."placeId" IN (${Array.isArray(centers) ? sql.join(centers.length > 0 ? centers : [0]) : centers})))`;

/**
 * The condition on `place_stock` (alias `s`) of the places a stock request reads, within the
 * caller's scope: one centre (`centerId`), a unit's store with the stores and centres below it
 * (`orgUnitId`), else every place of the scope (a unit's stores and centres; a centre's own; the
 * whole network without a scope). 403 for a place outside the scope, 400 for both or an unknown unit.
 *
 * @example
 * const where = await stockPlacesFilter(db, { scope: user.scope, query: { centerId: 3 } });
 */
export const stockPlacesFilter = async (
  db: Db,
  { scope, query }: { scope: Scope; query: Pick<PlaceStockQuery, 'centerId' | 'orgUnitId'> },
): Promise<RawBuilder<unknown>> => {
  const { centerId, orgUnitId } = query;
  if (centerId !== undefined && orgUnitId !== undefined) throw invalidData({ orgUnitId: bothMessage });
  if (centerId !== undefined) {
    if (!isPlaceInScope(scope, centerId)) throw outsideScope();
    return sql`("s"."placeType" = 'center' AND "s"."placeId" = ${centerId})`;
  }
  if (orgUnitId !== undefined) {
    if (!isUnitInScope(scope, orgUnitId)) throw outsideScope();
    const units = await unitsUnder(db, orgUnitId);
    if (!units.includes(orgUnitId)) throw invalidData({ orgUnitId: unknownUnitMessage });
    return atPlaces(units, centersOfUnits(units));
  }
  if (scope.isAll) return sql`1 = 1`;
  return atPlaces(scope.units, scope.places);
};
