import { afterEach, describe, expect, it, vi } from 'vitest';
import { createOfflineDataProvider } from '../../../../src/app/outbox/offline-data-provider';
import { allEntries } from '../../../../src/app/outbox/outbox';
import { isLocalId } from '../../../../src/app/outbox/outbox-entry';
import { createOutboxSync } from '../../../../src/app/outbox/outbox-sync';
import { sendResultOf } from '../../../../src/app/outbox/send-result';
import { keepRows, saveSession } from '../../../../src/app/outreach/kept-data';
import type { OfflineDb } from '../../../../src/app/outreach/offline-db';
import { ApiError } from '../../../../src/engine';
import { entities } from '../../../../src/entities';
import { appliedDoses } from '../../../../src/entities/applied-doses';
import { patients } from '../../../../src/entities/patients';
import { vaccineBatches } from '../../../../src/entities/vaccine-batches';
import { doseFormRows } from '../../../components/doses/dose-rows';
import { createFakeDataProvider } from '../../../helpers/fake-data-provider';
import { doseValues, patientValues, testDb } from './outbox-fixtures';

let db: OfflineDb;
afterEach(() => db?.close());

const entityOfKind = { patient: patients, dose: appliedDoses };

/** The provider over a fake API, with the network on or off as `network.isOnline` says. */
const setUp = async ({ hasSession = true } = {}) => {
  db = testDb();
  const api = createFakeDataProvider(doseFormRows());
  const network = { isOnline: false, offline: new Promise<void>(() => {}), goOffline: () => {} };
  network.offline = new Promise<void>((resolve) => {
    network.goOffline = () => {
      network.isOnline = false;
      resolve();
    };
  });
  const sync = createOutboxSync({
    openDb: async () => db,
    send: (entry, values) =>
      sendResultOf(() => api.create(entityOfKind[entry.kind], values, { idempotencyKey: entry.idempotencyKey })),
    isOnline: () => network.isOnline,
    withLock: (task) => task(),
    report: () => {},
  });
  const onKept = vi.fn();
  const provider = createOfflineDataProvider({
    base: api,
    openDb: async () => db,
    sync,
    connectivity: {
      isOnline: () => network.isOnline,
      whenOffline: () => ({ promise: network.offline, cancel: () => {} }),
    },
    answerWaitMs: 200,
    correction: { of: () => null, end: () => {} },
    onKept,
    entityNamed: (name) => entities.find((entity) => entity.name === name),
  });
  if (hasSession) {
    for (const [entity, rows] of Object.entries(doseFormRows())) await keepRows(db, entity, rows);
    await saveSession(db, { centerId: 1, centerName: 'Centro de Salud Norte', takenAt: new Date().toISOString() });
  }
  return { api, network, sync, provider, onKept };
};

describe('the offline-aware data provider', () => {
  it('should keep a patient registered offline on the device, under a stand-in id the dose form can choose', async () => {
    const { api, provider, onKept } = await setUp();

    const row = await provider.create(patients, patientValues('Quispe'));

    expect(isLocalId(row.id)).toBe(true);
    expect(api.create).not.toHaveBeenCalled();
    expect(onKept).toHaveBeenCalledTimes(1);
    const found = await provider.getList(patients, { q: 'QUISPE' });
    expect(found.items.map((patient) => patient.id)).toEqual([row.id]);
  });

  it("should search the kept patients offline with the server's fold", async () => {
    const { provider } = await setUp();

    const found = await provider.getList(patients, { q: 'pena maria' });

    expect(found.items.map((patient) => patient.firstName)).toEqual(['María']);
  });

  it("should count a dose given offline off its lot's last known vials, and still offer a lot the count empties", async () => {
    const { provider } = await setUp();
    await provider.create(appliedDoses, doseValues(3, 5));

    const batches = await provider.getList(vaccineBatches, { filter: { vaccineId: 2, availableQuantity: { gt: 0 } } });

    expect(batches.items.map((batch) => [batch.batchNumber, batch.availableQuantity])).toEqual([
      ['SV-2026-002', 4],
      ['SV-2026-001', 0],
    ]);
  });

  it('should send the offline patient first and their dose with the server id once the network is back', async () => {
    const { api, network, provider, sync } = await setUp();
    const patient = await provider.create(patients, patientValues('Quispe'));
    await provider.create(appliedDoses, doseValues(patient.id));

    network.isOnline = true;
    await sync.run();

    const [, [, dose]] = api.create.mock.calls as unknown as [unknown, [unknown, { patientId: number }]];
    expect(dose.patientId).toBe(103);
    expect((await allEntries(db)).map((entry) => [entry.kind, entry.status, entry.serverId])).toEqual([
      ['patient', 'sent', 103],
      ['dose', 'sent', 100],
    ]);
  });

  it("should answer online with the server's row, written to the outbox first and sent under its client id", async () => {
    const { api, network, provider } = await setUp();
    network.isOnline = true;

    const row = await provider.create(appliedDoses, doseValues(1, 1));

    const [entry] = await allEntries(db);
    expect(row.id).toBe(100);
    expect(entry).toMatchObject({ status: 'sent', serverId: 100 });
    const sent = { ...doseValues(1, 1), applicationDateTime: entry?.createdAt };
    expect(api.create).toHaveBeenCalledWith(appliedDoses, sent, { idempotencyKey: entry?.clientId });
  });

  it('should hand a refusal back to the open form, leaving nothing in the outbox', async () => {
    const { api, network, provider } = await setUp();
    network.isOnline = true;
    const refusal = new ApiError({ status: 409, message: 'El lote SV-2026-001 no tiene viales disponibles' });
    api.create.mockRejectedValueOnce(refusal);

    await expect(provider.create(appliedDoses, doseValues(1, 5))).rejects.toMatchObject({
      status: 409,
      message: 'El lote SV-2026-001 no tiene viales disponibles',
    });
    expect(await allEntries(db)).toEqual([]);
  });

  it('should keep the entry at once when the device goes offline during the send, and let the send end in the outbox alone', async () => {
    const { api, network, provider, onKept } = await setUp();
    network.isOnline = true;
    let answer = (_id: number) => {};
    api.create.mockImplementationOnce(
      () =>
        new Promise((resolve) => {
          answer = (id) => resolve({ ...patientValues('Quispe'), id, isActive: true });
        }),
    );

    const creating = provider.create(patients, patientValues('Quispe'));
    await vi.waitFor(() => expect(api.create).toHaveBeenCalledTimes(1));
    network.goOffline();
    const row = await creating;

    expect(isLocalId(row.id)).toBe(true);
    expect(onKept).toHaveBeenCalledTimes(1);
    answer(250);
    await vi.waitFor(async () =>
      expect((await allEntries(db)).map((entry) => [entry.status, entry.serverId])).toEqual([['sent', 250]]),
    );
    expect(api.create).toHaveBeenCalledTimes(1);
  });

  it('should keep the entry when no answer comes in time, though the browser still says online', async () => {
    const { api, network, provider, onKept } = await setUp();
    network.isOnline = true;
    api.create.mockImplementationOnce(() => new Promise(() => {}));

    const row = await provider.create(appliedDoses, doseValues(1, 1));

    expect(row).toEqual({ id: 0, isActive: true });
    expect(onKept).toHaveBeenCalledTimes(1);
    expect((await allEntries(db)).map((entry) => entry.status)).toEqual(['pending']);
  });

  it('should say that nothing was kept when offline without a prepared session', async () => {
    const { provider } = await setUp({ hasSession: false });

    await expect(provider.getList(vaccineBatches, {})).rejects.toThrow(/sin jornada preparada/);
  });
});
