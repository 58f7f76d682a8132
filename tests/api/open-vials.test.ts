import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PlaceStockPage } from '../../src/domain/supply/place-stock';
import { appliedDoses } from '../../src/entities/applied-doses';
import { setUpApiFixture } from '../helpers/api-fixture';
import { placeLedgerOf, placesHoldTheirMovements } from '../helpers/place-stock';
import { createBatch, idOf, payloads } from '../helpers/sample-data';
import { scopedAccount } from '../helpers/scoped-accounts';

const fixture = setUpApiFixture();

afterEach(() => {
  vi.useRealTimers();
});

const hourMs = 3_600_000;

/** A 10-dose vaccine whose opened vial may be used for 6 hours (a reconstituted one, as measles). */
const measlesLike = async () =>
  idOf(
    await fixture.api.admin('POST', '/vaccines', {
      ...payloads.vaccine(fixture.ids.manufacturerId),
      vaccineName: `Sarampión ${Math.random()
        .toString(36)
        .replace(/[^a-z]/g, '')
        .slice(0, 8)}`,
      requiredDoses: 5,
      dosesPerVial: 10,
      openVialHours: 6,
    }),
  );

const giveDose = async (batchId: number, centerId = fixture.ids.centerId) =>
  fixture.api.health(
    'POST',
    '/applied-doses',
    payloads.dose({
      patientId: idOf(await fixture.api.admin('POST', '/patients', payloads.adult())),
      vaccineBatchId: batchId,
      vaccinationCenterId: centerId,
      applyingUserId: fixture.api.userIds.health,
    }),
  );

const kindsAtCenter = async (batchId: number) =>
  (
    await fixture.api.store.db
      .selectFrom('stock_movements')
      .select(['kind', 'vials', 'openDoses', 'reason'])
      .where('vaccineBatchId', '=', batchId)
      .where('placeType', '=', 'center')
      .where('kind', '<>', 'transfer-in')
      .orderBy('id')
      .execute()
  ).map((row) => [row.kind, Number(row.vials), Number(row.openDoses), row.reason]);

describe('the open-vial policy', () => {
  it('should open a vial for the first dose, use it while within its hours, and discard it past them', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const batchId = await createBatch(fixture.api, await measlesLike(), 5);

    for (let dose = 0; dose < 3; dose += 1) expect((await giveDose(batchId)).status).toBe(201);
    const stock = await fixture.api.health('GET', `/stock?centerId=${fixture.ids.centerId}&vaccineBatchId=${batchId}`);

    expect((stock.json as PlaceStockPage).items).toMatchObject([
      { placeType: 'center', vials: 4, openVials: 1, openDoses: 7, doses: 47 },
    ]);
    // 7 hours later (the tokens last 8): past the vial's 6 hours.
    vi.setSystemTime(Date.now() + 7 * hourMs);
    expect((await giveDose(batchId)).status).toBe(201);

    expect(await kindsAtCenter(batchId)).toEqual([
      ['vial-opened', -1, 10, null],
      ['dose', 0, -1, null],
      ['dose', 0, -1, null],
      ['dose', 0, -1, null],
      ['discard', 0, -7, 'open-vial-expired'],
      ['vial-opened', -1, 10, null],
      ['dose', 0, -1, null],
    ]);
    expect(await placeLedgerOf(fixture.api, batchId, 'center', fixture.ids.centerId)).toMatchObject({
      vials: 3,
      openDoses: 9,
      movedVials: 3,
      movedOpenDoses: 9,
    });
    expect(await placesHoldTheirMovements(fixture.api, batchId)).toBe(true);
  });

  it("should discard the centre's open vials when its staff closes the session ('Cerrar jornada')", async () => {
    const batchId = await createBatch(fixture.api, await measlesLike(), 2);
    expect((await giveDose(batchId)).status).toBe(201);
    const vaccinator = await scopedAccount(fixture.api, 'health', { vaccinationCenterId: fixture.ids.centerId });

    const closed = await vaccinator.request('POST', `/vaccination-centers/${fixture.ids.centerId}/close-session`);
    const again = await vaccinator.request('POST', `/vaccination-centers/${fixture.ids.centerId}/close-session`);

    expect(closed.status).toBe(200);
    expect((closed.json as { items: unknown[] }).items).toContainEqual(
      expect.objectContaining({ vaccineBatchId: batchId, openDosesDiscarded: 9 }),
    );
    expect(again.json).toEqual({ items: [] });
    expect(await placeLedgerOf(fixture.api, batchId, 'center', fixture.ids.centerId)).toMatchObject({
      vials: 1,
      openDoses: 0,
    });
    expect(await placesHoldTheirMovements(fixture.api, batchId)).toBe(true);
  });

  it('should refuse to close the session of a centre outside the caller’s scope (403)', async () => {
    const other = idOf(
      await fixture.api.admin('POST', '/vaccination-centers', { ...payloads.center(), centerName: 'Posta Lejana' }),
    );
    const vaccinator = await scopedAccount(fixture.api, 'health', { vaccinationCenterId: fixture.ids.centerId });

    expect((await vaccinator.request('POST', `/vaccination-centers/${other}/close-session`)).status).toBe(403);
  });
});

describe('a dose takes from its centre', () => {
  it("should refuse a dose from a lot its centre holds none of with 409 'El lote no tiene stock en este centro', writing nothing", async () => {
    const batchId = await createBatch(fixture.api, fixture.ids.vaccineId, 5, { centerId: null });
    const before = {
      doses: await fixture.api.rowsOf(appliedDoses),
      movements: await fixture.api.store.db.selectFrom('stock_movements').selectAll().orderBy('id').execute(),
      stock: await fixture.api.store.db.selectFrom('place_stock').selectAll().orderBy('id').execute(),
    };

    const response = await giveDose(batchId);

    expect(response.status).toBe(409);
    expect(response.json).toMatchObject({ message: 'El lote no tiene stock en este centro' });
    expect({
      doses: await fixture.api.rowsOf(appliedDoses),
      movements: await fixture.api.store.db.selectFrom('stock_movements').selectAll().orderBy('id').execute(),
      stock: await fixture.api.store.db.selectFrom('place_stock').selectAll().orderBy('id').execute(),
    }).toEqual(before);
  });

  it('should give a cancelled dose of a single-dose vial back to its centre as a closed vial', async () => {
    const batchId = await createBatch(fixture.api, fixture.ids.vaccineId, 3);
    const doseId = idOf(await giveDose(batchId));

    expect((await fixture.api.admin('PATCH', `/applied-doses/cancel/${doseId}`)).status).toBe(200);

    expect(await placeLedgerOf(fixture.api, batchId, 'center', fixture.ids.centerId)).toMatchObject({
      vials: 3,
      movedVials: 3,
    });
    expect(await placesHoldTheirMovements(fixture.api, batchId)).toBe(true);
  });
});

describe('racing doses at one centre', () => {
  it('should never take a vial twice nor below zero: 5 doses at once for 3 vials, single-dose and multi-dose', async () => {
    const single = await createBatch(fixture.api, fixture.ids.vaccineId, 3);
    const multi = await createBatch(fixture.api, await measlesLike(), 1);

    const singles = await Promise.all(Array.from({ length: 5 }, () => giveDose(single)));
    const multis = await Promise.all(Array.from({ length: 12 }, () => giveDose(multi)));

    expect(singles.map((response) => response.status).sort()).toEqual([201, 201, 201, 409, 409]);
    expect(multis.filter((response) => response.status === 201)).toHaveLength(10);
    expect(await placeLedgerOf(fixture.api, single, 'center', fixture.ids.centerId)).toMatchObject({
      vials: 0,
      movedVials: 0,
    });
    expect(await placeLedgerOf(fixture.api, multi, 'center', fixture.ids.centerId)).toMatchObject({
      vials: 0,
      openDoses: 0,
      movedOpenDoses: 0,
    });
    for (const batch of [single, multi]) expect(await placesHoldTheirMovements(fixture.api, batch)).toBe(true);
  });
});
