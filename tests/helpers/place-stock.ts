import type { PlaceType } from '../../src/domain/supply/stock-places';
import type { TestApi } from './test-api';

/** A lot's stock at a place as stored, and the sum of its movements there. */
export type PlaceLedger = { vials: number; openDoses: number; movedVials: number; movedOpenDoses: number };

/**
 * Reads a lot's stock at a place straight from the database, with the sum of its movements there,
 * to check the invariant per place (stock = sum of movements) after any write.
 *
 * @example
 * const { vials, movedVials } = await placeLedgerOf(api, batchId, 'center', centerId);
 */
export const placeLedgerOf = async (
  api: TestApi,
  batchId: number,
  placeType: PlaceType,
  placeId: number,
): Promise<PlaceLedger> => {
  const stock = await api.store.db
    .selectFrom('place_stock')
    .select(['vials', 'openDoses'])
    .where('vaccineBatchId', '=', batchId)
    .where('placeType', '=', placeType)
    .where('placeId', '=', placeId)
    .executeTakeFirst();
  const moved = await api.store.db
    .selectFrom('stock_movements')
    .select((eb) => [eb.fn.sum('vials').as('vials'), eb.fn.sum('openDoses').as('openDoses')])
    .where('vaccineBatchId', '=', batchId)
    .where('placeType', '=', placeType)
    .where('placeId', '=', placeId)
    .executeTakeFirst();
  return {
    vials: Number(stock?.vials ?? 0),
    openDoses: Number(stock?.openDoses ?? 0),
    movedVials: Number(moved?.vials ?? 0),
    movedOpenDoses: Number(moved?.openDoses ?? 0),
  };
};

/** Every place of a lot holds the sum of its movements there, and the lot's vials are its places' sum. */
export const placesHoldTheirMovements = async (api: TestApi, batchId: number) => {
  const places = await api.store.db
    .selectFrom('place_stock')
    .selectAll()
    .where('vaccineBatchId', '=', batchId)
    .execute();
  const batch = await api.store.db
    .selectFrom('vaccine_batches')
    .select('availableQuantity')
    .where('id', '=', batchId)
    .executeTakeFirstOrThrow();
  let total = 0;
  for (const place of places) {
    const ledger = await placeLedgerOf(api, batchId, place.placeType as PlaceType, Number(place.placeId));
    if (ledger.vials !== ledger.movedVials || ledger.openDoses !== ledger.movedOpenDoses) return false;
    total += ledger.vials;
  }
  return total === Number(batch.availableQuantity);
};
