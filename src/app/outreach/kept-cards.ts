import { currentSession } from './kept-data';
import type { OfflineDb } from './offline-db';

/**
 * Keeps a patient's vaccination card as read, while an outreach session is prepared (and only
 * then: no session, no patient data on the device), for the dose form's checks offline.
 *
 * @example
 * await keepCard(db, 9, card);
 */
export const keepCard = async (db: OfflineDb, patientId: number, card: unknown, now = new Date()) => {
  if (!(await currentSession(db))) return;
  await db.cards.put({ patientId, card, takenAt: now.toISOString() });
};

/** The card last read of a patient, or undefined. */
export const keptCard = async (db: OfflineDb, patientId: number): Promise<unknown> =>
  (await db.cards.get(patientId))?.card;
