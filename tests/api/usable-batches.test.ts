import { describe, expect, it } from 'vitest';
import { isExpiringSoon } from '../../src/domain/batch-expiry';
import { addDays } from '../../src/domain/calendar-days';
import { today } from '../../src/engine/rules';
import { setUpApiFixture } from '../helpers/api-fixture';
import { idOf, payloads } from '../helpers/sample-data';

const fixture = setUpApiFixture();

type Batch = { id: number; batchNumber: string; expirationDate: string; availableQuantity: number; status: number };

/** A lot of the vaccine expiring in `days` days, with `vials` left, created open through the API. */
const batch = async (vaccineId: number, days: number, vials = 5) => {
  const body = { ...payloads.batch(vaccineId, 5), expirationDate: addDays(today(), days), availableQuantity: vials };
  return idOf(await fixture.api.admin('POST', '/vaccine-batches', body));
};

/** The dose form's question: this vaccine's usable lots, earliest expiry first. */
const usableBatches = async (vaccineId: number) => {
  const query = new URLSearchParams({
    vaccineId: String(vaccineId),
    status: '1',
    'expirationDate[gte]': today(),
    'availableQuantity[gt]': '0',
    sort: 'expirationDate',
    order: 'asc',
    page: '1',
    pageSize: '50',
  });
  const response = await fixture.api.health('GET', `/vaccine-batches?${query}`);
  expect(response.status).toBe(200);
  return (response.json as { items: Batch[] }).items;
};

describe('first expiry, first out, through the list API', () => {
  it("should give health staff a vaccine's open, unexpired lots with vials, earliest expiry first", async () => {
    const vaccineId = idOf(
      await fixture.api.admin('POST', '/vaccines', {
        ...payloads.vaccine(fixture.ids.manufacturerId),
        vaccineName: 'Hepatitis B FEFO',
      }),
    );
    const later = await batch(vaccineId, 200);
    const soonest = await batch(vaccineId, 0);
    const inThirty = await batch(vaccineId, 30);
    const inThirtyOne = await batch(vaccineId, 31);
    const closed = await batch(vaccineId, 10);
    await fixture.api.admin('PATCH', `/vaccine-batches/${closed}/status/2`);
    const empty = await batch(vaccineId, 12);
    await fixture.api.store.db
      .updateTable('vaccine_batches')
      .set({ availableQuantity: 0 })
      .where('id', '=', empty)
      .execute();
    const expired = await batch(vaccineId, 5);
    await fixture.api.store.db
      .updateTable('vaccine_batches')
      .set({ expirationDate: addDays(today(), -1) })
      .where('id', '=', expired)
      .execute();

    const batches = await usableBatches(vaccineId);

    expect(batches.map((row) => row.id)).toEqual([soonest, inThirty, inThirtyOne, later]);
    expect(batches.map((row) => isExpiringSoon(row.expirationDate, today()))).toEqual([true, true, false, false]);
    expect((await usableBatches(fixture.ids.vaccineId)).map((row) => row.id)).not.toContain(soonest);
  });
});
