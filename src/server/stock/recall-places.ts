import type { RecalledPlace, StockMovement } from '../../domain/stock-movements';
import type { Db } from '../../engine/server';
import { moveStock } from './ledger';
import { placeKey, placeNamesOf } from './place-names';
import { placesHolding } from './place-stock';

/**
 * A recalled lot's stock discarded at every place that holds some, its closed vials and its open
 * doses alike, one `discard` movement (`recalled`) per place. Answers the last movement and each
 * place's discards, in place order.
 *
 * @example
 * await recallAtPlaces(db, { batchId: 7, userId: 1, note: 'Alerta del fabricante' })
 * // { movement, places: [{ placeType: 'center', placeId: 3, placeName: 'Centro Norte', vialsDiscarded: 4, openDosesDiscarded: 7 }] }
 */
export const recallAtPlaces = async (db: Db, recall: { batchId: number; userId: number; note: string }) => {
  const held = await placesHolding(db, recall.batchId);
  const names = await placeNamesOf(
    db,
    held.map((row) => ({ type: row.placeType, id: row.placeId })),
  );
  let movement: StockMovement | undefined;
  const places: RecalledPlace[] = [];
  for (const row of held) {
    const place = { type: row.placeType, id: row.placeId };
    movement = await moveStock(db, {
      batchId: recall.batchId,
      kind: 'discard',
      place,
      vials: -row.vials,
      openDoses: -row.openDoses,
      reason: 'recalled',
      note: recall.note,
      userId: recall.userId,
    });
    places.push({
      placeType: row.placeType,
      placeId: row.placeId,
      placeName: names.get(placeKey(row.placeType, row.placeId)) ?? '',
      vialsDiscarded: row.vials,
      openDosesDiscarded: row.openDoses,
    });
  }
  return { movement, places };
};
