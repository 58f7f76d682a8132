import type { DiscardReason, StockMovement, StockMovementKind } from '../../domain/stock-movements';
import { today } from '../../engine';
import type { Db } from '../../engine/server';
import { tableOf } from '../../engine/server';
import { batchStatus, vaccineBatches } from '../../entities/vaccine-batches';
import { dialectOf } from '../programme/dialect-of';
import { stockMovementsTable } from './movements-table';

const batches = tableOf(vaccineBatches);

/** A change of a lot's vials: `quantity` signed (−1 a dose), who made it, and what it concerns. */
export type Movement = {
  batchId: number;
  kind: StockMovementKind;
  quantity: number;
  reason?: DiscardReason | null;
  note?: string | null;
  userId: number | null;
  appliedDoseId?: number | null;
};

/**
 * Moves a lot's vials and appends the movement that says so, in the caller's transaction: one
 * guarded update that never takes the lot below 0 vials and returns its new balance (on
 * PostgreSQL it takes the lot's row lock, so concurrent movements of one lot queue behind it
 * and each records the balance it left), then the ledger's row. With `isForDose` the lot must
 * also be active, open, unexpired (on `onDay`, today unless given) and not recalled. Resolves with the
 * movement, or undefined when the lot refused it and nothing was written.
 *
 * @example
 * await moveStock(db, { batchId: 7, kind: 'discard', quantity: -2, reason: 'broken', userId: 1 });
 */
export const moveStock = async (
  db: Db,
  movement: Movement,
  options: { isForDose?: boolean; onDay?: string } = {},
): Promise<StockMovement | undefined> => {
  let update = db
    .updateTable(batches)
    .set((eb) => ({ availableQuantity: eb('availableQuantity', '+', movement.quantity) }))
    .where('id', '=', movement.batchId);
  if (movement.quantity < 0) update = update.where('availableQuantity', '>=', -movement.quantity);
  if (options.isForDose) {
    update = update
      .where('isActive', '=', 1)
      .where('status', '=', batchStatus.open)
      .where('expirationDate', '>=', options.onDay ?? today())
      .where('recalledAt', 'is', null);
  }
  const batch = await update.returning('availableQuantity').executeTakeFirst();
  return batch && appendMovement(db, { ...movement, balanceAfter: Number(batch.availableQuantity) });
};

/**
 * Appends a movement whose change the lot's row already holds: {@link moveStock}'s second half,
 * and a new lot's opening movements, written with its row.
 */
export const appendMovement = async (db: Db, movement: Movement & { balanceAfter: number }): Promise<StockMovement> => {
  const row = {
    kind: movement.kind,
    quantity: movement.quantity,
    reason: movement.reason ?? null,
    note: movement.note ?? null,
    balanceAfter: movement.balanceAfter,
    at: new Date().toISOString(),
    userId: movement.userId,
    appliedDoseId: movement.appliedDoseId ?? null,
  };
  const { id } = await db
    .insertInto(stockMovementsTable)
    .values({ vaccineBatchId: movement.batchId, ...row })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: Number(id), ...row };
};

/**
 * Locks lots' rows first, in id order, on PostgreSQL, for a dose write whose other rows (its
 * own, the stored counts its triggers move) come before its vials: every write then takes a
 * lot before those rows, and none waits in a circle for another.
 *
 * @example
 * await lockLots(context.db, [batchId]); // then insert the dose, then take its vial
 */
export const lockBatches = async (db: Db, ids: readonly number[]) => {
  if (dialectOf(db) !== 'postgres' || ids.length === 0) return;
  await db
    .selectFrom(batches)
    .select('id')
    .where('id', 'in', [...ids])
    .orderBy('id')
    .forNoKeyUpdate()
    .execute();
};

/** A lot's stored row as a movement sees it. */
export type BatchState = {
  id: number;
  batchNumber: string;
  isActive: boolean;
  initialQuantity: number;
  availableQuantity: number;
  status: number;
  recalledAt: string | null;
};

/**
 * The lot's row, locked until the transaction ends on PostgreSQL (SQLite's write transaction
 * already holds the whole database), for a write that reads its vials before moving them. `FOR
 * NO KEY UPDATE`, as the engine locks a row it edits: it waits for another movement of the lot
 * but not for a dose that only references it (its key share), which then queues behind this
 * write instead of deadlocking with it.
 */
export const lockedBatch = async (db: Db, id: number): Promise<BatchState | undefined> => {
  let query = db
    .selectFrom(batches)
    .select(['id', 'batchNumber', 'isActive', 'initialQuantity', 'availableQuantity', 'status', 'recalledAt'])
    .where('id', '=', id);
  if (dialectOf(db) === 'postgres') query = query.forNoKeyUpdate();
  const row = await query.executeTakeFirst();
  return (
    row && {
      id: Number(row.id),
      batchNumber: String(row.batchNumber),
      isActive: row.isActive === 1,
      initialQuantity: Number(row.initialQuantity ?? 0),
      availableQuantity: Number(row.availableQuantity ?? 0),
      status: Number(row.status),
      recalledAt: row.recalledAt === null || row.recalledAt === undefined ? null : String(row.recalledAt),
    }
  );
};
