import { useCallback, useState } from 'react';
import { outboxCounts } from '../outbox/outbox-counts';
import { forgetSession } from '../outreach/kept-data';
import { openOfflineDb } from '../outreach/offline-db';
import { useDeviceQuery } from '../outreach/useDeviceQuery';
import { useSessionStore } from '../session/session-store';

/**
 * The account's 'Cerrar sesión' with the outbox in mind: with entries unsent it first asks, saying
 * how many (they stay on the device and go once the user signs in again); without, it signs out
 * at once. Either way the session's reference data (patients included) leaves the device: a new
 * sign-in needs the network, and with it a new 'Preparar jornada sin conexión'.
 *
 * @example
 * const signOut = useSignOut();
 * <TopBar onLogout={signOut.request} /> <ConfirmDialog isOpen={signOut.isAsking} ... />
 */
export const useSignOut = () => {
  const counts = useDeviceQuery(outboxCounts);
  const pending = (counts?.pending ?? 0) + (counts?.refused ?? 0);
  const [isAsking, setAsking] = useState(false);
  const signOut = useCallback(() => {
    void openOfflineDb().then((db) => db && forgetSession(db));
    useSessionStore.getState().signOut('logout');
  }, []);
  const request = useCallback(() => (pending > 0 ? setAsking(true) : signOut()), [pending, signOut]);
  const cancel = useCallback(() => setAsking(false), []);
  return { pending, isAsking, request, cancel, confirm: signOut };
};
