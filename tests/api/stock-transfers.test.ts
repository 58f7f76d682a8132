import { describe, expect, it } from 'vitest';
import type { Transfer } from '../../src/domain/supply/transfers';
import { setUpApiFixture } from '../helpers/api-fixture';
import { placeLedgerOf, placesHoldTheirMovements } from '../helpers/place-stock';
import { idOf, payloads } from '../helpers/sample-data';
import { scopedAccount } from '../helpers/scoped-accounts';
import { testUnits } from '../helpers/test-api';

const fixture = setUpApiFixture();

const districtStore = { type: 'store', id: testUnits.district } as const;

/** A lot of 20 vials received at the district's store. */
const districtBatch = async () =>
  idOf(
    await fixture.api.admin('POST', '/vaccine-batches', {
      ...payloads.batch(fixture.ids.vaccineId, 20),
      storeOrgUnitId: testUnits.district,
    }),
  );

const callers = async () => ({
  districtAdmin: await scopedAccount(fixture.api, 'admin', { orgUnitId: testUnits.district }),
  vaccinator: await scopedAccount(fixture.api, 'health', { vaccinationCenterId: fixture.ids.centerId }),
});

const toCenter = () => ({ type: 'center', id: fixture.ids.centerId }) as const;

/** Every table a transfer writes, to check a refused write left them as they were. */
const storedState = async () => {
  const db = fixture.api.store.db;
  const all = (table: string) => db.selectFrom(table).selectAll().orderBy('id').execute();
  return Promise.all(
    ['stock_transfers', 'stock_transfer_lines', 'stock_transfer_receipts', 'stock_movements', 'place_stock'].map(all),
  );
};

describe('a transfer between places', () => {
  it('should send vials in transit, then receive them with a transit loss and a VVM discard', async () => {
    const batchId = await districtBatch();
    const { districtAdmin, vaccinator } = await callers();

    const sent = await districtAdmin.request('POST', '/stock-transfers', {
      fromPlace: districtStore,
      toPlace: toCenter(),
      lines: [{ vaccineBatchId: batchId, vials: 10 }],
    });
    const transfer = sent.json as Transfer;
    const inTransit = await vaccinator.request('GET', '/stock-transfers?state=sent');

    expect(sent.status).toBe(201);
    expect(transfer).toMatchObject({
      state: 'sent',
      fromPlace: { ...districtStore, name: 'Distrito de prueba' },
      toPlace: toCenter(),
      receivedAt: null,
      lines: [{ vaccineBatchId: batchId, sentVials: 10 }],
    });
    expect((inTransit.json as { items: Transfer[] }).items.map((item) => item.id)).toContain(transfer.id);
    expect(await placeLedgerOf(fixture.api, batchId, 'store', testUnits.district)).toMatchObject({ vials: 10 });
    expect(await placeLedgerOf(fixture.api, batchId, 'center', fixture.ids.centerId)).toMatchObject({ vials: 0 });

    const received = await vaccinator.request('POST', `/stock-transfers/${transfer.id}/receipt`, {
      lines: [
        { vaccineBatchId: batchId, receivedVials: 8, vvmStage: 1 },
        { vaccineBatchId: batchId, receivedVials: 1, vvmStage: 3 },
      ],
    });

    expect(received.status).toBe(200);
    expect(received.json).toMatchObject({ state: 'received', receipts: [{ vvmStage: 1 }, { vvmStage: 3 }] });
    const atCenter = await fixture.api.store.db
      .selectFrom('stock_movements')
      .select(['kind', 'vials', 'reason'])
      .where('transferId', '=', transfer.id)
      .orderBy('id')
      .execute();
    expect(atCenter.map((row) => [row.kind, Number(row.vials), row.reason])).toEqual([
      ['transfer-out', -10, null],
      ['transfer-in', 10, null],
      ['transit-loss', -1, null],
      ['discard', -1, 'vvm'],
    ]);
    expect(await placeLedgerOf(fixture.api, batchId, 'center', fixture.ids.centerId)).toMatchObject({
      vials: 8,
      movedVials: 8,
    });
    expect(await placesHoldTheirMovements(fixture.api, batchId)).toBe(true);

    const before = await storedState();
    const again = await vaccinator.request('POST', `/stock-transfers/${transfer.id}/receipt`, {
      lines: [{ vaccineBatchId: batchId, receivedVials: 10, vvmStage: 1 }],
    });
    expect(again.status).toBe(409);
    expect(again.json).toMatchObject({ message: 'El envío ya fue recibido' });
    expect(await storedState()).toEqual(before);
  });

  it('should let only one of two racing receipts through', async () => {
    const batchId = await districtBatch();
    const { districtAdmin, vaccinator } = await callers();
    const sent = await districtAdmin.request('POST', '/stock-transfers', {
      fromPlace: districtStore,
      toPlace: toCenter(),
      lines: [{ vaccineBatchId: batchId, vials: 5 }],
    });
    const receipt = { lines: [{ vaccineBatchId: batchId, receivedVials: 5, vvmStage: 1 }] };
    const path = `/stock-transfers/${(sent.json as Transfer).id}/receipt`;

    const answers = await Promise.all([
      vaccinator.request('POST', path, receipt),
      fixture.api.admin('POST', path, receipt),
    ]);

    expect(answers.map((response) => response.status).sort()).toEqual([200, 409]);
    expect(await placeLedgerOf(fixture.api, batchId, 'center', fixture.ids.centerId)).toMatchObject({ vials: 5 });
    expect(await placesHoldTheirMovements(fixture.api, batchId)).toBe(true);
  });

  it('should refuse a source short of vials (409), outside the scope (403) and a receipt beyond what was sent (400), writing nothing', async () => {
    const batchId = await districtBatch();
    const { districtAdmin, vaccinator } = await callers();
    const before = await storedState();

    const short = await districtAdmin.request('POST', '/stock-transfers', {
      fromPlace: districtStore,
      toPlace: toCenter(),
      lines: [{ vaccineBatchId: batchId, vials: 21 }],
    });
    const national = await districtAdmin.request('POST', '/stock-transfers', {
      fromPlace: { type: 'store', id: testUnits.national },
      toPlace: toCenter(),
      lines: [{ vaccineBatchId: batchId, vials: 1 }],
    });
    const byVaccinator = await vaccinator.request('POST', '/stock-transfers', {
      fromPlace: toCenter(),
      toPlace: districtStore,
      lines: [{ vaccineBatchId: batchId, vials: 1 }],
    });

    expect([short.status, national.status, byVaccinator.status]).toEqual([409, 403, 403]);
    expect(await storedState()).toEqual(before);

    const sent = await districtAdmin.request('POST', '/stock-transfers', {
      fromPlace: districtStore,
      toPlace: toCenter(),
      lines: [{ vaccineBatchId: batchId, vials: 2 }],
    });
    const afterSend = await storedState();
    const beyond = await vaccinator.request('POST', `/stock-transfers/${(sent.json as Transfer).id}/receipt`, {
      lines: [{ vaccineBatchId: batchId, receivedVials: 3, vvmStage: 1 }],
    });
    expect(beyond.status).toBe(400);
    expect(await storedState()).toEqual(afterSend);
  });
});
