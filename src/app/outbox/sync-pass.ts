import type { EntityRow, FormValues } from '../../engine';
import type { OfflineDb } from '../outreach/offline-db';
import { entryOf, markRefused, markRetry, markSent, pendingEntries } from './outbox';
import { holdKeyOf, type OutboxEntry } from './outbox-entry';
import { withSavedTime } from './saved-time';
import { outcomeOf, refusalText, retryDelayMs, type SendResult } from './send-result';

/** Sends one entry's values under its key. */
export type SendEntry = (entry: OutboxEntry, values: FormValues) => Promise<SendResult>;

export type PassOptions = {
  db: OfflineDb;
  send: SendEntry;
  /** Epoch ms now. */
  now?: () => number;
  /** Sends even an entry still waiting out its backoff (the user's 'Sincronizar ahora', the network back). */
  isForced?: boolean;
  /** At the start and after each entry answered: how many of the pass's entries were answered, of how many. */
  onProgress?: (done: number, total: number) => void;
};

/** A refusal's answer: its status, message and field messages. */
export type Refusal = Extract<SendResult, { kind: 'answered' }>;

/**
 * How a pass ended: 'done' (nothing left it could send), 'retrying' (an entry got no answer, or
 * one to retry, and waits its backoff with everything after it), 'waiting' (the first entry to
 * send is still in its backoff), 'unauthorized' (the session is no longer valid: everything
 * waits for a new sign-in).
 */
export type PassResult = {
  state: 'done' | 'retrying' | 'waiting' | 'unauthorized';
  /** The server's rows of the entries it confirmed, by client id. */
  rows: ReadonlyMap<string, EntityRow>;
  /** The entries refused in this pass, with their answer. */
  refusals: ReadonlyMap<string, Refusal>;
  /** Epoch ms of the next attempt after 'retrying' or 'waiting'. */
  retryAt: number | null;
};

/**
 * One pass over the outbox, first in first out: each pending entry is sent once under its key,
 * unless an earlier entry holds it back (a refused or waiting patient holds back their doses; a
 * refused dose, the later doses of the same patient and vaccine). A dose for a patient registered
 * offline goes out once that patient is confirmed, with the server's id in place of the stand-in;
 * a dose given here goes out with the moment it was saved, its time of application.
 * The first entry that gets no answer (or a 5xx, 408, 429) stops the pass, so the order holds;
 * a 401 stops it with nothing marked.
 *
 * @example
 * const result = await syncPass({ db, send, onProgress: (done, total) => show(`Sincronizando ${done} de ${total}`) });
 */
export const syncPass = async ({ db, send, now = Date.now, isForced = false, onProgress }: PassOptions) => {
  const rows = new Map<string, EntityRow>();
  const refusals = new Map<string, Refusal>();
  const end = (state: PassResult['state'], retryAt: number | null = null): PassResult => ({
    state,
    rows,
    refusals,
    retryAt,
  });
  const pending = await pendingEntries(db);
  const held = new Set((await db.outbox.where('status').equals('refused').toArray()).map(holdKeyOf));
  let done = 0;
  onProgress?.(done, pending.length);
  for (const entry of pending) {
    const key = holdKeyOf(entry);
    const values = held.has(key) ? null : await sendableValues(db, entry);
    if (values === null) {
      held.add(key);
      continue;
    }
    if (!isForced && entry.nextAttemptAt > now()) return end('waiting', entry.nextAttemptAt);
    const result = await send(entry, values);
    const outcome = outcomeOf(result);
    if (outcome === 'unauthorized') return end('unauthorized');
    if (outcome === 'retry') {
      const attempts = entry.attempts + 1;
      const nextAttemptAt = now() + retryDelayMs(attempts);
      await markRetry(db, entry.clientId, { attempts, nextAttemptAt });
      return end('retrying', nextAttemptAt);
    }
    if (result.kind === 'answered' && outcome === 'sent' && result.row) {
      await markSent(db, entry.clientId, result.row.id, new Date(now()));
      rows.set(entry.clientId, result.row);
    } else if (result.kind === 'answered') {
      await markRefused(db, entry.clientId, refusalText(result, result.status));
      refusals.set(entry.clientId, result);
      held.add(key);
    }
    done += 1;
    onProgress?.(done, pending.length);
  }
  return end('done');
};

/**
 * The values an entry is sent with: as kept, or for a dose of a patient registered offline,
 * with that patient's server id (null while that patient is not confirmed); a dose given here
 * with the moment it was saved (saved-time.ts).
 */
const sendableValues = async (db: OfflineDb, entry: OutboxEntry): Promise<FormValues | null> => {
  if (entry.patientClientId === null) return withSavedTime(entry, entry.values);
  const patient = await entryOf(db, entry.patientClientId);
  if (patient?.status !== 'sent' || patient.serverId === null) return null;
  return withSavedTime(entry, { ...entry.values, patientId: patient.serverId });
};
