import { countBodySchema, discardBodySchema, recallBodySchema } from '../../domain/stock-movements';
import { parseBody, type RouteHandler } from '../../engine/server';
import { batchIdOf } from './batch-request';
import { countVials, discardVials, recallBatch } from './stock-writes';

/**
 * `POST /vaccine-batches/:id/discards` `{ quantity, reason, note }` → 201 `{ movement,
 * availableQuantity }`: vials discarded with a reason, in one transaction (stock-writes.ts).
 *
 * @example
 * defineBehaviour(vaccineBatches, { routes: { discards: discardsRoute } });
 */
export const discardsRoute: RouteHandler = async (c, { db }) => {
  const batchId = batchIdOf(c);
  const { quantity, reason, note } = await parseBody(c, discardBodySchema);
  const userId = c.get('user').id;
  const change = await db
    .transaction()
    .execute((tx) => discardVials({ db: tx, batchId, userId, quantity, reason, note: note || null }));
  return c.json(change, 201);
};

/**
 * `POST /vaccine-batches/:id/counts` `{ countedQuantity, note }` → 201 with the `count`
 * movement of the difference, or 200 with `movement: null` when the count agrees.
 */
export const countsRoute: RouteHandler = async (c, { db }) => {
  const batchId = batchIdOf(c);
  const { countedQuantity, note } = await parseBody(c, countBodySchema);
  const userId = c.get('user').id;
  const change = await db
    .transaction()
    .execute((tx) => countVials({ db: tx, batchId, userId, countedQuantity, note: note || null }));
  return c.json(change, change.movement ? 201 : 200);
};

/**
 * `POST /vaccine-batches/:id/recall` `{ reason }` → 200 `{ movement, availableQuantity: 0 }`:
 * the lot closed and recalled for good, its remaining vials discarded (`movement` null when it
 * had none).
 */
export const recallRoute: RouteHandler = async (c, { db }) => {
  const batchId = batchIdOf(c);
  const { reason } = await parseBody(c, recallBodySchema);
  const userId = c.get('user').id;
  const change = await db.transaction().execute((tx) => recallBatch({ db: tx, batchId, userId, reason }));
  return c.json(change);
};
