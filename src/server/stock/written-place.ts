import type { StockPlace } from '../../domain/supply/stock-places';
import { ApiFailure, type Db, tableOf } from '../../engine/server';
import { vaccineBatches } from '../../entities/vaccine-batches';
import { stockMovementsTable } from './movements-table';
import { nationalStore } from './national-store';
import { placesHolding } from './place-stock';

/** Said of a place given by half. */
export const halfPlaceMessage = 'Indique el tipo y el id del lugar, o ninguno';

/**
 * The place a discard, a count or an edit of a lot's vials is made at: the one named
 * (`placeType`, `placeId`), else the one place that holds the lot (the place of its latest
 * movement when no place holds the lot), else the store the lot was received in (the national store for
 * a lot stored before places).
 *
 * @example
 * await writtenPlace(db, 7, { placeType: 'center', placeId: 3 }) // { type: 'center', id: 3 }
 */
export const writtenPlace = async (
  db: Db,
  batchId: number,
  asked: { placeType?: StockPlace['type']; placeId?: number } = {},
): Promise<StockPlace> => {
  const { placeType, placeId } = asked;
  if (placeType !== undefined && placeId !== undefined) return { type: placeType, id: placeId };
  if (placeType !== undefined || placeId !== undefined) {
    throw new ApiFailure(400, halfPlaceMessage, { placeId: halfPlaceMessage });
  }
  const held = await placesHolding(db, batchId);
  const [only] = held;
  if (held.length === 1 && only) return { type: only.placeType, id: only.placeId };
  if (held.length === 0) {
    const latest = await db
      .selectFrom(stockMovementsTable)
      .select(['placeType', 'placeId'])
      .where('vaccineBatchId', '=', batchId)
      .orderBy('id', 'desc')
      .executeTakeFirst();
    if (latest) return { type: latest.placeType === 'center' ? 'center' : 'store', id: Number(latest.placeId) };
  }
  const batch = await db
    .selectFrom(tableOf(vaccineBatches))
    .select('storeOrgUnitId')
    .where('id', '=', batchId)
    .executeTakeFirst();
  const store = batch?.storeOrgUnitId;
  return store === null || store === undefined ? nationalStore(db) : { type: 'store', id: Number(store) };
};
