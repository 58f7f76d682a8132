import type { PlaceType } from '../../domain/supply/stock-places';

/**
 * `place_stock`: a lot's stock on hand at one place (migration 0020), one row per lot and place,
 * kept by every movement in its transaction (stock/ledger.ts): `vials` closed vials, `openDoses`
 * the doses left in its open vial and `openedAt` when that vial was opened. A place's rows are
 * the sum of its movements; a lot's `availableQuantity` the sum of its places' vials (vials in
 * transit are in no row).
 */
export const placeStockTable = 'place_stock';

/** A stored row of {@link placeStockTable}. */
export type PlaceStockRow = {
  id: number;
  vaccineBatchId: number;
  placeType: PlaceType;
  placeId: number;
  vials: number;
  openDoses: number;
  openedAt: string | null;
};
