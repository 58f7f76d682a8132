import type { DiscardReason, StockMovementKind } from '../../domain/stock-movements';
import type { PlaceType } from '../../domain/supply/stock-places';

/**
 * `stock_movements`: a lot's ledger (migration 0013), one row per change of its vials, written
 * in the change's transaction by {@link import('./ledger').moveStock}. The lot's
 * `availableQuantity` is the sum of its rows' `quantity`, and each row keeps the balance it
 * left (`balanceAfter`, never below 0). `appliedDoseId` is a plain id, not a foreign key: a
 * bulk purge of doses in plain SQL is never refused by the ledger.
 */
export const stockMovementsTable = 'stock_movements';

/** A stored movement; `at` an ISO instant, `userId` null for the migration's opening rows. */
export type StockMovementRow = {
  id: number;
  vaccineBatchId: number;
  kind: StockMovementKind;
  quantity: number;
  reason: DiscardReason | null;
  note: string | null;
  balanceAfter: number;
  at: string;
  userId: number | null;
  appliedDoseId: number | null;
  placeType: PlaceType;
  placeId: number;
  vials: number;
  openDoses: number;
  transferId: number | null;
};

/** The note of the opening movements the migration gives a lot stored before the ledger. */
export const openingNote = 'Saldo al abrir el registro de movimientos';
