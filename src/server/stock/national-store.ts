import type { StockPlace } from '../../domain/supply/stock-places';
import { ApiFailure, type Db, tableOf } from '../../engine/server';
import { orgUnits } from '../../entities/org-units';

/** Said when stock would go to the national store and the network has no national unit. */
export const noNationalStoreMessage = 'La red no tiene una unidad nacional: cree una para recibir lotes en su almacén';

/**
 * The national unit's store, where a lot is received unless told otherwise and where the lot's
 * ledger writes (discards, counts) go without a place: the active national unit, else 409.
 *
 * @example
 * await nationalStore(db) // { type: 'store', id: 1 }
 */
export const nationalStore = async (db: Db): Promise<StockPlace> => {
  const unit = await db
    .selectFrom(tableOf(orgUnits))
    .select('id')
    .where('level', '=', 'national')
    .where('isActive', '=', 1)
    .orderBy('id')
    .executeTakeFirst();
  if (!unit) throw new ApiFailure(409, noNationalStoreMessage);
  return { type: 'store', id: Number(unit.id) };
};
