import { useSessionStore } from '../session/session-store';
import { createHttpClient } from './http';

const configuredBase: unknown = import.meta.env.VITE_API_BASE_URL;

/** The app's HTTP client. A 401 ends the session; the layout then sends the user to the login page. */
export const http = createHttpClient({
  baseUrl: typeof configuredBase === 'string' ? configuredBase.replace(/\/+$/, '') : '',
  getToken: () => useSessionStore.getState().token,
  onUnauthorized: () => useSessionStore.getState().signOut('expired'),
});
