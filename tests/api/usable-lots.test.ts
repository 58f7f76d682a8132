import { describe, expect, it } from 'vitest';
import { addDays } from '../../src/domain/calendar-days';
import { isExpiringSoon } from '../../src/domain/lot-expiry';
import { today } from '../../src/engine/rules';
import { setUpApiFixture } from '../helpers/api-fixture';
import { idOf, payloads } from '../helpers/sample-data';

const fixture = setUpApiFixture();

type Lot = { id: number; batchNumber: string; expirationDate: string; availableQuantity: number; status: number };

/** A lot of the vaccine expiring in `days` days, with `vials` left, created open through the API. */
const lot = async (vaccineId: number, days: number, vials = 5) => {
  const body = { ...payloads.batch(vaccineId, 5), expirationDate: addDays(today(), days), availableQuantity: vials };
  return idOf(await fixture.api.admin('POST', '/vaccine-batches', body));
};

/** The dose form's question: this vaccine's usable lots, earliest expiry first. */
const usableLots = async (vaccineId: number) => {
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
  return (response.json as { items: Lot[] }).items;
};

describe('first expiry, first out, through the list API', () => {
  it("should give health staff a vaccine's open, unexpired lots with vials, earliest expiry first", async () => {
    const vaccineId = idOf(
      await fixture.api.admin('POST', '/vaccines', {
        ...payloads.vaccine(fixture.ids.manufacturerId),
        vaccineName: 'Hepatitis B FEFO',
      }),
    );
    const later = await lot(vaccineId, 200);
    const soonest = await lot(vaccineId, 0);
    const inThirty = await lot(vaccineId, 30);
    const inThirtyOne = await lot(vaccineId, 31);
    const closed = await lot(vaccineId, 10);
    await fixture.api.admin('PATCH', `/vaccine-batches/${closed}/status/2`);
    const empty = await lot(vaccineId, 12);
    await fixture.api.store.db
      .updateTable('vaccine_batches')
      .set({ availableQuantity: 0 })
      .where('id', '=', empty)
      .execute();
    const expired = await lot(vaccineId, 5);
    await fixture.api.store.db
      .updateTable('vaccine_batches')
      .set({ expirationDate: addDays(today(), -1) })
      .where('id', '=', expired)
      .execute();

    const lots = await usableLots(vaccineId);

    expect(lots.map((row) => row.id)).toEqual([soonest, inThirty, inThirtyOne, later]);
    expect(lots.map((row) => isExpiringSoon(row.expirationDate, today()))).toEqual([true, true, false, false]);
    expect((await usableLots(fixture.ids.vaccineId)).map((row) => row.id)).not.toContain(soonest);
  });
});
