import type { EntityRow } from '../../engine';
import type { OfflineDb } from '../outreach/offline-db';
import { pruneSent } from './outbox';
import { type PassResult, type Refusal, type SendEntry, syncPass } from './sync-pass';
import type { SyncState } from './sync-store';

export type OutboxSyncOptions = {
  openDb: () => Promise<OfflineDb | null>;
  send: SendEntry;
  isOnline: () => boolean;
  /** Runs a task while holding the one-tab lock, or answers null when another tab holds it. */
  withLock: <T>(task: () => Promise<T>) => Promise<T | null>;
  /** Takes each change of the sync's state. */
  report: (state: Partial<SyncState>) => void;
  now?: () => number;
};

export type OutboxSync = {
  /**
   * Sends what the outbox holds, in passes, until a pass has nothing more to send; `isForced`
   * skips the backoff. Null when offline, without a database, or while another tab sends.
   */
  run: (options?: { isForced?: boolean }) => Promise<PassResult | null>;
  /** Stops the retry timer (the signed-in shell unmounts). */
  stop: () => void;
};

/** How long the device keeps what the server confirmed, for 'Registros sin conexión'. */
export const sentKeptMs = 24 * 60 * 60 * 1000;

/**
 * The outbox's sender: one run at a time in this tab (a run asked for meanwhile follows it, so
 * an entry written during a pass is not left behind), one tab at a time in the browser, and a
 * timer for the next retry after a pass that stopped on no answer.
 *
 * @example
 * const sync = createOutboxSync({ openDb, send, isOnline: () => navigator.onLine, withLock: withOutboxLock, report });
 * await sync.run({ isForced: true });
 */
export const createOutboxSync = (options: OutboxSyncOptions): OutboxSync => {
  const { openDb, send, isOnline, withLock, report, now = Date.now } = options;
  let running: Promise<PassResult | null> | null = null;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;

  const scheduleRetry = (at: number | null) => {
    clearTimeout(retryTimer);
    if (at !== null) retryTimer = setTimeout(() => void run(), Math.max(0, at - now()));
  };

  /** Passes until one answers nothing; the rows and refusals of them all. */
  const passes = async (db: OfflineDb, isForced: boolean): Promise<PassResult> => {
    await pruneSent(db, new Date(now() - sentKeptMs));
    const rows = new Map<string, EntityRow>();
    const refusals = new Map<string, Refusal>();
    for (;;) {
      const result = await syncPass({
        db,
        send,
        now,
        isForced,
        onProgress: (done, total) => report({ phase: 'sending', done, total }),
      });
      for (const [clientId, row] of result.rows) rows.set(clientId, row);
      for (const [clientId, refusal] of result.refusals) refusals.set(clientId, refusal);
      const answered = result.rows.size + result.refusals.size;
      if (result.state !== 'done' || answered === 0) return { ...result, rows, refusals };
    }
  };

  const runOnce = async (isForced: boolean): Promise<PassResult | null> => {
    const db = await openDb();
    if (!db || !isOnline()) return null;
    try {
      const result = await withLock(() => passes(db, isForced));
      if (result) {
        report({ phase: result.state === 'unauthorized' ? 'signInNeeded' : 'idle', done: 0, total: 0 });
        scheduleRetry(result.state === 'unauthorized' ? null : result.retryAt);
      }
      return result;
    } catch (error) {
      report({ phase: 'idle', done: 0, total: 0 });
      throw error;
    }
  };

  const run = async ({ isForced = false }: { isForced?: boolean } = {}): Promise<PassResult | null> => {
    while (running) await running.catch(() => null);
    running = runOnce(isForced);
    try {
      return await running;
    } finally {
      running = null;
    }
  };

  return { run, stop: () => clearTimeout(retryTimer) };
};
