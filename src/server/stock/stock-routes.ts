import type { batchRoutes } from '../../domain/batch-routes';
import { answer, type HandlerOf } from '../../engine/server';
import { batchIdOf } from './batch-request';
import { countVials, discardVials, recallBatch } from './stock-writes';

type Handler<TName extends 'discards' | 'counts' | 'recall'> = HandlerOf<typeof batchRoutes, TName>;

/**
 * `POST /vaccine-batches/:id/discards` `{ quantity, reason, note }` → 201 `{ movement,
 * availableQuantity }`: vials discarded with a reason. The engine runs it in its write context
 * (one transaction, the batch's audit entry, a retried key written once).
 *
 * @example
 * defineBehaviour(vaccineBatches, { routes: { discards: discardsRoute } });
 */
export const discardsRoute: Handler<'discards'> = async ({ params, body }, { db, user }) => {
  const { quantity, reason, note, placeType, placeId } = body;
  const change = await discardVials({
    at: { placeType, placeId },
    db,
    batchId: batchIdOf(params.id),
    userId: user.id,
    quantity,
    reason,
    note: note || null,
  });
  return answer(201, change);
};

/**
 * `POST /vaccine-batches/:id/counts` `{ countedQuantity, note }` → 201 with the `count`
 * movement of the difference, or 200 with `movement: null` when the count agrees.
 */
export const countsRoute: Handler<'counts'> = async ({ params, body }, { db, user }) => {
  const { countedQuantity, note, placeType, placeId } = body;
  const change = await countVials({
    at: { placeType, placeId },
    db,
    batchId: batchIdOf(params.id),
    userId: user.id,
    countedQuantity,
    note: note || null,
  });
  return answer(change.movement ? 201 : 200, change);
};

/**
 * `POST /vaccine-batches/:id/recall` `{ reason }` → 200 `{ movement, availableQuantity: 0 }`:
 * the batch closed and recalled for good, its remaining vials discarded (`movement` null when it
 * had none).
 */
export const recallRoute: Handler<'recall'> = async ({ params, body }, { db, user }) =>
  answer(200, await recallBatch({ db, batchId: batchIdOf(params.id), userId: user.id, reason: body.reason }));
