import type { WriteContext } from '../../engine/server';
import { requisitions } from '../../entities/requisitions';

/**
 * Marks the requisition a transfer dispatched as received (`received`, 'Recibida') with its
 * transfer's receipt, in the receipt's write and its trail; nothing for a transfer no
 * requisition sent.
 *
 * @example
 * await receiveRequisitionOf(context, transferId);
 */
export const receiveRequisitionOf = async (context: WriteContext, transferId: number) => {
  const row = await context.db
    .selectFrom('requisitions')
    .select('id')
    .where('transferId', '=', transferId)
    .where('state', '=', 'dispatched')
    .executeTakeFirst();
  if (!row) return;
  const id = Number(row.id);
  await context.trail.changed({ entity: requisitions, id, action: 'update' }, () =>
    context.db
      .updateTable('requisitions')
      .set({ state: 'received', receivedAt: new Date().toISOString() })
      .where('id', '=', id)
      .execute(),
  );
};
