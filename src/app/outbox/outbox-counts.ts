import type { OfflineDb } from '../outreach/offline-db';

/** How many entries wait to be sent, were refused, and when the server last confirmed one. */
export type OutboxCounts = { pending: number; refused: number; lastSentAt: string | null };

/**
 * The outbox's counts for the top bar.
 *
 * @example
 * await outboxCounts(db) // { pending: 12, refused: 1, lastSentAt: '2026-06-01T10:42:00.000Z' }
 */
export const outboxCounts = async (db: OfflineDb): Promise<OutboxCounts> => {
  const [pending, refused, sent] = await Promise.all([
    db.outbox.where('status').equals('pending').count(),
    db.outbox.where('status').equals('refused').count(),
    db.outbox.where('status').equals('sent').toArray(),
  ]);
  const lastSentAt = sent.reduce<string | null>(
    (latest, entry) => (entry.sentAt !== null && (latest === null || entry.sentAt > latest) ? entry.sentAt : latest),
    null,
  );
  return { pending, refused, lastSentAt };
};
