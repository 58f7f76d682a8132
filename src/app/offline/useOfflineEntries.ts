import { useCallback, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { notify } from '../notify/notify';
import { outboxSync } from '../outbox/app-outbox';
import { waitingEntries } from '../outbox/entry-waits';
import { allEntries, removeEntry } from '../outbox/outbox';
import type { OutboxEntry } from '../outbox/outbox-entry';
import { useSyncStore } from '../outbox/sync-store';
import { openOfflineDb } from '../outreach/offline-db';
import { useDeviceQuery } from '../outreach/useDeviceQuery';
import { focusPageHeading } from '../routes/page-focus';
import { useSessionStore } from '../session/session-store';
import { correctionPath } from './offline-path';
import { offlineTexts } from './texts';

/**
 * The state of 'Registros sin conexión': the outbox's entries by state (the refused first, each
 * list first in first), which pending ones wait on a refused one, 'Sincronizar ahora', 'Corregir'
 * (the dose form reopened on the entry), 'Descartar' behind a confirmation, and signing in again
 * when the server asked.
 *
 * @example
 * const { refused, pending, sent, syncNow, correct, discard } = useOfflineEntries();
 */
export const useOfflineEntries = () => {
  const entries = useDeviceQuery(allEntries);
  const sync = useSyncStore();
  const navigate = useNavigate();
  const [discarding, setDiscarding] = useState<OutboxEntry | null>(null);
  const lists = useMemo(() => {
    const all = entries ?? [];
    const of = (status: OutboxEntry['status']) => all.filter((entry) => entry.status === status);
    return { refused: of('refused'), pending: of('pending'), sent: of('sent').reverse(), waiting: waitingEntries(all) };
  }, [entries]);

  const syncNow = useCallback(() => void outboxSync.run({ isForced: true }).catch(console.error), []);
  const correct = useCallback((entry: OutboxEntry) => navigate(correctionPath(entry.clientId)), [navigate]);
  const confirmDiscard = useCallback(async () => {
    const db = await openOfflineDb();
    if (db && discarding) await removeEntry(db, discarding.clientId);
    setDiscarding(null);
    notify.success(offlineTexts.discarded);
    // Its 'Descartar' button is gone with it: the focus goes to the page's heading, not to the body.
    focusPageHeading();
  }, [discarding]);

  return {
    isLoading: entries === undefined,
    ...lists,
    sync,
    syncNow,
    correct,
    signIn: () => useSessionStore.getState().signOut('expired'),
    discard: { entry: discarding, ask: setDiscarding, cancel: () => setDiscarding(null), confirm: confirmDiscard },
  };
};
