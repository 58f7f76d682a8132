import { describe, expect, it } from 'vitest';
import { setUpApiFixture } from '../helpers/api-fixture';
import { createBatch, idOf, payloads } from '../helpers/sample-data';
import { scopedAccount } from '../helpers/scoped-accounts';
import { testUnits } from '../helpers/test-api';

const fixture = setUpApiFixture();

const now = new Date();
const [year, month] = [now.getUTCFullYear(), now.getUTCMonth() + 1];

const vaccine = async (vaccineName: string) =>
  idOf(await fixture.api.admin('POST', '/vaccines', { ...payloads.vaccine(fixture.ids.manufacturerId), vaccineName }));

const give = async (batchId: number) =>
  idOf(
    await fixture.api.health(
      'POST',
      '/applied-doses',
      payloads.dose({
        patientId: idOf(await fixture.api.admin('POST', '/patients', payloads.adult())),
        vaccineBatchId: batchId,
        vaccinationCenterId: fixture.ids.centerId,
        applyingUserId: fixture.api.userIds.health,
      }),
    ),
  );

/** A month with nothing given, opened or lost. */
const noWastage = {
  vialsUsed: 0,
  vialsDiscarded: 0,
  wastagePercent: null,
  dosesIssued: 0,
  dosesAdministered: 0,
  openedVialWastagePercent: null,
};

const discard = (batchId: number, quantity: number, reason: string) =>
  fixture.api.admin('POST', `/vaccine-batches/${batchId}/discards`, { quantity, reason });

/**
 * By hand, this year: Antiamarílica gives 3 doses and cancels 1 (2 used; a historical dose and a
 * count are neither), discards 2 broken, and 1 expired dated last 31 December (last year's);
 * BCG gives 1 dose, discards 2 frozen and recalls a lot of 5 (7 discarded). A third vaccine
 * has nothing. The names take `suffix` for a second fixture in the same database.
 */
const wastageFixture = async (suffix = '') => {
  const [yellowFever, bcg] = [await vaccine(`Antiamarilica${suffix}`), await vaccine(`BCG${suffix}`)];
  await vaccine(`Varicela${suffix}`);
  const yellowBatch = await createBatch(fixture.api, yellowFever, 10);
  const [first] = [await give(yellowBatch), await give(yellowBatch), await give(yellowBatch)];
  await fixture.api.admin('PATCH', `/applied-doses/cancel/${first}`);
  await fixture.api.health('POST', '/applied-doses', {
    patientId: fixture.ids.patientId,
    isHistorical: true,
    vaccineId: yellowFever,
    applicationDate: `${year}-01-02`,
    doseNumber: 1,
    vaccinationCenterId: fixture.ids.centerId,
    applyingUserId: fixture.api.userIds.health,
  });
  await discard(yellowBatch, 2, 'broken');
  const expired = (await discard(yellowBatch, 1, 'expired')).json as { movement: { id: number } };
  await fixture.api.store.db
    .updateTable('stock_movements')
    .set({ at: `${year - 1}-12-31T23:59:59.999Z` })
    .where('id', '=', expired.movement.id)
    .execute();
  await fixture.api.admin('POST', `/vaccine-batches/${yellowBatch}/counts`, { countedQuantity: 3 });
  const bcgBatch = await createBatch(fixture.api, bcg, 7);
  await give(bcgBatch);
  await discard(bcgBatch, 2, 'frozen');
  const recalled = await createBatch(fixture.api, bcg, 5);
  await fixture.api.admin('POST', `/vaccine-batches/${recalled}/recall`, { reason: 'Alerta del fabricante' });
  return { yellowFever, bcg };
};

/** A 10-dose vaccine whose opened vial may be used for 6 hours. */
const multiDose = async (vaccineName: string) =>
  idOf(
    await fixture.api.admin('POST', '/vaccines', {
      ...payloads.vaccine(fixture.ids.manufacturerId),
      vaccineName,
      dosesPerVial: 10,
      openVialHours: 6,
    }),
  );

describe('GET /indicators/wastage', () => {
  it('should answer each vaccine with vials used and discarded, and the hand-computed wastage', async () => {
    const { yellowFever, bcg } = await wastageFixture();

    const thisYear = await fixture.api.health('GET', `/indicators/wastage?year=${year}`);
    const lastYear = await fixture.api.admin('GET', `/indicators/wastage?year=${year - 1}`);
    const one = await fixture.api.admin('GET', `/indicators/wastage?year=${year}&vaccineId=${bcg}`);

    expect(thisYear.status).toBe(200);
    expect(thisYear.json).toEqual({
      items: [
        expect.objectContaining({
          vaccineId: yellowFever,
          vaccineName: 'Antiamarilica',
          vialsUsed: 2,
          vialsDiscarded: 2,
          wastagePercent: 50,
        }),
        expect.objectContaining({
          vaccineId: bcg,
          vaccineName: 'BCG',
          vialsUsed: 1,
          vialsDiscarded: 7,
          wastagePercent: 87.5,
        }),
      ],
    });
    expect(lastYear.json).toEqual({
      items: [
        expect.objectContaining({
          vaccineId: yellowFever,
          vaccineName: 'Antiamarilica',
          vialsUsed: 0,
          vialsDiscarded: 1,
          wastagePercent: 100,
        }),
      ],
    });
    expect(one.json).toEqual({
      items: [
        {
          vaccineId: bcg,
          vaccineName: 'BCG',
          vialsUsed: 1,
          vialsDiscarded: 7,
          wastagePercent: 87.5,
          dosesIssued: 1,
          dosesAdministered: 1,
          openedVialWastagePercent: 0,
          unopenedVialsDiscarded: { frozen: 2, recalled: 5 },
        },
      ],
    });
  });

  it('should answer the twelve months and every reason of the year', async () => {
    const { yellowFever, bcg } = await wastageFixture(' 2');

    const months = (await fixture.api.admin('GET', `/indicators/wastage/by-month?year=${year}&vaccineId=${bcg}`))
      .json as { items: { month: number; vialsUsed: number }[] };
    const reasons = await fixture.api.health('GET', `/indicators/wastage/by-reason?year=${year}&vaccineId=${bcg}`);
    const lastDecember = await fixture.api.admin(
      'GET',
      `/indicators/wastage/by-month?year=${year - 1}&vaccineId=${yellowFever}`,
    );

    expect(months.items).toHaveLength(12);
    expect(months.items[month - 1]).toEqual({
      month,
      vialsUsed: 1,
      vialsDiscarded: 7,
      wastagePercent: 87.5,
      dosesIssued: 1,
      dosesAdministered: 1,
      openedVialWastagePercent: 0,
    });
    expect(months.items.filter((item) => item.month !== month)).toEqual(
      months.items.filter((item) => item.month !== month).map((item) => ({ month: item.month, ...noWastage })),
    );
    expect(reasons.json).toEqual({
      items: [
        { reason: 'expired', vialsDiscarded: 0 },
        { reason: 'broken', vialsDiscarded: 0 },
        { reason: 'frozen', vialsDiscarded: 2 },
        { reason: 'vvm', vialsDiscarded: 0 },
        { reason: 'temperature', vialsDiscarded: 0 },
        { reason: 'lost', vialsDiscarded: 0 },
        { reason: 'recalled', vialsDiscarded: 5 },
        { reason: 'open-vial-expired', vialsDiscarded: 0 },
        { reason: 'transit-loss', vialsDiscarded: 0 },
      ],
    });
    expect((lastDecember.json as { items: unknown[] }).items[11]).toEqual({
      month: 12,
      vialsUsed: 0,
      vialsDiscarded: 1,
      wastagePercent: 100,
      dosesIssued: 0,
      dosesAdministered: 0,
      openedVialWastagePercent: null,
    });
  });

  it.each([
    ['no year', ''],
    ['a year out of range', 'year=1999'],
    ['a vaccine that is no id', `year=${year}&vaccineId=x`],
  ])('should refuse %s with 400', async (_name, query) => {
    const response = await fixture.api.admin('GET', `/indicators/wastage?${query}`);
    expect(response.status).toBe(400);
  });

  it('should refuse anyone without a token', async () => {
    expect((await fixture.api.request('GET', `/indicators/wastage?year=${year}`)).status).toBe(401);
  });
});

describe('GET /indicators/wastage in doses', () => {
  it("should answer WHO's wastage in doses: a 10-dose vial opened, 3 doses given, the rest discarded, 70 %", async () => {
    const measles = await multiDose('Sarampion OMS');
    const batchId = await createBatch(fixture.api, measles, 1);
    for (let dose = 0; dose < 3; dose += 1) await give(batchId);
    const closed = await fixture.api.health('POST', `/vaccination-centers/${fixture.ids.centerId}/close-session`);

    const network = await fixture.api.admin('GET', `/indicators/wastage?year=${year}&vaccineId=${measles}`);
    const center = await fixture.api.admin(
      'GET',
      `/indicators/wastage?year=${year}&vaccineId=${measles}&centerId=${fixture.ids.centerId}`,
    );

    expect(closed.status).toBe(200);
    expect(network.json).toEqual({
      items: [
        {
          vaccineId: measles,
          vaccineName: 'Sarampion OMS',
          vialsUsed: 3,
          vialsDiscarded: 0,
          wastagePercent: 70,
          dosesIssued: 10,
          dosesAdministered: 3,
          openedVialWastagePercent: 70,
          unopenedVialsDiscarded: {},
        },
      ],
    });
    expect(center.json).toMatchObject({
      items: [{ vaccinationCenterId: fixture.ids.centerId, dosesIssued: 10, openedVialWastagePercent: 70 }],
    });
  });
});

describe('GET /indicators/wastage/by-month in doses', () => {
  it("should count a month's closed vials lost in doses: 10 issued, 3 given, a 10-dose vial broken, 85 %", async () => {
    const measles = await multiDose('Sarampion mensual');
    const batchId = await createBatch(fixture.api, measles, 2);
    for (let dose = 0; dose < 3; dose += 1) await give(batchId);
    const closed = await fixture.api.health('POST', `/vaccination-centers/${fixture.ids.centerId}/close-session`);
    const broken = await discard(batchId, 1, 'broken');

    const months = await fixture.api.admin('GET', `/indicators/wastage/by-month?year=${year}&vaccineId=${measles}`);
    const byVaccine = await fixture.api.admin('GET', `/indicators/wastage?year=${year}&vaccineId=${measles}`);

    expect([closed.status, broken.status]).toEqual([200, 201]);
    expect((months.json as { items: unknown[] }).items[month - 1]).toEqual({
      month,
      vialsUsed: 3,
      vialsDiscarded: 1,
      wastagePercent: 85,
      dosesIssued: 10,
      dosesAdministered: 3,
      openedVialWastagePercent: 70,
    });
    expect(byVaccine.json).toMatchObject({ items: [{ vaccineId: measles, wastagePercent: 85 }] });
  });
});

describe('GET /indicators/wastage per place', () => {
  type Place = { type: 'store' | 'center'; id: number };
  /** Sends vials from one place to another and receives them: each received line a VVM stage. */
  const transfer = async (from: Place, to: Place, batchId: number, sent: number, received: [number, number][]) => {
    const created = await fixture.api.admin('POST', '/stock-transfers', {
      fromPlace: from,
      toPlace: to,
      lines: [{ vaccineBatchId: batchId, vials: sent }],
    });
    expect(created.status, created.text).toBe(201);
    const lines = received.map(([receivedVials, vvmStage]) => ({ vaccineBatchId: batchId, receivedVials, vvmStage }));
    const receipt = await fixture.api.admin('POST', `/stock-transfers/${idOf(created)}/receipt`, { lines });
    expect(receipt.status, receipt.text).toBe(200);
  };

  /**
   * By hand, a 10-dose vaccine in a district of its own: the national store sends 10 vials to
   * the district's store, 8 arrive at stage 1 and 1 at stage 3 (1 lost in transit, 1 discarded
   * `vvm`); the store sends 4 to a centre and discards 2 expired; the centre gives 3 doses from
   * one vial, closes the session (7 doses of the open vial), and discards 1 broken vial.
   * Centre: issued 10, administered 3, unopened 1 vial (10 doses): 70 % opened, 85 % over both.
   * District: the same doses, unopened 5 vials (50 doses): 100 × (60 − 3) / 60 = 95 %.
   */
  it("should count each place's unopened vials lost by reason, stores and transit losses included, hand-computed", async () => {
    const region = idOf(
      await fixture.api.admin('POST', '/org-units', {
        name: 'Region Perdidas',
        level: 'region',
        parentId: testUnits.national,
      }),
    );
    const district = idOf(
      await fixture.api.admin('POST', '/org-units', { name: 'Distrito Perdidas', level: 'district', parentId: region }),
    );
    const centerId = idOf(
      await fixture.api.admin('POST', '/vaccination-centers', {
        ...payloads.center(),
        centerName: 'Centro Perdidas',
        orgUnitId: district,
      }),
    );
    const vaccineId = await multiDose('Sarampion Lugares');
    const batchId = await createBatch(fixture.api, vaccineId, 20, { centerId: null });
    const store = { type: 'store', id: district } as const;
    await transfer({ type: 'store', id: testUnits.national }, store, batchId, 10, [
      [8, 1],
      [1, 3],
    ]);
    await transfer(store, { type: 'center', id: centerId }, batchId, 4, [[4, 1]]);
    const expired = { quantity: 2, reason: 'expired', placeType: 'store', placeId: district };
    expect((await fixture.api.admin('POST', `/vaccine-batches/${batchId}/discards`, expired)).status).toBe(201);
    for (let dose = 0; dose < 3; dose += 1) {
      const patientId = idOf(await fixture.api.admin('POST', '/patients', payloads.adult()));
      const body = payloads.dose({
        patientId,
        vaccineBatchId: batchId,
        vaccinationCenterId: centerId,
        applyingUserId: fixture.api.userIds.health,
      });
      expect((await fixture.api.health('POST', '/applied-doses', body)).status).toBe(201);
    }
    expect((await fixture.api.health('POST', `/vaccination-centers/${centerId}/close-session`)).status).toBe(200);
    const broken = { quantity: 1, reason: 'broken', placeType: 'center', placeId: centerId };
    expect((await fixture.api.admin('POST', `/vaccine-batches/${batchId}/discards`, broken)).status).toBe(201);
    const districtAdmin = await scopedAccount(fixture.api, 'admin', { orgUnitId: district });
    const read = async (query: string, caller = fixture.api.admin) => {
      const response = await caller(
        'GET',
        `/indicators/wastage${query}${query.includes('?') ? '&' : '?'}year=${year}&vaccineId=${vaccineId}`,
      );
      expect(response.status, response.text).toBe(200);
      return (response.json as { items: unknown[] }).items;
    };
    const doses = {
      vaccineId,
      vaccineName: 'Sarampion Lugares',
      vialsUsed: 3,
      dosesIssued: 10,
      dosesAdministered: 3,
      openedVialWastagePercent: 70,
    };
    const districtFigures = {
      ...doses,
      vialsDiscarded: 5,
      unopenedVialsDiscarded: { broken: 1, expired: 2, vvm: 1, 'transit-loss': 1 },
      wastagePercent: 95,
    };

    expect(await read(`?centerId=${centerId}`)).toEqual([
      {
        vaccinationCenterId: centerId,
        centerName: 'Centro Perdidas',
        hasDiscardCount: true,
        ...doses,
        vialsDiscarded: 1,
        unopenedVialsDiscarded: { broken: 1 },
        wastagePercent: 85,
      },
    ]);
    const districtItem = {
      vaccinationCenterId: null,
      centerName: null,
      orgUnitId: district,
      orgUnitName: 'Distrito Perdidas',
      hasDiscardCount: true,
      ...districtFigures,
    };
    expect(await read(`?orgUnitId=${district}`)).toEqual([districtItem]);
    expect(
      (await districtAdmin.request('GET', `/indicators/wastage?year=${year}&vaccineId=${vaccineId}`)).json,
    ).toEqual({ items: [districtItem] });
    expect(await read(`?orgUnitId=${region}&groupBy=district`)).toEqual([districtItem]);
    expect(await read(`?orgUnitId=${district}&groupBy=center`)).toEqual([
      expect.objectContaining({ vaccinationCenterId: centerId, vialsDiscarded: 1, wastagePercent: 85 }),
    ]);
    expect(await read('')).toEqual([districtFigures]);
    const reasons = await fixture.api.admin(
      'GET',
      `/indicators/wastage/by-reason?year=${year}&vaccineId=${vaccineId}&orgUnitId=${district}`,
    );
    expect(
      (reasons.json as { items: { reason: string; vialsDiscarded: number }[] }).items
        .filter((item) => item.vialsDiscarded > 0)
        .map((item) => [item.reason, item.vialsDiscarded]),
    ).toEqual([
      ['expired', 2],
      ['broken', 1],
      ['vvm', 1],
      ['transit-loss', 1],
    ]);
  });
});
