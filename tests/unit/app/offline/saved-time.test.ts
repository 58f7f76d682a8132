import { afterEach, describe, expect, it } from 'vitest';
import { addEntry, allEntries, correctEntry, entryOf } from '../../../../src/app/outbox/outbox';
import { syncPass } from '../../../../src/app/outbox/sync-pass';
import type { OfflineDb } from '../../../../src/app/outreach/offline-db';
import { answered, doseValues, fakeApi, patientValues, reopened, testDb } from './outbox-fixtures';

let db: OfflineDb;
afterEach(() => db?.close());

/** Guardar pressed at a rural post on Monday morning; the network came back on Tuesday. */
const savedAt = new Date('2026-05-11T14:30:00.000Z');
const syncedAt = () => Date.parse('2026-05-12T09:00:00.000Z');

const dose = (values = doseValues(9)) =>
  addEntry(db, { kind: 'dose', values, patientClientId: null, vaccineId: 4, summary: 'dose' }, savedAt);

describe('the outbox sending the time a dose was saved', () => {
  it("should send a dose with the moment of Guardar as its applicationDateTime, not the sync's", async () => {
    db = testDb();
    await dose();
    db = reopened(db);
    const api = fakeApi();

    await syncPass({ db, send: api.send, now: syncedAt });

    expect(api.sent.map((send) => send.values)).toEqual([
      { ...doseValues(9), applicationDateTime: '2026-05-11T14:30:00.000Z' },
    ]);
  });

  it("should send a patient without a time, and their dose with the patient's server id and its own time", async () => {
    db = testDb();
    const patient = await addEntry(
      db,
      { kind: 'patient', values: patientValues('Quispe'), patientClientId: null, vaccineId: null, summary: 'p' },
      savedAt,
    );
    const doseSavedAt = new Date('2026-05-11T14:35:00.000Z');
    await addEntry(
      db,
      {
        kind: 'dose',
        values: doseValues(Number(patient.localId)),
        patientClientId: patient.clientId,
        vaccineId: 4,
        summary: 'dose',
      },
      doseSavedAt,
    );
    const api = fakeApi();

    await syncPass({ db, send: api.send, now: syncedAt });

    expect(api.sent.map((send) => send.values)).toEqual([
      patientValues('Quispe'),
      { ...doseValues(500), applicationDateTime: '2026-05-11T14:35:00.000Z' },
    ]);
  });

  it('should send a past dose with its own date and no time', async () => {
    db = testDb();
    const pastDose = { ...doseValues(9), isHistorical: true, vaccineId: 4, applicationDate: '2025-03-10' };
    await dose(pastDose);
    const api = fakeApi();

    await syncPass({ db, send: api.send, now: syncedAt });

    expect(api.sent.map((send) => send.values)).toEqual([pastDose]);
  });

  it("should keep the original time through a 'Corregir', sent under a new key", async () => {
    db = testDb();
    const entry = await dose();
    const refusal = 'El lote SV-2026-001 no tiene viales disponibles';
    const api = fakeApi({ answers: [answered(409, refusal)] });
    await syncPass({ db, send: api.send, now: syncedAt });
    await correctEntry(db, entry.clientId, { values: doseValues(9, 5), summary: 'dose', vaccineId: 4 });

    await syncPass({ db, send: api.send, now: () => syncedAt() + 3_600_000 });

    const corrected = await entryOf(db, entry.clientId);
    expect(api.sent.map((send) => send.values.applicationDateTime)).toEqual([
      '2026-05-11T14:30:00.000Z',
      '2026-05-11T14:30:00.000Z',
    ]);
    expect(api.sent[1]).toMatchObject({ key: corrected?.idempotencyKey, values: { vaccineBatchId: 5 } });
    expect(api.sent[1]?.key).not.toBe(entry.clientId);
    expect((await allEntries(db)).map(({ status, createdAt }) => ({ status, createdAt }))).toEqual([
      { status: 'sent', createdAt: '2026-05-11T14:30:00.000Z' },
    ]);
  });
});
