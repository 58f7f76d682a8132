import { useEffect } from 'react';
import { outboxSync } from './app-outbox';
import { useSyncStore } from './sync-store';

/** While entries wait, the outbox is tried this often. */
export const syncPeriodMs = 30_000;

/**
 * Sends the outbox while a session is open: at once, when the network comes back ('online'),
 * when the tab becomes visible again, and every 30 s; the network's state goes to the sync
 * store for the top bar.
 *
 * @example
 * const AppLayout = () => { useOutboxSync(token !== null); ... };
 */
export const useOutboxSync = (isSignedIn: boolean) => {
  useEffect(() => {
    if (!isSignedIn) return;
    const run = (isForced = false) => void outboxSync.run({ isForced }).catch((error: unknown) => console.error(error));
    const online = () => {
      useSyncStore.setState({ isOnline: true });
      run(true);
    };
    const offline = () => useSyncStore.setState({ isOnline: false });
    const visible = () => {
      if (document.visibilityState === 'visible') run();
    };
    useSyncStore.setState({ isOnline: navigator.onLine, phase: 'idle' });
    run();
    const timer = setInterval(run, syncPeriodMs);
    window.addEventListener('online', online);
    window.addEventListener('offline', offline);
    document.addEventListener('visibilitychange', visible);
    return () => {
      clearInterval(timer);
      outboxSync.stop();
      window.removeEventListener('online', online);
      window.removeEventListener('offline', offline);
      document.removeEventListener('visibilitychange', visible);
    };
  }, [isSignedIn]);
};
