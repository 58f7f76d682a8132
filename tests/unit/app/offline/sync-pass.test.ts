import { afterEach, describe, expect, it } from 'vitest';
import { addEntry, allEntries, removeEntry } from '../../../../src/app/outbox/outbox';
import type { OutboxEntry } from '../../../../src/app/outbox/outbox-entry';
import { syncPass } from '../../../../src/app/outbox/sync-pass';
import type { OfflineDb } from '../../../../src/app/outreach/offline-db';
import { answered, doseValues, fakeApi, patientValues, testDb, unreachable } from './outbox-fixtures';

let db: OfflineDb;
afterEach(() => db?.close());

const now = () => 1_000_000;
const dose = (patientId: number, vaccineId = 4, batch = 2) =>
  addEntry(db, {
    kind: 'dose',
    values: doseValues(patientId, batch),
    patientClientId: null,
    vaccineId,
    summary: 'dose',
  });
const patient = (lastname: string) =>
  addEntry(db, {
    kind: 'patient',
    values: patientValues(lastname),
    patientClientId: null,
    vaccineId: null,
    summary: 'p',
  });
const doseFor = (registered: OutboxEntry) =>
  addEntry(db, {
    kind: 'dose',
    values: doseValues(Number(registered.localId)),
    patientClientId: registered.clientId,
    vaccineId: 4,
    summary: 'dose',
  });
const states = async () =>
  (await allEntries(db)).map(({ status, attempts, message }) => ({ status, attempts, message }));

describe('syncPass (the outbox sent first in, first out)', () => {
  it('should send each entry once under its key and keep the server id of each', async () => {
    db = testDb();
    const entries = [await dose(9), await dose(10), await dose(11)];
    const api = fakeApi();
    const progress: string[] = [];

    const result = await syncPass({
      db,
      send: api.send,
      now,
      onProgress: (done, total) => progress.push(`${done}/${total}`),
    });

    expect(result.state).toBe('done');
    expect(api.sent.map((send) => send.key)).toEqual(entries.map((entry) => entry.clientId));
    expect((await allEntries(db)).map(({ status, serverId }) => ({ status, serverId }))).toEqual([
      { status: 'sent', serverId: 500 },
      { status: 'sent', serverId: 501 },
      { status: 'sent', serverId: 502 },
    ]);
    expect(progress).toEqual(['0/3', '1/3', '2/3', '3/3']);
  });

  it.each([
    ['no answer', unreachable],
    ['500', answered(500, 'Error interno del servidor')],
    ['503', answered(503)],
    ['408', answered(408)],
    ['429', answered(429)],
  ])('should keep the entry pending after %s, retry it in 1 s and send nothing after it', async (_, answer) => {
    db = testDb();
    await dose(9);
    await dose(10);
    const api = fakeApi({ answers: [answer] });

    const result = await syncPass({ db, send: api.send, now });

    expect(result).toMatchObject({ state: 'retrying', retryAt: now() + 1000 });
    expect(api.sent).toHaveLength(1);
    expect(await states()).toEqual([
      { status: 'pending', attempts: 1, message: null },
      { status: 'pending', attempts: 0, message: null },
    ]);
  });

  it('should wait out the backoff unless forced, then send the same key again', async () => {
    db = testDb();
    const entry = await dose(9);
    const api = fakeApi({ answers: [unreachable] });
    await syncPass({ db, send: api.send, now });

    expect((await syncPass({ db, send: api.send, now })).state).toBe('waiting');
    expect(api.sent).toHaveLength(1);
    expect((await syncPass({ db, send: api.send, now: () => now() + 1000 })).state).toBe('done');
    expect(api.sent.map((send) => send.key)).toEqual([entry.clientId, entry.clientId]);
  });

  it('should pause on 401 with nothing marked and nothing dropped', async () => {
    db = testDb();
    await dose(9);
    await dose(10);
    const api = fakeApi({ answers: [answered(401, 'Sesión expirada')] });

    expect((await syncPass({ db, send: api.send, now })).state).toBe('unauthorized');
    expect(api.sent).toHaveLength(1);
    expect(await states()).toEqual([
      { status: 'pending', attempts: 0, message: null },
      { status: 'pending', attempts: 0, message: null },
    ]);
  });

  it.each([400, 403, 404, 409, 422])(
    'should mark a %i refused with the server message and hold back the same patient and vaccine only',
    async (status) => {
      db = testDb();
      await dose(9, 4);
      await dose(9, 4);
      await dose(9, 5);
      await dose(10, 4);
      const api = fakeApi({ answers: [answered(status, 'El lote PF-2026-002 no tiene viales disponibles')] });

      const result = await syncPass({ db, send: api.send, now });

      expect(result.state).toBe('done');
      expect(await states()).toEqual([
        { status: 'refused', attempts: 0, message: 'El lote PF-2026-002 no tiene viales disponibles' },
        { status: 'pending', attempts: 0, message: null },
        { status: 'sent', attempts: 0, message: null },
        { status: 'sent', attempts: 0, message: null },
      ]);
      // A later pass still holds it back; discarding the refused entry lets it go.
      await syncPass({ db, send: api.send, now });
      expect(api.sent).toHaveLength(3);
      const [refused] = await allEntries(db);
      await removeEntry(db, String(refused?.clientId));
      await syncPass({ db, send: api.send, now });
      expect((await states()).map((state) => state.status)).toEqual(['sent', 'sent', 'sent']);
    },
  );

  it('should say why with the field messages when the refusal has no message of its own', async () => {
    db = testDb();
    await dose(9);
    const api = fakeApi({
      answers: [
        {
          kind: 'answered',
          status: 400,
          row: null,
          message: '',
          fieldErrors: { doseNumber: 'La dosis debe ser al menos 1' },
        },
      ],
    });
    await syncPass({ db, send: api.send, now });

    expect((await states())[0]?.message).toBe('La dosis debe ser al menos 1');
  });

  it('should send a patient registered offline first, then their dose with the server id', async () => {
    db = testDb();
    const registered = await patient('Ruiz');
    await doseFor(registered);
    const api = fakeApi();

    await syncPass({ db, send: api.send, now });

    expect(api.sent.map((send) => [send.kind, send.values.patientId])).toEqual([
      ['patient', undefined],
      ['dose', 500],
    ]);
  });

  it('should hold back the doses of a patient the server refused, until the patient is corrected', async () => {
    db = testDb();
    const registered = await patient('Ruiz');
    await doseFor(registered);
    await dose(10);
    const api = fakeApi({ answers: [answered(409, 'Ya existe un paciente con ese documento')] });

    await syncPass({ db, send: api.send, now });

    expect((await allEntries(db)).map((entry) => entry.status)).toEqual(['refused', 'pending', 'sent']);
    expect(api.sent.map((send) => send.kind)).toEqual(['patient', 'dose']);
  });

  it('should record a dose once when its answer is lost after the server wrote it', async () => {
    db = testDb();
    for (const patientId of [1, 2, 3, 4, 5, 6]) await dose(patientId);
    const api = fakeApi({ isAnswerLost: (send) => send === 5 });

    expect((await syncPass({ db, send: api.send, now })).state).toBe('retrying');
    expect((await syncPass({ db, send: api.send, now, isForced: true })).state).toBe('done');

    expect(api.sent).toHaveLength(7);
    expect(api.rows.size).toBe(6);
    expect((await allEntries(db)).every((entry) => entry.status === 'sent')).toBe(true);
  });
});
