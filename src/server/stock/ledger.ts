import type { DiscardReason, StockMovement, StockMovementKind } from '../../domain/stock-movements';
import type { StockPlace } from '../../domain/supply/stock-places';
import { today } from '../../engine';
import type { Db } from '../../engine/server';
import { ApiFailure, tableOf } from '../../engine/server';
import { batchStatus, vaccineBatches } from '../../entities/vaccine-batches';
import { dialectOf } from '../programme/dialect-of';
import { stockMovementsTable } from './movements-table';
import { changePlaceStock } from './place-stock';

const batches = tableOf(vaccineBatches);

/**
 * A change of a lot's stock at a place: `vials` signed (−1 a single-dose vial's dose), `openDoses`
 * signed (−1 a dose of an open vial), who made it, and what it concerns.
 */
export type Movement = {
  batchId: number;
  kind: StockMovementKind;
  place: StockPlace;
  vials: number;
  openDoses?: number;
  reason?: DiscardReason | null;
  note?: string | null;
  userId: number | null;
  appliedDoseId?: number | null;
  transferId?: number | null;
};

/** What a movement may ask of the lot and its place. */
export type MoveOptions = {
  /** The lot must be active, open, unexpired (on `onDay`, today unless given) and not recalled. */
  isForDose?: boolean;
  onDay?: string;
  /** When the place's open vial was opened (a `vial-opened`). */
  openedAt?: string;
  /** Said (409) when the place holds too little: the whole write is undone. */
  placeRefusal?: string;
};

/** Said when a place holds fewer vials or open doses of a lot than a movement takes. */
export const placeShortMessage = 'El lugar no tiene stock suficiente de este lote';

/**
 * Moves a lot's stock at a place and appends the movement that says so, in the caller's
 * transaction: one guarded update of the lot's vials that never takes it below 0 and returns its
 * new balance (on PostgreSQL it takes the lot's row lock, so concurrent movements of one lot
 * queue behind it and each records the balance it left), then the place's stock (never below 0),
 * then the ledger's row. Resolves with the movement, or undefined when the lot refused it and
 * nothing was written; a place that holds too little throws 409 (`placeRefusal`), and the
 * request's transaction undoes the lot's update.
 *
 * @example
 * await moveStock(db, { batchId: 7, kind: 'discard', place, vials: -2, reason: 'broken', userId: 1 });
 */
export const moveStock = async (
  db: Db,
  movement: Movement,
  options: MoveOptions = {},
): Promise<StockMovement | undefined> => {
  let update = db
    .updateTable(batches)
    .set((eb) => ({ availableQuantity: eb('availableQuantity', '+', movement.vials) }))
    .where('id', '=', movement.batchId);
  if (movement.vials < 0) update = update.where('availableQuantity', '>=', -movement.vials);
  if (options.isForDose) {
    update = update
      .where('isActive', '=', 1)
      .where('status', '=', batchStatus.open)
      .where('expirationDate', '>=', options.onDay ?? today())
      .where('recalledAt', 'is', null);
  }
  const batch = await update.returning('availableQuantity').executeTakeFirst();
  if (!batch) return undefined;
  const change = { vials: movement.vials, openDoses: movement.openDoses ?? 0, openedAt: options.openedAt };
  const isHeld = await changePlaceStock(db, { batchId: movement.batchId, place: movement.place, ...change });
  if (!isHeld) {
    const message = options.placeRefusal ?? placeShortMessage;
    throw new ApiFailure(409, message, { vaccineBatchId: message });
  }
  return appendMovement(db, { ...movement, balanceAfter: Number(batch.availableQuantity) });
};

/**
 * Appends a movement whose change the lot's row and its place's stock already hold:
 * {@link moveStock}'s last step, and a new lot's opening movements, written with its row.
 */
export const appendMovement = async (db: Db, movement: Movement & { balanceAfter: number }): Promise<StockMovement> => {
  const row = {
    kind: movement.kind,
    quantity: movement.vials,
    reason: movement.reason ?? null,
    note: movement.note ?? null,
    balanceAfter: movement.balanceAfter,
    at: new Date().toISOString(),
    userId: movement.userId,
    appliedDoseId: movement.appliedDoseId ?? null,
    placeType: movement.place.type,
    placeId: movement.place.id,
    vials: movement.vials,
    openDoses: movement.openDoses ?? 0,
    transferId: movement.transferId ?? null,
  };
  const { id } = await db
    .insertInto(stockMovementsTable)
    .values({ vaccineBatchId: movement.batchId, ...row })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: Number(id), ...row };
};

/**
 * Locks lots' rows first, in id order, on PostgreSQL, for a write whose other rows (a dose's own,
 * the stored counts its triggers move, a transfer's) come before its stock: every write then
 * takes a lot before those rows, and none waits in a circle for another.
 *
 * @example
 * await lockBatches(context.db, [batchId]); // then insert the dose, then take its vial
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
