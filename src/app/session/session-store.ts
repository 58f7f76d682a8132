import { create } from 'zustand';

/** Why the last session ended; it picks the warning the login page shows. */
export type SessionEnd = 'logout' | 'expired' | 'invalid';

export type Session = { token: string; role: string };

type SessionState = {
  token: string | null;
  role: string | null;
  endedBy: SessionEnd | null;
  signIn: (session: Session) => void;
  signOut: (reason: SessionEnd) => void;
};

// Plain strings under these keys, as the spec stores them; not zustand's JSON envelope.
const tokenKey = 'token';
const roleKey = 'role';

const read = (key: string): string | null => {
  try {
    return localStorage.getItem(key) || null;
  } catch {
    return null;
  }
};

export const useSessionStore = create<SessionState>()((set) => ({
  token: read(tokenKey),
  role: read(roleKey),
  endedBy: null,
  signIn: ({ token, role }) => {
    localStorage.setItem(tokenKey, token);
    localStorage.setItem(roleKey, role);
    set({ token, role, endedBy: null });
  },
  signOut: (reason) => {
    localStorage.removeItem(tokenKey);
    localStorage.removeItem(roleKey);
    set({ token: null, role: null, endedBy: reason });
  },
}));

/** Re-reads storage: a session started or ended in another tab, or set up by a test. */
export const reloadSession = () =>
  useSessionStore.setState({ token: read(tokenKey), role: read(roleKey), endedBy: null });

/** Follows logins and logouts of other tabs; returns the unsubscribe function. */
export const syncSessionAcrossTabs = () => {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === tokenKey || event.key === roleKey) reloadSession();
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
};
