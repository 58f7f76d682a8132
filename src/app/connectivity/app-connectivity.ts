import { apiBaseUrl } from '../api/base-url';
import { createConnectivity } from './connectivity';

/** How long the probe waits for `/health` to answer. */
const probeTimeoutMs = 5_000;

/**
 * Whether the API's public `/health` answers at all (any status), within 5 s. The answer is read
 * to its end: an unread body held the request open until the timeout aborted it, and every page
 * looked busy for 5 s after it loaded.
 */
export const probeHealth = async (): Promise<boolean> => {
  try {
    const answer = await fetch(`${apiBaseUrl}/api/v1/health`, {
      cache: 'no-store',
      signal: AbortSignal.timeout(probeTimeoutMs),
    });
    await answer.arrayBuffer();
    return true;
  } catch {
    return false;
  }
};

/**
 * The app's one connectivity (connectivity.ts): every request of the app's HTTP clients reports
 * to it, and its probe asks the API's public `/health` for any answer.
 */
export const appConnectivity = createConnectivity({
  probe: probeHealth,
  isBrowserOnline: () => typeof navigator === 'undefined' || navigator.onLine,
});
