import type { StockPlace } from '../../domain/supply/stock-places';
import type { Db } from '../../engine/server';
import { type PlaceStockRow, placeStockTable } from './place-stock-table';

/** A change of a lot's stock at a place: closed vials and open doses, signed, and a newly opened vial's time. */
export type PlaceStockChange = {
  batchId: number;
  place: StockPlace;
  vials: number;
  openDoses: number;
  openedAt?: string;
};

/**
 * Applies a change to a lot's stock at a place, in the caller's transaction. A change that
 * takes anything is one guarded update (`vials >= n`, `openDoses >= n`: concurrent takers queue
 * on the row and none takes below 0) and answers false when the place holds too little; a
 * change that only adds makes the place's row when it has none.
 *
 * @example
 * await changePlaceStock(db, { batchId: 7, place: { type: 'center', id: 3 }, vials: -1, openDoses: 10, openedAt });
 */
export const changePlaceStock = async (db: Db, change: PlaceStockChange): Promise<boolean> => {
  const { batchId, place, vials, openDoses, openedAt } = change;
  if (vials >= 0 && openDoses >= 0) {
    await db
      .insertInto(placeStockTable)
      .values({ vaccineBatchId: batchId, placeType: place.type, placeId: place.id, vials, openDoses, openedAt })
      .onConflict((conflict) =>
        conflict.columns(['placeType', 'placeId', 'vaccineBatchId']).doUpdateSet((eb) => ({
          vials: eb(`${placeStockTable}.vials`, '+', vials),
          openDoses: eb(`${placeStockTable}.openDoses`, '+', openDoses),
          ...(openedAt === undefined ? {} : { openedAt }),
        })),
      )
      .execute();
    return true;
  }
  const row = await db
    .updateTable(placeStockTable)
    .set((eb) => ({
      vials: eb('vials', '+', vials),
      openDoses: eb('openDoses', '+', openDoses),
      ...(openedAt === undefined ? {} : { openedAt }),
    }))
    .where('placeType', '=', place.type)
    .where('placeId', '=', place.id)
    .where('vaccineBatchId', '=', batchId)
    .where('vials', '>=', Math.max(0, -vials))
    .where('openDoses', '>=', Math.max(0, -openDoses))
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
};

/**
 * A lot's stock at a place (zeros when it never held the lot).
 *
 * @example
 * await placeStockOf(db, 7, { type: 'center', id: 3 }) // { vials: 4, openDoses: 7, openedAt: '2026-11-29T08:00:00.000Z' }
 */
export const placeStockOf = async (db: Db, batchId: number, place: StockPlace) => {
  const row = await db
    .selectFrom(placeStockTable)
    .select(['vials', 'openDoses', 'openedAt'])
    .where('placeType', '=', place.type)
    .where('placeId', '=', place.id)
    .where('vaccineBatchId', '=', batchId)
    .executeTakeFirst();
  return {
    vials: Number(row?.vials ?? 0),
    openDoses: Number(row?.openDoses ?? 0),
    openedAt: row?.openedAt === null || row?.openedAt === undefined ? null : String(row.openedAt),
  };
};

/**
 * Every place holding some of a lot (closed vials or open doses), in place order.
 *
 * @example
 * await placesHolding(db, 7) // [{ placeType: 'store', placeId: 1, vials: 90, openDoses: 0, … }]
 */
export const placesHolding = async (db: Db, batchId: number): Promise<PlaceStockRow[]> => {
  const rows = await db
    .selectFrom(placeStockTable)
    .selectAll()
    .where('vaccineBatchId', '=', batchId)
    .where((eb) => eb.or([eb('vials', '>', 0), eb('openDoses', '>', 0)]))
    .orderBy('placeType', 'desc')
    .orderBy('placeId')
    .execute();
  return rows.map((row) => ({
    id: Number(row.id),
    vaccineBatchId: Number(row.vaccineBatchId),
    placeType: row.placeType === 'center' ? 'center' : 'store',
    placeId: Number(row.placeId),
    vials: Number(row.vials),
    openDoses: Number(row.openDoses),
    openedAt: row.openedAt === null || row.openedAt === undefined ? null : String(row.openedAt),
  }));
};
