import type { EntityRow } from '../../engine';
import type { OfflineDb, OutreachSession } from './offline-db';

/** The entities the dose form reads, kept for an outreach session. */
export const keptEntities = [
  'patients',
  'vaccine-batches',
  'vaccination-centers',
  'users',
  'schedule-rules',
  'vaccines',
] as const;

/**
 * The rows kept of an entity, or null when none were (no session prepared, or an entity not kept).
 *
 * @example
 * const lots = await keptRows(db, 'vaccine-batches'); // [{ id: 1, batchNumber: 'PF-2026-001', ... }]
 */
export const keptRows = async (db: OfflineDb, entity: string): Promise<EntityRow[] | null> =>
  (await db.kept.get(entity))?.rows ?? null;

/** Replaces the rows kept of an entity. */
export const keepRows = async (db: OfflineDb, entity: string, rows: readonly EntityRow[]) => {
  await db.kept.put({ entity, rows: [...rows] });
};

/**
 * Adds rows to those kept of an entity, a row read again replacing its older copy: the patients
 * a worker searches for while online join the session's.
 *
 * @example
 * await addKeptRows(db, 'patients', items);
 */
export const addKeptRows = (db: OfflineDb, entity: string, rows: readonly EntityRow[]) =>
  db.transaction('rw', db.kept, async () => {
    const byId = new Map((await keptRows(db, entity))?.map((row) => [row.id, row]) ?? []);
    for (const row of rows) byId.set(row.id, row);
    await keepRows(db, entity, [...byId.values()]);
    return byId.size;
  });

/** The outreach session prepared on this device, if any. */
export const currentSession = async (db: OfflineDb): Promise<OutreachSession | null> =>
  (await db.session.get('current')) ?? null;

/** Records the session prepared (its centre and when its data was taken). */
export const saveSession = async (db: OfflineDb, session: Omit<OutreachSession, 'key'>) => {
  await db.session.put({ key: 'current', ...session });
};

/**
 * Forgets the session's reference data and the cards read: the device keeps no patient's data
 * once the session is over. The outbox is left as it is.
 */
export const forgetSession = (db: OfflineDb) =>
  db.transaction('rw', [db.kept, db.session, db.cards], async () => {
    await Promise.all([db.kept.clear(), db.session.clear(), db.cards.clear()]);
  });
