import { type Db, tableOf } from '../../engine/server';
import { vaccinationCenters } from '../../entities/vaccination-centers';
import { moveStock } from './ledger';
import { placeStockTable } from './place-stock-table';

/** The note of the demo's deliveries from the national store to its centres. */
export const demoDeliveryNote = 'Distribución inicial de la demostración';

/**
 * The demo's stock at its centres: each active centre receives, from the national store, a share
 * of every lot the store holds (a third of its vials split between the centres, at most 20 each),
 * as a delivered transfer's movements, so that each demo vaccinator registers doses from their
 * centre's fridge and the national store keeps the rest.
 *
 * @example
 * await placeDemoStock(db, 1); // after the demo's ledgers are opened at the national store
 */
export const placeDemoStock = async (db: Db, store: number) => {
  const centers = await db
    .selectFrom(tableOf(vaccinationCenters))
    .select('id')
    .where('isActive', '=', 1)
    .orderBy('id')
    .execute();
  if (centers.length === 0) return;
  const held = await db
    .selectFrom(placeStockTable)
    .select(['vaccineBatchId', 'vials'])
    .where('placeType', '=', 'store')
    .where('placeId', '=', store)
    .where('vials', '>', 0)
    .orderBy('vaccineBatchId')
    .execute();
  for (const row of held) {
    const share = Math.min(20, Math.floor(Number(row.vials) / 3 / centers.length));
    if (share === 0) continue;
    const batchId = Number(row.vaccineBatchId);
    for (const center of centers) {
      const movement = { batchId, userId: null, note: demoDeliveryNote };
      await moveStock(db, { ...movement, kind: 'transfer-out', place: { type: 'store', id: store }, vials: -share });
      await moveStock(db, {
        ...movement,
        kind: 'transfer-in',
        place: { type: 'center', id: Number(center.id) },
        vials: share,
      });
    }
  }
};
