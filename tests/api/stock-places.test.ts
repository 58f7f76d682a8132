import { describe, expect, it } from 'vitest';
import type { PlaceStockPage } from '../../src/domain/supply/place-stock';
import { setUpApiFixture } from '../helpers/api-fixture';
import { placeLedgerOf, placesHoldTheirMovements } from '../helpers/place-stock';
import { idOf, payloads } from '../helpers/sample-data';
import { scopedAccount } from '../helpers/scoped-accounts';
import { testUnits } from '../helpers/test-api';

const fixture = setUpApiFixture();

const newBatch = async (extra: Record<string, unknown> = {}) =>
  idOf(await fixture.api.admin('POST', '/vaccine-batches', { ...payloads.batch(fixture.ids.vaccineId, 10), ...extra }));

const itemsOf = (json: unknown) => (json as PlaceStockPage).items;

describe('stock per place', () => {
  it('should receive a new lot at the national store, or at the store it names', async () => {
    const national = await newBatch();
    const district = await newBatch({ storeOrgUnitId: testUnits.district });

    expect(await placeLedgerOf(fixture.api, national, 'store', testUnits.national)).toMatchObject({
      vials: 10,
      movedVials: 10,
    });
    expect(await placeLedgerOf(fixture.api, district, 'store', testUnits.district)).toMatchObject({
      vials: 10,
      movedVials: 10,
    });
    expect(await placeLedgerOf(fixture.api, district, 'store', testUnits.national)).toMatchObject({ vials: 0 });
    expect((await fixture.api.admin('GET', `/vaccine-batches/${district}`)).json).toMatchObject({
      storeOrgUnitId: testUnits.district,
    });
    for (const batch of [national, district]) expect(await placesHoldTheirMovements(fixture.api, batch)).toBe(true);
  });

  it('should refuse a store that does not exist, with nothing written', async () => {
    const payload = { ...payloads.batch(fixture.ids.vaccineId, 10), storeOrgUnitId: 999_999 };
    const response = await fixture.api.admin('POST', '/vaccine-batches', payload);

    expect(response.status).toBe(400);
    const stored = await fixture.api.store.db
      .selectFrom('vaccine_batches')
      .select('id')
      .where('batchNumber', '=', payload.batchNumber)
      .execute();
    expect(stored).toEqual([]);
  });

  it("should answer each place's stock with the issue's fields, in the caller's scope", async () => {
    const batchId = await newBatch({ storeOrgUnitId: testUnits.district });
    const districtAdmin = await scopedAccount(fixture.api, 'admin', { orgUnitId: testUnits.district });
    const vaccinator = await scopedAccount(fixture.api, 'health', { vaccinationCenterId: fixture.ids.centerId });

    const asAdmin = await fixture.api.admin('GET', `/stock?vaccineBatchId=${batchId}`);
    const asDistrict = await districtAdmin.request('GET', '/stock');
    const asVaccinator = await vaccinator.request('GET', '/stock');

    expect(asAdmin.status).toBe(200);
    expect(itemsOf(asAdmin.json)).toEqual([
      {
        placeType: 'store',
        placeId: testUnits.district,
        placeName: 'Distrito de prueba',
        vaccineBatchId: batchId,
        batchNumber: expect.any(String),
        vaccineId: fixture.ids.vaccineId,
        vaccineName: expect.any(String),
        expirationDate: expect.any(String),
        vials: 10,
        doses: 10,
        openVials: 0,
        openDoses: 0,
      },
    ]);
    const districtPlaces = itemsOf(asDistrict.json).map((item) => `${item.placeType}:${item.placeId}`);
    expect(districtPlaces).toContain(`store:${testUnits.district}`);
    expect(districtPlaces).not.toContain(`store:${testUnits.national}`);
    expect(
      itemsOf(asVaccinator.json).every((item) => item.placeType === 'center' && item.placeId === fixture.ids.centerId),
    ).toBe(true);
    expect((await vaccinator.request('GET', `/stock?orgUnitId=${testUnits.district}`)).status).toBe(403);
    expect((await districtAdmin.request('GET', `/stock?orgUnitId=${testUnits.national}`)).status).toBe(403);
    expect((await fixture.api.admin('GET', '/stock?orgUnitId=1&centerId=1')).status).toBe(400);
  });

  it('should export the same rows as CSV', async () => {
    const batchId = await newBatch({ storeOrgUnitId: testUnits.region });

    const response = await fixture.api.admin('GET', `/stock/export.csv?vaccineBatchId=${batchId}`);

    expect(response.status).toBe(200);
    expect(response.text.split('\r\n')[0]).toContain('Tipo de lugar;Lugar;Lote');
    expect(response.text).toContain('Almacén;Región de prueba');
  });
});
