import { Dexie } from 'dexie';
import { IDBKeyRange, indexedDB } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { testDb } from './outbox-fixtures';

describe('the offline database', () => {
  it("should keep a session prepared by the previous version, its centre under the glossary's names", async () => {
    const name = `offline-db-upgrade-${Date.now()}`;
    const previous = new Dexie(name, { indexedDB, IDBKeyRange });
    previous
      .version(1)
      .stores({ outbox: '++seq, &clientId, status, localId', kept: 'entity', session: 'key', cards: 'patientId' });
    // The keys version 1 wrote, before the glossary ruled them out.
    const keptByVersion1 = Object.fromEntries([
      ['key', 'current'],
      ['centreId', 3],
      ['centreName', 'Centro de Salud Norte'],
      ['takenAt', '2026-11-20T08:00:00.000Z'],
    ]);
    await previous.table('session').put(keptByVersion1);
    previous.close();

    const db = testDb(name);
    const session = await db.session.get('current');
    db.close();

    expect(session).toEqual({
      key: 'current',
      centerId: 3,
      centerName: 'Centro de Salud Norte',
      takenAt: '2026-11-20T08:00:00.000Z',
    });
  });
});
