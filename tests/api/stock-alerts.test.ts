import { describe, expect, it } from 'vitest';
import { addDays } from '../../src/domain/calendar-days';
import { setUpApiFixture } from '../helpers/api-fixture';
import { idOf, payloads } from '../helpers/sample-data';

const fixture = setUpApiFixture();

/** A fixed day, so every bound is exact whatever the machine's date. */
const today = '2031-03-10';

type Batch = { id: number; batchNumber: string; vaccineName: string; daysLeft: number; availableQuantity: number };
type Alerts = { expiringSoon: { items: Batch[]; total: number }; lowStock: { items: Batch[]; total: number } };

/** An open lot of a fresh vaccine expiring in `days` days of `today`, with `vials` of `initial` left. */
const batch = async (options: { vaccineId: number; days: number; initial?: number; vials?: number }) => {
  const initial = options.initial ?? 100;
  const id = idOf(await fixture.api.admin('POST', '/vaccine-batches', payloads.batch(options.vaccineId, initial)));
  // Written directly: the API refuses an expiry in its own past, and `today` here is a fixed day.
  await fixture.api.store.db
    .updateTable('vaccine_batches')
    .set({ expirationDate: addDays(today, options.days), availableQuantity: options.vials ?? initial })
    .where('id', '=', id)
    .execute();
  return id;
};

const vaccine = async (vaccineName: string) =>
  idOf(await fixture.api.admin('POST', '/vaccines', { ...payloads.vaccine(fixture.ids.manufacturerId), vaccineName }));

const alerts = async (query = `today=${today}&limit=50`, as: 'admin' | 'health' = 'health') => {
  const response = await fixture.api[as]('GET', `/stock-alerts?${query}`);
  expect(response.status, response.text).toBe(200);
  return response.json as Alerts;
};

const ids = (list: { items: Batch[] }) => list.items.map((item) => item.id);

/** The ids of one vaccine's lots in a list, in its order: other tests' lots share the database. */
const idsOf = (list: { items: Batch[] }, vaccineName: string) =>
  list.items.filter((item) => item.vaccineName === vaccineName).map((item) => item.id);

describe('GET /stock-alerts', () => {
  it('should list open lots with vials expiring within 30 days, soonest first, with days left', async () => {
    const vaccineId = await vaccine('Fiebre Amarilla');
    const inThirty = await batch({ vaccineId, days: 30 });
    const inThirtyOne = await batch({ vaccineId, days: 31 });
    const todayBatch = await batch({ vaccineId, days: 0 });
    const expired = await batch({ vaccineId, days: -1 });
    const empty = await batch({ vaccineId, days: 5, vials: 0 });
    const closed = await batch({ vaccineId, days: 6 });
    await fixture.api.admin('PATCH', `/vaccine-batches/${closed}/status/2`);

    const { expiringSoon } = await alerts();

    expect(ids(expiringSoon)).toEqual([todayBatch, inThirty]);
    expect(expiringSoon.total).toBe(2);
    expect(idsOf(expiringSoon, 'Fiebre Amarilla')).toEqual([todayBatch, inThirty]);
    expect(expiringSoon.items.map((item) => [item.vaccineName, item.daysLeft])).toEqual([
      ['Fiebre Amarilla', 0],
      ['Fiebre Amarilla', 30],
    ]);
    expect(ids(expiringSoon)).not.toContain(inThirtyOne);
    expect(ids(expiringSoon)).not.toContain(expired);
    expect(ids(expiringSoon)).not.toContain(empty);
  });

  it('should list open, unexpired lots at or under 10 % of their vials, lowest share first', async () => {
    const vaccineId = await vaccine('Rabia');
    const tenPercent = await batch({ vaccineId, days: 200, initial: 100, vials: 10 });
    const elevenPercent = await batch({ vaccineId, days: 200, initial: 100, vials: 11 });
    const fivePercent = await batch({ vaccineId, days: 300, initial: 40, vials: 2 });
    const expired = await batch({ vaccineId, days: -3, initial: 100, vials: 1 });
    const closed = await batch({ vaccineId, days: 200, initial: 100, vials: 1 });
    await fixture.api.admin('PATCH', `/vaccine-batches/${closed}/status/2`);

    const { lowStock } = await alerts();

    expect(idsOf(lowStock, 'Rabia')).toEqual([fivePercent, tenPercent]);
    expect(ids(lowStock).indexOf(fivePercent)).toBeLessThan(ids(lowStock).indexOf(tenPercent));
    expect(lowStock.total).toBe(lowStock.items.length);
    expect(lowStock.items.find((item) => item.id === fivePercent)).toMatchObject({
      availableQuantity: 2,
      initialQuantity: 40,
      vaccineName: 'Rabia',
    });
    for (const left of [elevenPercent, expired, closed]) expect(ids(lowStock)).not.toContain(left);
  });

  it('should cap each list at the limit and still tell the total', async () => {
    const later = '2031-03-20';
    const { expiringSoon } = await alerts(`today=${later}&limit=1`);

    expect(expiringSoon.items).toHaveLength(1);
    expect(expiringSoon.total).toBeGreaterThan(1);
  });

  it('should refuse a day that is not a date or a limit past 50, each on its parameter, and anyone without a token', async () => {
    const invalid = await fixture.api.health('GET', '/stock-alerts?today=2031-02-30');
    expect(invalid.status).toBe(400);
    expect(invalid.json).toEqual({
      message: 'Los datos enviados no son válidos',
      errors: { today: 'La fecha de hoy no es válida: use el formato AAAA-MM-DD' },
    });
    const tooMany = await fixture.api.health('GET', `/stock-alerts?today=${today}&limit=51`);
    expect(tooMany.json).toEqual({
      message: 'Los datos enviados no son válidos',
      errors: { limit: 'El límite debe ser un número entre 1 y 50' },
    });
    expect((await fixture.api.request('GET', '/stock-alerts')).status).toBe(401);
    expect((await alerts(`today=${today}`, 'admin')).expiringSoon.items.length).toBeLessThanOrEqual(5);
  });
});
