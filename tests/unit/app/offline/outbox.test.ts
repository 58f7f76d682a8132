import { afterEach, describe, expect, it } from 'vitest';
import {
  addEntry,
  allEntries,
  correctEntry,
  markRefused,
  markSent,
  pendingEntries,
  pruneSent,
  removeEntry,
} from '../../../../src/app/outbox/outbox';
import { isLocalId, localIdBase } from '../../../../src/app/outbox/outbox-entry';
import type { OfflineDb } from '../../../../src/app/outreach/offline-db';
import { doseValues, patientValues, reopened, testDb } from './outbox-fixtures';

let db: OfflineDb;
afterEach(() => db?.close());

const draft = (kind: 'patient' | 'dose', values = kind === 'patient' ? patientValues('Ruiz') : doseValues(9)) => ({
  kind,
  values,
  patientClientId: null,
  vaccineId: kind === 'dose' ? 4 : null,
  summary: kind,
});

describe('the outbox (IndexedDB)', () => {
  it('should write a new entry pending, with a client id that is also its idempotency key', async () => {
    db = testDb();
    const entry = await addEntry(db, draft('dose'));

    expect(entry.clientId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(entry.idempotencyKey).toBe(entry.clientId);
    expect((await allEntries(db)).map(({ status, attempts, localId }) => ({ status, attempts, localId }))).toEqual([
      { status: 'pending', attempts: 0, localId: null },
    ]);
  });

  it('should give a patient registered offline a stand-in id beyond any server id', async () => {
    db = testDb();
    const first = await addEntry(db, draft('patient'));
    const second = await addEntry(db, draft('patient'));

    expect([first.localId, second.localId]).toEqual([localIdBase + 1, localIdBase + 2]);
    expect(isLocalId(first.localId)).toBe(true);
    expect(isLocalId(9)).toBe(false);
  });

  it('should keep every entry, in order, when the database is opened again (a reload, a restarted browser)', async () => {
    db = testDb();
    const entries = [
      await addEntry(db, draft('patient')),
      await addEntry(db, draft('dose')),
      await addEntry(db, draft('dose')),
    ];
    db = reopened(db);

    expect((await pendingEntries(db)).map((entry) => entry.clientId)).toEqual(entries.map((entry) => entry.clientId));
  });

  it('should send a corrected entry under a new key, keeping its client id and its place', async () => {
    db = testDb();
    const refused = await addEntry(db, draft('dose'));
    await addEntry(db, draft('dose'));
    await markRefused(db, refused.clientId, 'El lote PF-1 no tiene viales disponibles');
    await correctEntry(db, refused.clientId, { values: doseValues(9, 3), summary: 'dose', vaccineId: 4 });

    const [corrected] = await pendingEntries(db);
    expect(corrected?.clientId).toBe(refused.clientId);
    expect(corrected?.idempotencyKey).not.toBe(refused.idempotencyKey);
    expect(corrected).toMatchObject({ status: 'pending', message: null, values: { vaccineBatchId: 3 } });
  });

  it('should forget a discarded entry, and the confirmed ones older than a day', async () => {
    db = testDb();
    const [discarded, old, recent] = [
      await addEntry(db, draft('dose')),
      await addEntry(db, draft('dose')),
      await addEntry(db, draft('dose')),
    ];
    await removeEntry(db, discarded.clientId);
    await markSent(db, old.clientId, 41, new Date('2026-06-01T08:00:00Z'));
    await markSent(db, recent.clientId, 42, new Date('2026-06-02T09:00:00Z'));
    await pruneSent(db, new Date('2026-06-01T10:00:00Z'));

    expect((await allEntries(db)).map((entry) => entry.serverId)).toEqual([42]);
  });
});
