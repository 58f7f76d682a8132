import { type StockChange, type StockMovement, stockNoteMaxLength } from '../../domain/stock-movements';
import { ApiFailure, type Db } from '../../engine/server';
import { batchStatus } from '../../entities/vaccine-batches';
import { type LotState, lockedLot, moveStock } from './ledger';
import { auditLotChange } from './lot-audit';
import { lotNotFoundMessage } from './lot-request';

/** Said of a recalled lot whose vials a discard or a count would move. */
export const recalledStockMessage = (batchNumber: string) =>
  `El lote ${batchNumber} fue retirado: sus viales ya se dieron de baja`;

/** Said of a discard of more vials than the lot has. */
export const tooManyDiscardedMessage = (lot: LotState, quantity: number) =>
  `No se pueden dar de baja ${quantity} viales: el lote ${lot.batchNumber} tiene ${lot.availableQuantity} disponibles`;

/** Said of a count above the vials the lot came with. */
export const countAboveInitialMessage = (lot: LotState) =>
  `La cantidad contada no puede superar la cantidad inicial del lote ${lot.batchNumber} (${lot.initialQuantity})`;

/** Said of a second recall. */
export const alreadyRecalledMessage = (batchNumber: string) => `El lote ${batchNumber} ya fue retirado`;

type Write = { db: Db; lotId: number; userId: number };

/** The active lot, locked for the write: 404 when it does not exist or was deleted. */
const activeLot = async (db: Db, lotId: number) => {
  const lot = await lockedLot(db, lotId);
  if (!lot?.isActive) throw new ApiFailure(404, lotNotFoundMessage);
  return lot;
};

const changeOf = (movement: StockMovement | undefined, lot: LotState): StockChange => ({
  movement: movement ?? null,
  availableQuantity: movement?.balanceAfter ?? lot.availableQuantity,
});

/**
 * Discards vials of a lot ('Dar de baja'): a `discard` movement of −quantity with its reason.
 * 409 when the lot was recalled or has fewer vials; nothing is written then.
 *
 * @example
 * await discardVials({ db, lotId: 7, userId: 1, quantity: 2, reason: 'broken', note: null });
 */
export const discardVials = async (
  write: Write & { quantity: number; reason: StockMovement['reason'] & string; note: string | null },
): Promise<StockChange> => {
  const { db, lotId, userId, quantity, reason, note } = write;
  const lot = await activeLot(db, lotId);
  if (lot.recalledAt !== null) throw new ApiFailure(409, recalledStockMessage(lot.batchNumber));
  if (quantity > lot.availableQuantity) {
    const message = tooManyDiscardedMessage(lot, quantity);
    throw new ApiFailure(409, message, { quantity: message });
  }
  const movement = await moveStock(db, { batchId: lotId, kind: 'discard', quantity: -quantity, reason, note, userId });
  await auditVials({ db, lotId, userId }, lot, movement);
  return changeOf(movement, lot);
};

/**
 * Records a physical count ('Conteo físico'): the difference from the stock as a `count`
 * movement, none when they agree. 409 for a recalled lot or a count above its initial vials.
 */
export const countVials = async (write: Write & { countedQuantity: number; note: string | null }) => {
  const { db, lotId, userId, countedQuantity, note } = write;
  const lot = await activeLot(db, lotId);
  if (lot.recalledAt !== null) throw new ApiFailure(409, recalledStockMessage(lot.batchNumber));
  if (countedQuantity > lot.initialQuantity) {
    const message = countAboveInitialMessage(lot);
    throw new ApiFailure(409, message, { countedQuantity: message });
  }
  const difference = countedQuantity - lot.availableQuantity;
  if (difference === 0) return changeOf(undefined, lot);
  const movement = await moveStock(db, { batchId: lotId, kind: 'count', quantity: difference, note, userId });
  await auditVials({ db, lotId, userId }, lot, movement);
  return changeOf(movement, lot);
};

/**
 * Recalls a lot ('Retirar lote'): closed and marked recalled for good, its remaining vials
 * discarded with the reason `recalled` (the recall's reason as the note). 409 the second time.
 */
export const recallLot = async (write: Write & { reason: string }): Promise<StockChange> => {
  const { db, lotId, userId, reason } = write;
  const lot = await activeLot(db, lotId);
  if (lot.recalledAt !== null) throw new ApiFailure(409, alreadyRecalledMessage(lot.batchNumber));
  const recalledAt = new Date().toISOString();
  await db
    .updateTable('vaccine_batches')
    .set({ status: batchStatus.closed, recalledAt, recallReason: reason })
    .where('id', '=', lotId)
    .execute();
  const movement =
    lot.availableQuantity > 0
      ? await moveStock(db, {
          batchId: lotId,
          kind: 'discard',
          quantity: -lot.availableQuantity,
          reason: 'recalled',
          note: reason.slice(0, stockNoteMaxLength),
          userId,
        })
      : undefined;
  await auditLotChange(db, {
    userId,
    lotId,
    before: { status: lot.status, recalledAt: null, recallReason: null, availableQuantity: lot.availableQuantity },
    after: { status: batchStatus.closed, recalledAt, recallReason: reason, availableQuantity: 0 },
  });
  return changeOf(movement, lot);
};

const auditVials = (write: Write, lot: LotState, movement: StockMovement | undefined) =>
  auditLotChange(write.db, {
    userId: write.userId,
    lotId: write.lotId,
    before: { availableQuantity: lot.availableQuantity },
    after: { availableQuantity: movement?.balanceAfter ?? lot.availableQuantity },
  });
