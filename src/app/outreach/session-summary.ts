import { currentSession, keptRows } from './kept-data';
import type { OfflineDb, OutreachSession } from './offline-db';

/** The session prepared on this device and how much it keeps; null when none was prepared. */
export type SessionSummary = { session: OutreachSession; patients: number; batches: number } | null;

/**
 * What 'Jornada sin conexión' shows of the session kept.
 *
 * @example
 * await sessionSummary(db) // { session: { centreName: 'Centro de Salud Norte', takenAt: '…' }, patients: 17, lots: 6 }
 */
export const sessionSummary = async (db: OfflineDb): Promise<SessionSummary> => {
  const session = await currentSession(db);
  if (!session) return null;
  const [patients, batches] = await Promise.all([keptRows(db, 'patients'), keptRows(db, 'vaccine-batches')]);
  return { session, patients: patients?.length ?? 0, batches: batches?.length ?? 0 };
};
