import { Dexie, type EntityTable, type Table } from 'dexie';
import type { EntityRow } from '../../engine';
import type { OutboxEntry } from '../outbox/outbox-entry';

/** An entity's rows kept for an outreach session, as the API answered them. */
export type KeptRows = { entity: string; rows: EntityRow[] };

/** The outreach session prepared on this device: its centre and when its data was taken. */
export type OutreachSession = { key: 'current'; centerId: number; centerName: string; takenAt: string };

/** A patient's vaccination card as last read, for the dose form's checks without a network. */
export type KeptCard = { patientId: number; card: unknown; takenAt: string };

/** The app's IndexedDB database (Dexie): the outbox, the session's reference data and the cards read. */
export type OfflineDb = Dexie & {
  outbox: EntityTable<OutboxEntry, 'seq'>;
  kept: Table<KeptRows, string>;
  session: Table<OutreachSession, string>;
  cards: Table<KeptCard, number>;
};

/** The database's name in the browser. */
export const offlineDbName = 'snh-vacunas-offline';

/**
 * Opens (lazily, on first use) the offline database under `name`; `indexedDB` and `IDBKeyRange`
 * default to the browser's (tests pass fake-indexeddb's).
 *
 * @example
 * const db = createOfflineDb('test-outbox');
 * await db.outbox.count();
 */
export const createOfflineDb = (name: string = offlineDbName, options?: ConstructorParameters<typeof Dexie>[1]) => {
  const db = new Dexie(name, options) as OfflineDb;
  db.version(1).stores({
    outbox: '++seq, &clientId, status, localId',
    kept: 'entity',
    session: 'key',
    cards: 'patientId',
  });
  // Version 1 kept the session's centre as `centreId` and `centreName`: renamed to the glossary's words.
  db.version(2).upgrade((tx) =>
    tx
      .table('session')
      .toCollection()
      .modify((session: Record<string, unknown>) => {
        const [idKey, nameKey] = ['centreId', 'centreName'];
        if (!(idKey in session)) return;
        session.centerId = session[idKey];
        session.centerName = session[nameKey];
        delete session[idKey];
        delete session[nameKey];
      }),
  );
  return db;
};

let shared: OfflineDb | undefined;
let usable: Promise<OfflineDb | null> | undefined;

/**
 * The app's offline database once it opened, or null where IndexedDB is missing or refused (a
 * private window of some browsers, jsdom): the forms then send straight to the API.
 *
 * @example
 * const db = await openOfflineDb();
 * if (db) await db.outbox.count();
 */
export const openOfflineDb = (): Promise<OfflineDb | null> => {
  usable ??= (async () => {
    if (typeof indexedDB === 'undefined') return null;
    shared ??= createOfflineDb();
    try {
      await shared.open();
      return shared;
    } catch (error) {
      console.error('The offline database could not be opened', error);
      return null;
    }
  })();
  return usable;
};
