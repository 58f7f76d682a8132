import type { OutboxCounts } from '../outbox/outbox-counts';
import type { SyncState } from '../outbox/sync-store';
import { offlineTexts } from './texts';

const texts = offlineTexts.status;

/** The top bar's sync status: its words, and which look it takes. */
export type StatusView = { text: string; tone: 'offline' | 'sending' | 'pending' | 'synced' | 'refused' | 'signIn' };

const timeFormat = new Intl.DateTimeFormat('es', { hour: '2-digit', minute: '2-digit', hour12: false });

/**
 * The top bar's status: offline and what waits ('Sin conexión · 12 pendientes'), the pass under
 * way ('Sincronizando 3 de 12'), everything confirmed and when ('Todo sincronizado · 10:42'),
 * the refusals ('1 rechazado'); never 'sincronizado' before the server confirmed something, nor
 * while anything waits. Null when there is nothing to say (online, nothing ever sent).
 *
 * @example
 * statusView({ counts: { pending: 12, refused: 0, lastSentAt: null }, sync: { phase: 'idle', done: 0, total: 0, isOnline: false } })
 * // { text: 'Sin conexión · 12 pendientes', tone: 'offline' }
 */
export const statusView = ({ counts, sync }: { counts: OutboxCounts; sync: SyncState }): StatusView | null => {
  const refused = counts.refused > 0 ? [texts.refused(counts.refused)] : [];
  const pending = counts.pending > 0 ? [texts.pending(counts.pending)] : [];
  const join = (parts: string[]) => parts.join(' · ');
  if (sync.phase === 'signInNeeded' && counts.pending > 0) {
    return { text: join([texts.signInNeeded, ...pending]), tone: 'signIn' };
  }
  if (!sync.isOnline) return { text: join([texts.offline, ...pending, ...refused]), tone: 'offline' };
  if (sync.phase === 'sending' && sync.total > 0) {
    return { text: join([texts.sending(sync.done, sync.total), ...refused]), tone: 'sending' };
  }
  if (counts.pending > 0) return { text: join([...pending, ...refused]), tone: 'pending' };
  if (counts.refused > 0) return { text: join(refused), tone: 'refused' };
  if (counts.lastSentAt === null) return null;
  return { text: texts.synced(timeFormat.format(new Date(counts.lastSentAt))), tone: 'synced' };
};
