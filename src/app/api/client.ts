import { appConnectivity } from '../connectivity/app-connectivity';
import { useSessionStore } from '../session/session-store';
import { apiBaseUrl } from './base-url';
import { createHttpClient } from './http';

/**
 * The app's HTTP client. A 401 ends the session; the layout then sends the user to the login
 * page. Each request tells the device's connectivity whether the API answered.
 */
export const http = createHttpClient({
  baseUrl: apiBaseUrl,
  getToken: () => useSessionStore.getState().token,
  onUnauthorized: () => useSessionStore.getState().signOut('expired'),
  onReachability: appConnectivity.report,
});
