import type { PlaceType } from '../../src/domain/supply/stock-places';
import { moveStock } from '../../src/server/stock/ledger';
import { type TestApi, testUnits } from './test-api';

/**
 * Sends vials of a lot from the national store to a centre, as a delivered transfer's movements
 * (`transfer-out`, `transfer-in`) straight through the ledger: how a test gives a centre stock to
 * register doses from. All the store holds when `vials` is absent.
 *
 * @example
 * await stockAtCenter(api, batchId, centerId, 5);
 */
export const stockAtCenter = async (api: TestApi, batchId: number, centerId: number, vials?: number) => {
  const store = { type: 'store', id: testUnits.national } as const;
  const held = vials ?? (await placeLedgerOf(api, batchId, 'store', testUnits.national)).vials;
  if (held === 0) return;
  const movement = { batchId, userId: api.userIds.admin, note: 'Prueba' };
  await moveStock(api.store.db, { ...movement, kind: 'transfer-out', place: store, vials: -held });
  await moveStock(api.store.db, {
    ...movement,
    kind: 'transfer-in',
    place: { type: 'center', id: centerId },
    vials: held,
  });
};

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

/**
 * Gives a centre a vial of the lot for a dose it is about to register, when it holds none: one
 * vial sent (`transfer-out`, `transfer-in`) from the place holding the most of the lot. Nothing
 * when no place has one (a test of an empty lot). The lot's total never changes.
 *
 * @example
 * await vialFor(api, batchId, centerId); // then POST /applied-doses at centerId
 */
export const vialFor = async (api: TestApi, batchId: number, centerId: number) => {
  const held = await placeLedgerOf(api, batchId, 'center', centerId);
  if (held.vials > 0 || held.openDoses > 0) return;
  const source = await api.store.db
    .selectFrom('place_stock')
    .select(['placeType', 'placeId'])
    .where('vaccineBatchId', '=', batchId)
    .where('vials', '>', 0)
    .orderBy('vials', 'desc')
    .executeTakeFirst();
  if (!source) return;
  const movement = { batchId, userId: api.userIds.admin, note: 'Prueba' };
  const from = { type: source.placeType === 'center' ? 'center' : 'store', id: Number(source.placeId) } as const;
  await moveStock(api.store.db, { ...movement, kind: 'transfer-out', place: from, vials: -1 });
  await moveStock(api.store.db, {
    ...movement,
    kind: 'transfer-in',
    place: { type: 'center', id: centerId },
    vials: 1,
  });
};
