import { describe, expect, it } from 'vitest';
import { setUpApiFixture } from '../helpers/api-fixture';
import { placeLedgerOf, placesHoldTheirMovements, vialFor } from '../helpers/place-stock';
import { createBatch, idOf, payloads } from '../helpers/sample-data';
import { testUnits } from '../helpers/test-api';

const fixture = setUpApiFixture();

const storedStock = () => fixture.api.store.db.selectFrom('place_stock').selectAll().orderBy('id').execute();
const storedMovements = () => fixture.api.store.db.selectFrom('stock_movements').selectAll().orderBy('id').execute();

describe("a lot's writes at places", () => {
  it('should discard and count at the place the body names, or the one place that holds the lot', async () => {
    const batchId = await createBatch(fixture.api, fixture.ids.vaccineId, 10);
    const center = { placeType: 'center', placeId: fixture.ids.centerId };

    const discarded = await fixture.api.admin('POST', `/vaccine-batches/${batchId}/discards`, {
      quantity: 2,
      reason: 'broken',
    });
    const counted = await fixture.api.admin('POST', `/vaccine-batches/${batchId}/counts`, {
      countedQuantity: 7,
      ...center,
    });

    expect([discarded.status, counted.status]).toEqual([201, 201]);
    expect(await placeLedgerOf(fixture.api, batchId, 'center', fixture.ids.centerId)).toMatchObject({
      vials: 7,
      movedVials: 7,
    });
    expect(await placesHoldTheirMovements(fixture.api, batchId)).toBe(true);
  });

  it('should refuse a discard of more vials than the place holds, writing nothing', async () => {
    const batchId = await createBatch(fixture.api, fixture.ids.vaccineId, 4);
    const [stock, movements] = [await storedStock(), await storedMovements()];

    const response = await fixture.api.admin('POST', `/vaccine-batches/${batchId}/discards`, {
      quantity: 1,
      reason: 'broken',
      placeType: 'store',
      placeId: testUnits.national,
    });

    expect(response.status).toBe(409);
    expect(response.json).toMatchObject({ message: expect.stringContaining('tiene 0 disponibles') });
    expect([await storedStock(), await storedMovements()]).toEqual([stock, movements]);
  });

  it('should recall a lot at every place, closed vials and open doses, and say what each place lost', async () => {
    const batchId = await createBatch(fixture.api, fixture.ids.vaccineId, 6, { centerId: null });
    const other = idOf(
      await fixture.api.admin('POST', '/vaccination-centers', { ...payloads.center(), centerName: 'Posta Retiro' }),
    );
    await vialFor(fixture.api, batchId, fixture.ids.centerId);
    await vialFor(fixture.api, batchId, other);

    const response = await fixture.api.admin('POST', `/vaccine-batches/${batchId}/recall`, {
      reason: 'Alerta del fabricante',
    });

    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({
      availableQuantity: 0,
      places: [
        { placeType: 'store', placeId: testUnits.national, placeName: 'Red de prueba', vialsDiscarded: 4 },
        { placeType: 'center', placeId: fixture.ids.centerId, vialsDiscarded: 1, openDosesDiscarded: 0 },
        { placeType: 'center', placeId: other, placeName: 'Posta Retiro', vialsDiscarded: 1 },
      ],
    });
    expect(await placesHoldTheirMovements(fixture.api, batchId)).toBe(true);
  });
});
