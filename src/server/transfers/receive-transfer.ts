import type { StockPlace } from '../../domain/supply/stock-places';
import { discardedVvmStage, type ReceiptBody } from '../../domain/supply/transfers';
import { ApiFailure, invalidData, notFound, outsideScope, type WriteContext } from '../../engine/server';
import { receiveRequisitionOf } from '../requisitions/receive-requisition';
import { lockBatches, moveStock } from '../stock/ledger';
import { isStockPlaceInScope } from './transfer-places';

/** Said of a second receipt, or one that lost a race: nothing is written. */
export const alreadyReceivedMessage = 'El envío ya fue recibido';

/** Said of a receipt of more vials of a lot than were sent, or of a lot the transfer did not send. */
export const receivedBeyondSentMessage = (batchId: number) =>
  `Se recibieron más viales del lote ${batchId} de los que se enviaron`;

/**
 * Receives a transfer (`received`, 'Recibido') at its destination, once: a conditional update of
 * its state (`WHERE state = 'sent'`) that a second or racing receipt finds done (409, nothing
 * written). For each lot sent: a `transfer-in` of the vials sent, a `transit-loss` of those that
 * did not arrive, and a `discard` (`vvm`) of those that arrived at VVM stage 3 or 4; the
 * requisition it dispatched, if any, is received with it. The destination must be in the
 * receiver's scope (403).
 *
 * @example
 * await receiveTransfer(context, 12, { lines: [{ vaccineBatchId: 7, receivedVials: 19, vvmStage: 1 }] });
 */
export const receiveTransfer = async (context: WriteContext, transferId: number, body: ReceiptBody) => {
  const { db, user } = context;
  const transfer = await db
    .selectFrom('stock_transfers')
    .select(['toPlaceType', 'toPlaceId'])
    .where('id', '=', transferId)
    .executeTakeFirst();
  if (!transfer) throw notFound();
  const place: StockPlace = {
    type: transfer.toPlaceType === 'center' ? 'center' : 'store',
    id: Number(transfer.toPlaceId),
  };
  if (!isStockPlaceInScope(user.scope, place)) throw outsideScope();
  const received = await db
    .updateTable('stock_transfers')
    .set({ state: 'received', receivedAt: new Date().toISOString(), receivedByUserId: user.id })
    .where('id', '=', transferId)
    .where('state', '=', 'sent')
    .returning('id')
    .executeTakeFirst();
  if (!received) throw new ApiFailure(409, alreadyReceivedMessage);
  await receiveRequisitionOf(context, transferId);
  const sent = await sentVials(context, transferId);
  const arrived = new Map<number, number>();
  for (const line of body.lines) {
    arrived.set(line.vaccineBatchId, (arrived.get(line.vaccineBatchId) ?? 0) + line.receivedVials);
  }
  for (const [batchId, vials] of arrived) {
    if (vials > (sent.get(batchId) ?? 0)) throw invalidData({ lines: receivedBeyondSentMessage(batchId) });
  }
  await lockBatches(
    db,
    [...sent.keys()].sort((a, b) => a - b),
  );
  const movement = { place, userId: user.id, transferId };
  for (const [batchId, vials] of sent) {
    await moveStock(db, { ...movement, batchId, kind: 'transfer-in', vials });
    const lost = vials - (arrived.get(batchId) ?? 0);
    if (lost > 0) await moveStock(db, { ...movement, batchId, kind: 'transit-loss', vials: -lost });
  }
  for (const line of body.lines) {
    await db
      .insertInto('stock_transfer_receipts')
      .values({ transferId, ...line })
      .execute();
    if (line.vvmStage < discardedVvmStage || line.receivedVials === 0) continue;
    const discard = {
      batchId: line.vaccineBatchId,
      kind: 'discard',
      vials: -line.receivedVials,
      reason: 'vvm',
    } as const;
    await moveStock(db, { ...movement, ...discard });
  }
};

const sentVials = async ({ db }: WriteContext, transferId: number) => {
  const rows = await db
    .selectFrom('stock_transfer_lines')
    .select(['vaccineBatchId', 'sentVials'])
    .where('transferId', '=', transferId)
    .orderBy('vaccineBatchId')
    .execute();
  const sent = new Map<number, number>();
  for (const row of rows) {
    const batchId = Number(row.vaccineBatchId);
    sent.set(batchId, (sent.get(batchId) ?? 0) + Number(row.sentVials));
  }
  return sent;
};
