import { useEffect } from 'react';
import { appConnectivity } from '../connectivity/app-connectivity';
import { outboxSync } from './app-outbox';
import { useSyncStore } from './sync-store';

/** While entries wait, the outbox is tried this often. */
export const syncPeriodMs = 30_000;

/**
 * Sends the outbox while a session is open: at once, when the device is online again (the
 * browser's network back, or the API answering again: connectivity.ts), when the tab becomes
 * visible again, and every 30 s; the device's connectivity goes to the sync store for the top
 * bar.
 *
 * @example
 * const AppLayout = () => { useOutboxSync(token !== null); ... };
 */
export const useOutboxSync = (isSignedIn: boolean) => {
  useEffect(() => {
    if (!isSignedIn) return;
    const run = (isForced = false) => void outboxSync.run({ isForced }).catch((error: unknown) => console.error(error));
    const unsubscribe = appConnectivity.subscribe((isOnline) => {
      useSyncStore.setState({ isOnline });
      if (isOnline) run(true);
    });
    const online = () => appConnectivity.browserWent(true);
    const offline = () => appConnectivity.browserWent(false);
    const visible = () => {
      if (document.visibilityState === 'visible') run();
    };
    const stopTracking = appConnectivity.start();
    useSyncStore.setState({ isOnline: appConnectivity.isOnline(), phase: 'idle' });
    run();
    const timer = setInterval(run, syncPeriodMs);
    window.addEventListener('online', online);
    window.addEventListener('offline', offline);
    document.addEventListener('visibilitychange', visible);
    return () => {
      clearInterval(timer);
      outboxSync.stop();
      stopTracking();
      unsubscribe();
      window.removeEventListener('online', online);
      window.removeEventListener('offline', offline);
      document.removeEventListener('visibilitychange', visible);
    };
  }, [isSignedIn]);
};
