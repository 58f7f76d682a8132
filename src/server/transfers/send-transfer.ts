import type { TransferBody } from '../../domain/supply/transfers';
import { ApiFailure, outsideScope, type WriteContext } from '../../engine/server';
import { stockTransfers } from '../../entities/stock-transfers';
import { lockBatches, moveStock } from '../stock/ledger';
import { checkPlaceExists, isStockPlaceInScope } from './transfer-places';

/** Said when the source holds fewer vials of a lot than a line sends. */
export const shortSourceMessage = (vials: number, batchId: number) =>
  `El lugar de origen no tiene ${vials} viales del lote ${batchId}`;

/**
 * Sends a transfer (`sent`, 'Enviado'): its row and lines, and for each line a `transfer-out` of
 * the vials at the source, which are then in transit (in no place) until the receipt. The source
 * must be in the sender's scope (403); a place that does not exist is a 400; a source short of a
 * lot a 409, nothing written. The lots are locked first, in id order.
 *
 * @example
 * const id = await sendTransfer(context, { fromPlace, toPlace, lines: [{ vaccineBatchId: 7, vials: 20 }] });
 */
export const sendTransfer = async (context: WriteContext, body: TransferBody): Promise<number> => {
  const { db, user } = context;
  if (!isStockPlaceInScope(user.scope, body.fromPlace)) throw outsideScope();
  await checkPlaceExists(db, body.fromPlace, 'fromPlace');
  await checkPlaceExists(db, body.toPlace, 'toPlace');
  await lockBatches(
    db,
    [...new Set(body.lines.map((line) => line.vaccineBatchId))].sort((a, b) => a - b),
  );
  const { id } = await db
    .insertInto('stock_transfers')
    .values({
      fromPlaceType: body.fromPlace.type,
      fromPlaceId: body.fromPlace.id,
      toPlaceType: body.toPlace.type,
      toPlaceId: body.toPlace.id,
      state: 'sent',
      sentAt: new Date().toISOString(),
      sentByUserId: user.id,
      receivedAt: '',
      receivedByUserId: 0,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const transferId = Number(id);
  await context.trail.created(stockTransfers, transferId);
  for (const { vaccineBatchId, vials } of body.lines) {
    await db.insertInto('stock_transfer_lines').values({ transferId, vaccineBatchId, sentVials: vials }).execute();
    const message = shortSourceMessage(vials, vaccineBatchId);
    const movement = { batchId: vaccineBatchId, kind: 'transfer-out', place: body.fromPlace, vials: -vials } as const;
    const moved = await moveStock(db, { ...movement, userId: user.id, transferId }, { placeRefusal: message });
    if (!moved) throw new ApiFailure(409, message, { lines: message });
  }
  return transferId;
};
