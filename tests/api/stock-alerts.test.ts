import { beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../src/domain/calendar-days';
import type { StockAlerts } from '../../src/domain/stock-alerts';
import { moveStock } from '../../src/server/stock/ledger';
import { setUpApiFixture } from '../helpers/api-fixture';
import { stockAtCenter } from '../helpers/place-stock';
import { programmeData, serverToday } from '../helpers/programme-data';
import { createBatch, idOf, payloads } from '../helpers/sample-data';
import { scopedAccount } from '../helpers/scoped-accounts';
import { testUnits } from '../helpers/test-api';

const fixture = setUpApiFixture();
const data = programmeData(fixture);

/**
 * The first day of next month: its 3 whole months before end with this one, so the doses the
 * API dates now are the monthly use the alerts average.
 */
const today = (() => {
  const [year = 0, month = 1] = serverToday().split('-').map(Number);
  return month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
})();

/**
 * By hand, in a district of its own with centres A and B, this month (the last of the 3 use
 * months):
 * - V (1 dose a vial): A gets 11 vials and gives 9 (2 left: 2 ÷ (9 ÷ 3) = 0.7 months, low); B gets
 *   2 and gives 2 (a stock-out); the district's store holds 3 (3 ÷ (11 ÷ 3) = 0.8 months, low).
 * - M (10 doses a vial), a lot expiring in 20 days: A opens a vial and gives 3 (7 doses left,
 *   7 months: not low; the lot is expiring, 7 months of stock).
 * - W: a lot of 10; B gets 3 and gives them, each reported as a severe ESAVI (B: a stock-out of W);
 *   A holds 4 of it.
 */
const place = { district: 0, a: 0, b: 0, v: 0, m: 0, w: 0, expiring: 0, severe: 0 };

const vaccine = async (vaccineName: string, dosesPerVial = 1) =>
  idOf(
    await fixture.api.admin('POST', '/vaccines', {
      ...payloads.vaccine(fixture.ids.manufacturerId),
      vaccineName,
      dosesPerVial,
      openVialHours: 672,
    }),
  );

/** A dose of the lot at the centre, to a new adult: the patient's only dose of it. */
const give = async (batchId: number, centerId: number) => {
  const patientId = await data.patient({ birthDate: '1990-04-02' });
  return data.dose({ patientId, batchId, centerId });
};

beforeAll(async () => {
  const unit = { name: 'Distrito Alertas', level: 'district', parentId: testUnits.region };
  place.district = idOf(await fixture.api.admin('POST', '/org-units', unit));
  const center = async (centerName: string) =>
    idOf(
      await fixture.api.admin('POST', '/vaccination-centers', {
        ...payloads.center(),
        centerName,
        orgUnitId: place.district,
      }),
    );
  [place.a, place.b] = [await center('Centro Alertas A'), await center('Centro Alertas B')];
  [place.v, place.m, place.w] = [await vaccine('Alerta V'), await vaccine('Alerta M', 10), await vaccine('Alerta W')];

  const v = await createBatch(fixture.api, place.v, 16, { centerId: null });
  await stockAtCenter(fixture.api, v, place.a, 11);
  await stockAtCenter(fixture.api, v, place.b, 2);
  const movement = { batchId: v, userId: fixture.api.userIds.admin, note: 'Prueba' };
  await moveStock(fixture.api.store.db, {
    ...movement,
    kind: 'transfer-out',
    place: { type: 'store', id: testUnits.national },
    vials: -3,
  });
  await moveStock(fixture.api.store.db, {
    ...movement,
    kind: 'transfer-in',
    place: { type: 'store', id: place.district },
    vials: 3,
  });
  for (let dose = 0; dose < 9; dose += 1) await give(v, place.a);
  for (let dose = 0; dose < 2; dose += 1) await give(v, place.b);

  const expiring = await fixture.api.admin('POST', '/vaccine-batches', {
    ...payloads.batch(place.m, 1),
    expirationDate: addDays(today, 20),
  });
  place.expiring = idOf(expiring);
  await stockAtCenter(fixture.api, place.expiring, place.a, 1);
  for (let dose = 0; dose < 3; dose += 1) await give(place.expiring, place.a);

  place.severe = await createBatch(fixture.api, place.w, 10, { centerId: null });
  await stockAtCenter(fixture.api, place.severe, place.b, 3);
  await stockAtCenter(fixture.api, place.severe, place.a, 4);
  for (let dose = 0; dose < 3; dose += 1) {
    const appliedDoseId = await give(place.severe, place.b);
    const report = {
      appliedDoseId,
      onsetDate: serverToday(),
      severity: 'severe',
      description: 'Anafilaxia a los 10 minutos',
      outcome: 'recovered',
    };
    expect((await fixture.api.health('POST', '/adverse-events', report)).status).toBe(201);
  }
});

const alertsOf = async (
  query: string,
  caller: (method: string, path: string) => Promise<{ status: number; json: unknown; text?: string }> = fixture.api
    .admin,
) => {
  const response = await caller('GET', `/stock-alerts?today=${today}&limit=50&${query}`);
  expect(response.status, response.text).toBe(200);
  return response.json as StockAlerts;
};

const names = { a: 'Centro Alertas A', b: 'Centro Alertas B', store: 'Distrito Alertas' };

describe('GET /stock-alerts per place', () => {
  it('should list low stock by months of stock, stock-outs and expiring lots per place, hand-computed', async () => {
    const alerts = await alertsOf(`orgUnitId=${place.district}`);

    expect(alerts.lowStock).toEqual({
      items: [
        {
          placeType: 'center',
          placeId: place.a,
          placeName: names.a,
          vaccineId: place.v,
          vaccineName: 'Alerta V',
          doses: 2,
          monthlyUse: 3,
          monthsOfStock: 0.7,
        },
        {
          placeType: 'store',
          placeId: place.district,
          placeName: names.store,
          vaccineId: place.v,
          vaccineName: 'Alerta V',
          doses: 3,
          monthlyUse: 3.7,
          monthsOfStock: 0.8,
        },
      ],
      total: 2,
    });
    expect(alerts.stockOuts).toEqual({
      items: [
        {
          placeType: 'center',
          placeId: place.b,
          placeName: names.b,
          vaccineId: place.w,
          vaccineName: 'Alerta W',
          monthlyUse: 1,
        },
        {
          placeType: 'center',
          placeId: place.b,
          placeName: names.b,
          vaccineId: place.v,
          vaccineName: 'Alerta V',
          monthlyUse: 0.7,
        },
      ],
      total: 2,
    });
    expect(alerts.expiringSoon.items).toEqual([
      expect.objectContaining({
        placeType: 'center',
        placeId: place.a,
        placeName: names.a,
        vaccineBatchId: place.expiring,
        vaccineName: 'Alerta M',
        daysLeft: 20,
        vials: 0,
        doses: 7,
        monthsOfStock: 7,
      }),
    ]);
    expect(alerts).toMatchObject({ soonDays: 30, lowStockMonths: 1, severeEventsThreshold: 3 });
    expect(alerts.useMonths.to).toBe(serverToday().slice(0, 7));
  });

  it('should list a lot with 3 severe ESAVI at each place that holds it or gave its doses', async () => {
    const { severeEvents } = await alertsOf(`orgUnitId=${place.district}`);

    expect(
      severeEvents.items.map((item) => [item.placeName, item.vaccineBatchId, item.severeEventCount, item.vials]),
    ).toEqual([
      [names.a, place.severe, 3, 4],
      [names.b, place.severe, 3, 0],
    ]);
    expect(severeEvents.total).toBe(2);
  });

  it("should answer a vaccinator their centre's alerts, a district's admin their district's, and cap each list", async () => {
    const vaccinator = await scopedAccount(fixture.api, 'health', { vaccinationCenterId: place.a });
    const districtAdmin = await scopedAccount(fixture.api, 'admin', { orgUnitId: place.district });

    const own = await alertsOf('', vaccinator.request);
    const district = await alertsOf('', districtAdmin.request);
    const capped = (await fixture.api.admin('GET', `/stock-alerts?today=${today}&limit=1&orgUnitId=${place.district}`))
      .json as StockAlerts;

    expect(own.lowStock.items.map((item) => [item.placeId, item.vaccineId])).toEqual([[place.a, place.v]]);
    expect(own.stockOuts.total).toBe(0);
    expect(own.severeEvents.items.map((item) => item.placeId)).toEqual([place.a]);
    expect(district.lowStock).toEqual((await alertsOf(`orgUnitId=${place.district}`)).lowStock);
    expect(capped.lowStock.items).toHaveLength(1);
    expect(capped.lowStock.total).toBe(2);
    const outside = await districtAdmin.request('GET', `/stock-alerts?centerId=${fixture.ids.centerId}`);
    expect(outside.status).toBe(403);
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
  });
});
