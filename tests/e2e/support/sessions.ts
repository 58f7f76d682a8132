import { baseURL } from './base-url';

/** The demo data's accounts (the seed's admin and vaccinator). */
export const demoAccounts = {
  admin: { email: 'admin@gmail.com', password: 'admin123' },
  health: { email: 'salud@gmail.com', password: 'salud123' },
} as const;

export type DemoRole = keyof typeof demoAccounts;

/** What `POST /auth/login` answers, and what the login form keeps in localStorage. */
export type Session = { token: string; role: string };

/** Each demo role's session, from one login per worker: a login hashes the password on purpose (scrypt). */
const sessions = new Map<DemoRole, Promise<Session>>();

const logInByApi = async (role: DemoRole): Promise<Session> => {
  const response = await fetch(`${baseURL}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(demoAccounts[role]),
  });
  if (!response.ok) throw new Error(`POST /auth/login as ${role}: ${response.status} ${await response.text()}`);
  return (await response.json()) as Session;
};

/**
 * A demo role's session on this worker's server, logged in once per worker and kept (a token lasts 8 hours; the
 * suite changes neither demo account's password nor status). A failed login is not kept.
 *
 * @example
 * const { token } = await demoSession('admin');
 */
export const demoSession = (role: DemoRole): Promise<Session> => {
  const kept = sessions.get(role);
  if (kept) return kept;
  const session = logInByApi(role);
  sessions.set(role, session);
  session.catch(() => sessions.delete(role));
  return session;
};
