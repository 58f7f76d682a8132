import type { StockPlace } from '../../domain/supply/stock-places';
import { isPlaceInScope, isUnitInScope, type Scope } from '../../engine';
import { type Db, invalidData, tableOf } from '../../engine/server';
import { orgUnits } from '../../entities/org-units';
import { vaccinationCenters } from '../../entities/vaccination-centers';

/**
 * Whether a place is in a scope: a store by its unit, a centre by itself.
 *
 * @example
 * isStockPlaceInScope(user.scope, { type: 'store', id: 3 })
 */
export const isStockPlaceInScope = (scope: Scope, place: StockPlace) =>
  place.type === 'store' ? isUnitInScope(scope, place.id) : isPlaceInScope(scope, place.id);

/** Refuses (400, on `field`) a place that does not exist or was deleted. */
export const checkPlaceExists = async (db: Db, place: StockPlace, field: string) => {
  const table = place.type === 'store' ? tableOf(orgUnits) : tableOf(vaccinationCenters);
  const row = await db
    .selectFrom(table)
    .select('id')
    .where('id', '=', place.id)
    .where('isActive', '=', 1)
    .executeTakeFirst();
  if (!row) throw invalidData({ [field]: 'El lugar no existe' });
};
