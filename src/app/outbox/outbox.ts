import type { FormValues } from '../../engine';
import type { OfflineDb } from '../outreach/offline-db';
import { type EntryDraft, localIdBase, type OutboxEntry } from './outbox-entry';

/**
 * Writes a new entry to the outbox, before anything is sent: its client id (and first
 * idempotency key) from `crypto.randomUUID()`, pending, due now; a patient also gets its
 * stand-in id, from its place in the queue.
 *
 * @example
 * const entry = await addEntry(db, { kind: 'dose', values, patientClientId: null, vaccineId: 4, summary: 'Comirnaty · Ana Ruiz' });
 */
export const addEntry = (db: OfflineDb, draft: EntryDraft, now = new Date()): Promise<OutboxEntry> =>
  db.transaction('rw', db.outbox, async () => {
    const clientId = crypto.randomUUID();
    const entry: OutboxEntry = {
      ...draft,
      clientId,
      idempotencyKey: clientId,
      status: 'pending',
      localId: null,
      createdAt: now.toISOString(),
      attempts: 0,
      nextAttemptAt: 0,
      message: null,
      serverId: null,
      sentAt: null,
    };
    const seq = await db.outbox.add(entry);
    if (draft.kind !== 'patient') return { ...entry, seq };
    const localId = localIdBase + Number(seq);
    await db.outbox.update(seq, { localId });
    return { ...entry, seq, localId };
  });

/** The entries still to send, first in first. */
export const pendingEntries = (db: OfflineDb): Promise<OutboxEntry[]> =>
  db.outbox.where('status').equals('pending').sortBy('seq');

/** Every entry, first in first. */
export const allEntries = (db: OfflineDb): Promise<OutboxEntry[]> => db.outbox.orderBy('seq').toArray();

/** One entry by its client id. */
export const entryOf = (db: OfflineDb, clientId: string): Promise<OutboxEntry | undefined> =>
  db.outbox.where('clientId').equals(clientId).first();

const change = async (db: OfflineDb, clientId: string, changes: Partial<OutboxEntry>) => {
  await db.outbox.where('clientId').equals(clientId).modify(changes);
};

/** The server confirmed the entry and gave its row this id. */
export const markSent = (db: OfflineDb, clientId: string, serverId: number, now = new Date()) =>
  change(db, clientId, { status: 'sent', serverId, sentAt: now.toISOString(), message: null, attempts: 0 });

/** The server refused the entry, saying why. */
export const markRefused = (db: OfflineDb, clientId: string, message: string) =>
  change(db, clientId, { status: 'refused', message, attempts: 0, nextAttemptAt: 0 });

/** No answer (or one to retry): tried again from `nextAttemptAt`. */
export const markRetry = (db: OfflineDb, clientId: string, retry: { attempts: number; nextAttemptAt: number }) =>
  change(db, clientId, retry);

/**
 * A refused entry fixed in its form: its new values go out again, under a new key (the server
 * keeps the first key's answer for that key), keeping its client id, so doses waiting on a
 * corrected patient still find them.
 *
 * @example
 * await correctEntry(db, entry.clientId, { values: fixed, summary: 'Comirnaty · Ana Ruiz', vaccineId: 4 });
 */
export const correctEntry = (
  db: OfflineDb,
  clientId: string,
  fix: { values: FormValues; summary: string; vaccineId: number | null },
) =>
  change(db, clientId, {
    ...fix,
    idempotencyKey: crypto.randomUUID(),
    status: 'pending',
    message: null,
    attempts: 0,
    nextAttemptAt: 0,
  });

/** Removes an entry for good (the user discarded it, or its open form took its refusal back). */
export const removeEntry = async (db: OfflineDb, clientId: string) => {
  await db.outbox.where('clientId').equals(clientId).delete();
};

/** Forgets the entries the server confirmed before `before`: the device keeps no patient data longer than needed. */
export const pruneSent = async (db: OfflineDb, before: Date) => {
  const sent = await db.outbox.where('status').equals('sent').toArray();
  const old = sent.filter((entry) => entry.sentAt !== null && entry.sentAt < before.toISOString());
  await db.outbox.bulkDelete(old.flatMap((entry) => (entry.seq === undefined ? [] : [entry.seq])));
};
