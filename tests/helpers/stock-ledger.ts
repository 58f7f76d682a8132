import type { StockMovement } from '../../src/domain/stock-movements';
import type { TestApi } from './test-api';

/** A lot as stored and as its ledger has it: its vials, its movements' sum, and its movements oldest first. */
export type BatchLedger = { availableQuantity: number; sum: number; movements: (StockMovement & { id: number })[] };

/**
 * Reads a lot's stored vials and its ledger straight from the database, to check the
 * invariant (vials = sum of movements, every balance ≥ 0) after any write.
 *
 * @example
 * const { availableQuantity, sum } = await ledgerOf(api, batchId);
 */
export const ledgerOf = async (api: TestApi, batchId: number): Promise<BatchLedger> => {
  const batch = await api.store.db
    .selectFrom('vaccine_batches')
    .select('availableQuantity')
    .where('id', '=', batchId)
    .executeTakeFirstOrThrow();
  const rows = await api.store.db
    .selectFrom('stock_movements')
    .selectAll()
    .where('vaccineBatchId', '=', batchId)
    .orderBy('id')
    .execute();
  const movements = rows.map((row) => ({
    id: Number(row.id),
    kind: row.kind as StockMovement['kind'],
    quantity: Number(row.quantity),
    reason: (row.reason ?? null) as StockMovement['reason'],
    note: (row.note ?? null) as string | null,
    balanceAfter: Number(row.balanceAfter),
    at: String(row.at),
    userId: row.userId === null ? null : Number(row.userId),
    appliedDoseId: row.appliedDoseId === null ? null : Number(row.appliedDoseId),
    placeType: row.placeType === 'center' ? ('center' as const) : ('store' as const),
    placeId: Number(row.placeId),
    vials: Number(row.vials),
    openDoses: Number(row.openDoses),
    transferId: row.transferId === null ? null : Number(row.transferId),
  }));
  return {
    availableQuantity: Number(batch.availableQuantity),
    sum: movements.reduce((total, movement) => total + movement.quantity, 0),
    movements,
  };
};

/** Each movement's balance is the running sum up to it (oldest first), never below 0. */
export const runningBalancesHold = (ledger: BatchLedger) => {
  let balance = 0;
  return ledger.movements.every((movement) => {
    balance += movement.quantity;
    return movement.balanceAfter === balance && balance >= 0;
  });
};
