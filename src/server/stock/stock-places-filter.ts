import { type RawBuilder, sql } from 'kysely';
import type { PlaceStockQuery } from '../../domain/supply/place-stock';
import { isPlaceInScope, isUnitInScope, type Scope } from '../../engine';
import { type Db, invalidData, outsideScope, tableOf } from '../../engine/server';
import { orgUnits } from '../../entities/org-units';
import { vaccinationCenters } from '../../entities/vaccination-centers';

const bothMessage = 'Indique un centro o una unidad organizativa, no ambos';
const unknownUnitMessage = 'Debe seleccionar una unidad organizativa válida';

/**
 * The places a stock request reads: every place of the network, or some stores (by their
 * units' ids) and some centres (their ids, or a query of them).
 */
export type StockPlaces =
  | { isAll: true }
  | { isAll: false; stores: readonly number[]; centers: RawBuilder<unknown> | readonly number[] };

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

const isIdList = (ids: RawBuilder<unknown> | readonly number[]): ids is readonly number[] => Array.isArray(ids);
const listOf = (ids: RawBuilder<unknown> | readonly number[]) =>
  isIdList(ids) ? sql.join(ids.length > 0 ? ids : [0]) : ids;

/**
 * The places a stock request reads, within the caller's scope: one centre (`centerId`), a unit's
 * store with the stores and centres below it (`orgUnitId`), else every place of the scope (a
 * unit's stores and centres; a centre's own; the whole network without a scope). 403 for a
 * place outside the scope, 400 for both or an unknown unit.
 *
 * @example
 * await stockPlacesOf(db, { scope: user.scope, query: { orgUnitId: 3 } }) // { isAll: false, stores: [3], centers: SELECT … }
 */
export const stockPlacesOf = async (
  db: Db,
  { scope, query }: { scope: Scope; query: Pick<PlaceStockQuery, 'centerId' | 'orgUnitId'> },
): Promise<StockPlaces> => {
  const { centerId, orgUnitId } = query;
  if (centerId !== undefined && orgUnitId !== undefined) throw invalidData({ orgUnitId: bothMessage });
  if (centerId !== undefined) {
    if (!isPlaceInScope(scope, centerId)) throw outsideScope();
    return { isAll: false, stores: [], centers: [centerId] };
  }
  if (orgUnitId !== undefined) {
    if (!isUnitInScope(scope, orgUnitId)) throw outsideScope();
    const units = await unitsUnder(db, orgUnitId);
    if (!units.includes(orgUnitId)) throw invalidData({ orgUnitId: unknownUnitMessage });
    return { isAll: false, stores: units, centers: centersOfUnits(units) };
  }
  if (scope.isAll) return { isAll: true };
  return { isAll: false, stores: scope.units, centers: scope.places };
};

/**
 * The condition on rows held at places (their `placeType` and `placeId` under `alias`) of these
 * places; one centre's reads the index on (place, lot) as a plain equality.
 *
 * @example
 * sql`SELECT … FROM "place_stock" AS "s" WHERE ${atStockPlaces(places)}`
 */
export const atStockPlaces = (places: StockPlaces, alias = 's'): RawBuilder<unknown> => {
  if (places.isAll) return sql`1 = 1`;
  const [type, id] = [sql.ref(`${alias}.placeType`), sql.ref(`${alias}.placeId`)];
  const { stores, centers } = places;
  const [only, ...others] = isIdList(centers) ? centers : [];
  if (stores.length === 0 && only !== undefined && others.length === 0)
    return sql`(${type} = 'center' AND ${id} = ${only})`;
  return sql`((${type} = 'store' AND ${id} IN (${listOf(stores)})) OR (${type} = 'center' AND ${id} IN (${listOf(centers)})))`;
};

/**
 * The condition on a column naming a centre (a dose's, a count's) of the places' centres: the
 * whole network's too is a list of centres, which an index whose key goes on past the centre
 * (the counts' year, centre, month) reads a centre at a time.
 *
 * @example
 * sql`… WHERE ${ofStockCenters(places, sql.ref('dc.centerId'))}`
 */
export const ofStockCenters = (places: StockPlaces, column: RawBuilder<unknown>): RawBuilder<unknown> =>
  sql`${column} IN (${places.isAll ? sql`SELECT "id" FROM ${sql.table(tableOf(vaccinationCenters))}` : listOf(places.centers)})`;

/**
 * The condition on `place_stock` (alias `s`) of the places a stock request reads
 * ({@link stockPlacesOf}, {@link atStockPlaces}).
 *
 * @example
 * const where = await stockPlacesFilter(db, { scope: user.scope, query: { centerId: 3 } });
 */
export const stockPlacesFilter = async (
  db: Db,
  options: { scope: Scope; query: Pick<PlaceStockQuery, 'centerId' | 'orgUnitId'> },
): Promise<RawBuilder<unknown>> => atStockPlaces(await stockPlacesOf(db, options));
