/** The lock one tab holds while it sends the outbox. */
export const outboxLockName = 'snh-vacunas-outbox';

/**
 * Runs `task` only if no other tab of this browser is sending the outbox (Web Locks), and
 * answers null without running it when one is. Where the browser has no Web Locks it just runs.
 *
 * @example
 * const result = await withOutboxLock(() => syncPass({ db, send })); // null: another tab is sending
 */
export const withOutboxLock = async <T>(task: () => Promise<T>): Promise<T | null> => {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) return task();
  return locks.request(outboxLockName, { ifAvailable: true }, (lock) => (lock ? task() : null));
};
