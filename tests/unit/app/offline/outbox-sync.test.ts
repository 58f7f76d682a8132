import { afterEach, describe, expect, it } from 'vitest';
import { canApplyUpdate } from '../../../../src/app/app-update/update-store';
import { addEntry } from '../../../../src/app/outbox/outbox';
import { createOutboxSync } from '../../../../src/app/outbox/outbox-sync';
import type { OfflineDb } from '../../../../src/app/outreach/offline-db';
import { doseValues, fakeApi, testDb } from './outbox-fixtures';

let db: OfflineDb;
afterEach(() => db?.close());

const dose = (patientId: number) =>
  addEntry(db, { kind: 'dose', values: doseValues(patientId), patientClientId: null, vaccineId: 4, summary: 'dose' });

const syncOf = (options: { isOnline?: boolean; isLockFree?: boolean; send?: ReturnType<typeof fakeApi>['send'] }) => {
  const reports: string[] = [];
  const sync = createOutboxSync({
    openDb: async () => db,
    send: options.send ?? fakeApi().send,
    isOnline: () => options.isOnline ?? true,
    withLock: async (task) => ((options.isLockFree ?? true) ? task() : null),
    report: (state) => reports.push(String(state.phase)),
  });
  return { sync, reports };
};

describe('createOutboxSync', () => {
  it('should send nothing while offline, nor while another tab holds the lock', async () => {
    db = testDb();
    await dose(9);
    const api = fakeApi();

    expect(await syncOf({ isOnline: false, send: api.send }).sync.run()).toBeNull();
    expect(await syncOf({ isLockFree: false, send: api.send }).sync.run()).toBeNull();
    expect(api.sent).toEqual([]);
  });

  it('should run one pass at a time, a run asked meanwhile sending what was added during the first', async () => {
    db = testDb();
    await dose(9);
    const api = fakeApi();
    const { sync, reports } = syncOf({ send: api.send });

    const first = sync.run();
    await dose(10);
    const second = sync.run();
    await Promise.all([first, second]);

    expect(api.sent.map((send) => send.values.patientId)).toEqual([9, 10]);
    expect(reports.at(-1)).toBe('idle');
  });
});

describe('canApplyUpdate', () => {
  it.each([
    [{ hasUpdate: true, openForms: 0, isSending: false }, true],
    [{ hasUpdate: true, openForms: 1, isSending: false }, false],
    [{ hasUpdate: true, openForms: 0, isSending: true }, false],
    [{ hasUpdate: false, openForms: 0, isSending: false }, false],
  ])('should apply a new version only when no form is open and nothing is sent: %o', (state, expected) => {
    expect(canApplyUpdate(state)).toBe(expected);
  });
});
