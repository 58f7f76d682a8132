import { type StockChange, type StockMovement, stockNoteMaxLength } from '../../domain/stock-movements';
import type { StockPlace } from '../../domain/supply/stock-places';
import { ApiFailure, type Db } from '../../engine/server';
import { batchStatus } from '../../entities/vaccine-batches';
import { batchNotFoundMessage } from './batch-request';
import { type BatchState, lockedBatch, moveStock } from './ledger';
import { placeStockOf } from './place-stock';
import { recallAtPlaces } from './recall-places';
import { writtenPlace } from './written-place';

/** Said of a recalled lot whose vials a discard or a count would move. */
export const recalledStockMessage = (batchNumber: string) =>
  `El lote ${batchNumber} fue retirado: sus viales ya se dieron de baja`;

/** Said of a discard of more vials than the lot has at the place. */
export const tooManyDiscardedMessage = (batch: BatchState, quantity: number, held: number) =>
  `No se pueden dar de baja ${quantity} viales: el lote ${batch.batchNumber} tiene ${held} disponibles`;

/** Said of a count above the vials the lot came with. */
export const countAboveInitialMessage = (batch: BatchState) =>
  `La cantidad contada no puede superar la cantidad inicial del lote ${batch.batchNumber} (${batch.initialQuantity})`;

/** Said of a second recall. */
export const alreadyRecalledMessage = (batchNumber: string) => `El lote ${batchNumber} ya fue retirado`;

type Write = { db: Db; batchId: number; userId: number };

/** Where a discard or a count is made, as its body says (stock/written-place.ts). */
type AskedPlace = { placeType?: StockPlace['type']; placeId?: number };

/** The active lot, locked for the write: 404 when it does not exist or was deleted. */
const activeBatch = async (db: Db, batchId: number) => {
  const batch = await lockedBatch(db, batchId);
  if (!batch?.isActive) throw new ApiFailure(404, batchNotFoundMessage);
  return batch;
};

const changeOf = (movement: StockMovement | undefined, batch: BatchState): StockChange => ({
  movement: movement ?? null,
  availableQuantity: movement?.balanceAfter ?? batch.availableQuantity,
});

/**
 * Discards vials of a batch ('Dar de baja') at a place (stock/written-place.ts): a `discard`
 * movement of −quantity with its reason. 409 when the batch was recalled or the place has fewer vials;
 * nothing is written then. In the write's transaction, which the engine opens and audits (the
 * batch's vials before and after).
 *
 * @example
 * await discardVials({ db, lotId: 7, userId: 1, quantity: 2, reason: 'broken', note: null });
 */
export const discardVials = async (
  write: Write & { quantity: number; reason: StockMovement['reason'] & string; note: string | null; at?: AskedPlace },
): Promise<StockChange> => {
  const { db, batchId, userId, quantity, reason, note } = write;
  const batch = await activeBatch(db, batchId);
  if (batch.recalledAt !== null) throw new ApiFailure(409, recalledStockMessage(batch.batchNumber));
  const place = await writtenPlace(db, batchId, write.at);
  const held = (await placeStockOf(db, batchId, place)).vials;
  if (quantity > held) {
    const message = tooManyDiscardedMessage(batch, quantity, held);
    throw new ApiFailure(409, message, { quantity: message });
  }
  const movement = await moveStock(db, {
    batchId: batchId,
    kind: 'discard',
    place,
    vials: -quantity,
    reason,
    note,
    userId,
  });
  return changeOf(movement, batch);
};

/**
 * Records a physical count ('Conteo físico') at a place (stock/written-place.ts): the difference from its
 * stock as a `count` movement, none when they agree. 409 for a recalled lot or a count above its
 * initial vials.
 */
export const countVials = async (write: Write & { countedQuantity: number; note: string | null; at?: AskedPlace }) => {
  const { db, batchId, userId, countedQuantity, note } = write;
  const batch = await activeBatch(db, batchId);
  if (batch.recalledAt !== null) throw new ApiFailure(409, recalledStockMessage(batch.batchNumber));
  if (countedQuantity > batch.initialQuantity) {
    const message = countAboveInitialMessage(batch);
    throw new ApiFailure(409, message, { countedQuantity: message });
  }
  const place = await writtenPlace(db, batchId, write.at);
  const difference = countedQuantity - (await placeStockOf(db, batchId, place)).vials;
  if (difference === 0) return changeOf(undefined, batch);
  const movement = await moveStock(db, { batchId, kind: 'count', place, vials: difference, note, userId });
  return changeOf(movement, batch);
};

/**
 * Recalls a lot ('Retirar lote'): closed and marked recalled for good, its remaining vials and
 * open doses discarded at every place with the reason `recalled` (the recall's reason as the
 * note). 409 the second time. Answers the lot's last movement and each place's discards.
 */
export const recallBatch = async (write: Write & { reason: string }) => {
  const { db, batchId, userId, reason } = write;
  const batch = await activeBatch(db, batchId);
  if (batch.recalledAt !== null) throw new ApiFailure(409, alreadyRecalledMessage(batch.batchNumber));
  const recalledAt = new Date().toISOString();
  await db
    .updateTable('vaccine_batches')
    .set({ status: batchStatus.closed, recalledAt, recallReason: reason })
    .where('id', '=', batchId)
    .execute();
  const { movement, places } = await recallAtPlaces(db, {
    batchId,
    userId,
    note: reason.slice(0, stockNoteMaxLength),
  });
  return { ...changeOf(movement, batch), availableQuantity: 0, places };
};
