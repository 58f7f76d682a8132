import { apiBaseUrl } from '../api/base-url';
import { createConnectivity } from './connectivity';

/** How long the probe waits for `/health` to answer. */
const probeTimeoutMs = 5_000;

/**
 * The app's one connectivity (connectivity.ts): every request of the app's HTTP clients reports
 * to it, and its probe asks the API's public `/health` for any answer.
 */
export const appConnectivity = createConnectivity({
  probe: async () => {
    try {
      await fetch(`${apiBaseUrl}/api/v1/health`, { cache: 'no-store', signal: AbortSignal.timeout(probeTimeoutMs) });
      return true;
    } catch {
      return false;
    }
  },
  isBrowserOnline: () => typeof navigator === 'undefined' || navigator.onLine,
});
