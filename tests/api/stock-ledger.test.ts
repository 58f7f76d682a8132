import { describe, expect, it } from 'vitest';
import { batchEditNote, type StockMovementsPage } from '../../src/domain/stock-movements';
import { setUpApiFixture } from '../helpers/api-fixture';
import { createBatch, idOf, payloads } from '../helpers/sample-data';
import { ledgerOf, runningBalancesHold } from '../helpers/stock-ledger';

const fixture = setUpApiFixture();

const newPatient = async () => idOf(await fixture.api.admin('POST', '/patients', payloads.adult()));

const doseOf = (batchId: number, patientId: number) =>
  payloads.dose({
    patientId,
    vaccineBatchId: batchId,
    vaccinationCenterId: fixture.ids.centerId,
    applyingUserId: fixture.api.userIds.health,
  });

/** A lot that stays at the national store, where its ledger's discards and counts are made. */
const atStore = { centerId: null };

/** The test's delivery of a lot to its centre (tests/helpers/place-stock.ts), left out of what a test reads. */
const isDelivery = ({ kind }: { kind: string }) => kind === 'transfer-out' || kind === 'transfer-in';

const kindsOf = async (batchId: number) =>
  (await ledgerOf(fixture.api, batchId)).movements
    .filter((movement) => !isDelivery(movement))
    .map(({ kind, quantity }) => [kind, quantity]);

describe('the stock ledger', () => {
  it('should record a new lot as a receipt of its initial vials, and a count of those it came without', async () => {
    const full = await createBatch(fixture.api, fixture.ids.vaccineId, 8, atStore);
    const short = idOf(
      await fixture.api.admin('POST', '/vaccine-batches', {
        ...payloads.batch(fixture.ids.vaccineId, 10),
        availableQuantity: 7,
      }),
    );

    expect(await kindsOf(full)).toEqual([['receipt', 8]]);
    expect(await kindsOf(short)).toEqual([
      ['receipt', 10],
      ['count', -3],
    ]);
    const ledger = await ledgerOf(fixture.api, short);
    expect([ledger.availableQuantity, ledger.sum, runningBalancesHold(ledger)]).toEqual([7, 7, true]);
    expect(ledger.movements[0]?.userId).toBe(fixture.api.userIds.admin);
  });

  it('should record a dose, its cancel, its restore and its move to another lot, each naming the dose', async () => {
    const first = await createBatch(fixture.api, fixture.ids.vaccineId, 5);
    const second = await createBatch(fixture.api, fixture.ids.vaccineId, 5);
    const patientId = await newPatient();
    const doseId = idOf(await fixture.api.health('POST', '/applied-doses', doseOf(first, patientId)));

    expect((await fixture.api.admin('PATCH', `/applied-doses/cancel/${doseId}`)).status).toBe(200);
    expect((await fixture.api.admin('POST', `/applied-doses/${doseId}/restore`)).status).toBe(200);
    const moved = await fixture.api.admin('PATCH', `/applied-doses/${doseId}`, doseOf(second, patientId));
    expect(moved.status).toBe(200);

    expect(await kindsOf(first)).toEqual([
      ['receipt', 5],
      ['dose', -1],
      ['dose-cancelled', 1],
      ['dose-restored', -1],
      ['dose-cancelled', 1],
    ]);
    expect(await kindsOf(second)).toEqual([
      ['receipt', 5],
      ['dose', -1],
    ]);
    for (const batch of [first, second]) {
      const ledger = await ledgerOf(fixture.api, batch);
      expect(ledger.sum).toBe(ledger.availableQuantity);
      expect(runningBalancesHold(ledger)).toBe(true);
      expect(
        ledger.movements
          .filter((movement) => !isDelivery(movement))
          .slice(1)
          .every((movement) => movement.appliedDoseId === doseId),
      ).toBe(true);
    }
    const [dose] = (await ledgerOf(fixture.api, first)).movements.filter((movement) => !isDelivery(movement)).slice(1);
    expect(dose?.userId).toBe(fixture.api.userIds.health);
  });

  it("should record an admin's edit of the available vials as a count noted 'Edición del lote'", async () => {
    const batchId = await createBatch(fixture.api, fixture.ids.vaccineId, 10, atStore);
    const stored = (await fixture.api.admin('GET', `/vaccine-batches/${batchId}`)).json as Record<string, unknown>;
    const { batchNumber, manufactureDate, expirationDate, initialQuantity, vaccineId } = stored;
    const edit = { batchNumber, manufactureDate, expirationDate, initialQuantity, vaccineId };

    expect(
      (await fixture.api.admin('PATCH', `/vaccine-batches/${batchId}`, { ...edit, availableQuantity: 6 })).json,
    ).toMatchObject({ availableQuantity: 6 });
    await fixture.api.admin('PATCH', `/vaccine-batches/${batchId}`, { ...edit, availableQuantity: 6 });

    const ledger = await ledgerOf(fixture.api, batchId);
    expect(ledger.movements.map(({ kind, quantity, note }) => [kind, quantity, note])).toEqual([
      ['receipt', 10, null],
      ['count', -4, batchEditNote],
    ]);
    expect(ledger.sum).toBe(6);
  });

  it("should answer a lot's movements newest first, paged, with their total, and 404 for no lot", async () => {
    const batchId = await createBatch(fixture.api, fixture.ids.vaccineId, 10, atStore);
    for (const quantity of [1, 2, 3]) {
      await fixture.api.admin('POST', `/vaccine-batches/${batchId}/discards`, { quantity, reason: 'broken' });
    }

    const first = await fixture.api.health('GET', `/vaccine-batches/${batchId}/movements?pageSize=2`);
    const second = await fixture.api.admin('GET', `/vaccine-batches/${batchId}/movements?page=2&pageSize=2`);

    expect(first.status).toBe(200);
    expect(first.json).toMatchObject({
      items: [
        { kind: 'discard', quantity: -3, reason: 'broken', balanceAfter: 4 },
        { kind: 'discard', quantity: -2, balanceAfter: 7 },
      ],
      total: 4,
      isTotalCapped: false,
      page: 1,
      pageSize: 2,
    });
    expect(second.json).toMatchObject({
      items: [
        { kind: 'discard', quantity: -1, balanceAfter: 9 },
        { kind: 'receipt', quantity: 10, balanceAfter: 10, reason: null, appliedDoseId: null },
      ],
      total: 4,
    });
    expect((await fixture.api.admin('GET', '/vaccine-batches/999999/movements')).status).toBe(404);
    expect((await fixture.api.admin('GET', `/vaccine-batches/${batchId}/movements?page=0`)).status).toBe(400);
    expect((await fixture.api.admin('GET', `/vaccine-batches/${batchId}/movements?pageSize=201`)).status).toBe(400);
  });

  it("should count a long ledger's movements up to 1,000, then say it has more", async () => {
    const batchId = await createBatch(fixture.api, fixture.ids.vaccineId, 10, atStore);
    // A lot of a busy centre: 1,010 counts after its receipt (one vial found, one lost, …), written straight to the ledger.
    const counts = Array.from({ length: 1010 }, (_, index) => ({
      vaccineBatchId: batchId,
      kind: 'count',
      quantity: index % 2 === 0 ? 1 : -1,
      vials: index % 2 === 0 ? 1 : -1,
      placeType: 'store',
      placeId: 1,
      balanceAfter: index % 2 === 0 ? 11 : 10,
      at: new Date(Date.UTC(2026, 0, 1, 0, index)).toISOString(),
      userId: fixture.api.userIds.admin,
    }));
    await fixture.api.store.db.insertInto('stock_movements').values(counts).execute();
    const pageOf = async (page: number) =>
      (await fixture.api.admin('GET', `/vaccine-batches/${batchId}/movements?page=${page}&pageSize=100`)).json;

    expect(await pageOf(1)).toMatchObject({ total: 1000, isTotalCapped: true, page: 1 });
    expect(await pageOf(10)).toMatchObject({ total: 1000, isTotalCapped: true });
    const last = (await pageOf(11)) as StockMovementsPage;
    expect(last).toMatchObject({ total: 1011, isTotalCapped: false });
    expect(last.items.at(-1)).toMatchObject({ kind: 'receipt', quantity: 10 });
    expect(await pageOf(12)).toMatchObject({ items: [], total: 1011, isTotalCapped: false });
  });

  it('should write a count of the difference only, and answer it', async () => {
    const batchId = await createBatch(fixture.api, fixture.ids.vaccineId, 10, atStore);

    const fewer = await fixture.api.admin('POST', `/vaccine-batches/${batchId}/counts`, {
      countedQuantity: 7,
      note: 'Conteo mensual',
    });
    const same = await fixture.api.admin('POST', `/vaccine-batches/${batchId}/counts`, { countedQuantity: 7 });
    const more = await fixture.api.admin('POST', `/vaccine-batches/${batchId}/counts`, { countedQuantity: 9 });

    expect(fewer.status).toBe(201);
    expect(fewer.json).toMatchObject({
      movement: { kind: 'count', quantity: -3, note: 'Conteo mensual', balanceAfter: 7 },
      availableQuantity: 7,
    });
    expect([same.status, same.json]).toEqual([200, { movement: null, availableQuantity: 7 }]);
    expect(more.json).toMatchObject({ movement: { quantity: 2, balanceAfter: 9 }, availableQuantity: 9 });
    expect(await kindsOf(batchId)).toEqual([
      ['receipt', 10],
      ['count', -3],
      ['count', 2],
    ]);
  });

  it('should write each discard, count and recall to the audit trail as an update of the lot', async () => {
    const batchId = await createBatch(fixture.api, fixture.ids.vaccineId, 10, atStore);
    await fixture.api.admin('POST', `/vaccine-batches/${batchId}/discards`, { quantity: 2, reason: 'vvm' });
    await fixture.api.admin('POST', `/vaccine-batches/${batchId}/counts`, { countedQuantity: 7 });
    await fixture.api.admin('POST', `/vaccine-batches/${batchId}/recall`, { reason: 'Alerta del fabricante' });

    const entries = await fixture.api.store.db
      .selectFrom('audit_trail')
      .select(['action', 'userId', 'before', 'after'])
      .where('entity', '=', 'vaccine-batches')
      .where('rowId', '=', batchId)
      .where('action', '=', 'update')
      .orderBy('id')
      .execute();
    const changes = entries.map((entry) => [JSON.parse(String(entry.before)), JSON.parse(String(entry.after))]);
    expect(entries.every((entry) => Number(entry.userId) === fixture.api.userIds.admin)).toBe(true);
    expect(changes.slice(0, 2)).toEqual([
      [{ availableQuantity: 10 }, { availableQuantity: 8 }],
      [{ availableQuantity: 8 }, { availableQuantity: 7 }],
    ]);
    expect(changes[2]).toMatchObject([
      { status: 1, availableQuantity: 7, recalledAt: null },
      { status: 2, availableQuantity: 0, recallReason: 'Alerta del fabricante' },
    ]);
  });

  it('should let exactly the stock go when discards and doses of one lot race', async () => {
    const batchId = await createBatch(fixture.api, fixture.ids.vaccineId, 6, atStore);
    const patients = await Promise.all([1, 2, 3, 4].map(() => newPatient()));
    const dose = (patientId: number) => fixture.api.health('POST', '/applied-doses', doseOf(batchId, patientId));
    const discard = () =>
      fixture.api.admin('POST', `/vaccine-batches/${batchId}/discards`, { quantity: 2, reason: 'frozen' });

    const answers = await Promise.all([discard(), ...patients.map(dose), discard(), discard()]);

    const taken = answers.filter((answer) => answer.status === 201);
    const vialsTaken = taken.reduce((total, answer) => total + ('movement' in (answer.json as object) ? 2 : 1), 0);
    expect(answers.every((answer) => [201, 409].includes(answer.status))).toBe(true);
    const ledger = await ledgerOf(fixture.api, batchId);
    expect(ledger.availableQuantity).toBe(6 - vialsTaken);
    expect(ledger.sum).toBe(ledger.availableQuantity);
    expect(runningBalancesHold(ledger)).toBe(true);
  });
});
