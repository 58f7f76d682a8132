import { answer, defineBehaviour, idParam, notFound } from '../../engine/server';
import { stockTransfers } from '../../entities/stock-transfers';
import { receiveTransfer } from '../transfers/receive-transfer';
import { sendTransfer } from '../transfers/send-transfer';
import { transfersPage } from '../transfers/transfer-read';

/** One transfer as the whole network sees it, for the answer of a write already checked against the scope. */
const written = async (db: Parameters<typeof transfersPage>[0], id: number) =>
  (await transfersPage(db, { scope: { isAll: true }, id, limit: 1, offset: 0 })).items[0];

/**
 * The transfers' routes (src/domain/supply/transfer-routes.ts): the list and one transfer of the
 * caller's places (either end in scope; another is a 404), the send and the receipt.
 */
export const stockTransferBehaviour = defineBehaviour(stockTransfers, {
  routes: {
    list: async ({ query }, { db, user }) => {
      const { state, page, pageSize } = query;
      const offset = (page - 1) * pageSize;
      const { items, total } = await transfersPage(db, { scope: user.scope, state, limit: pageSize, offset });
      return answer(200, { items, total, page, pageSize });
    },
    one: async ({ params }, { db, user }) => {
      const id = idParam(params.id);
      const [transfer] = (await transfersPage(db, { scope: user.scope, id, limit: 1, offset: 0 })).items;
      if (!transfer) throw notFound();
      return answer(200, transfer);
    },
    send: async ({ body }, context) => answer(201, await written(context.db, await sendTransfer(context, body))),
    receipt: async ({ params, body }, context) => {
      const id = idParam(params.id);
      await receiveTransfer(context, id, body);
      return answer(200, await written(context.db, id));
    },
  },
});
