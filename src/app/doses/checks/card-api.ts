import { type VaccinationCard, vaccinationCardSchema } from '../../../domain/vaccination-card';
import { ApiError } from '../../../engine';
import { http } from '../../api/client';
import { offlineTexts } from '../../offline/texts';
import { isOnline } from '../../outbox/app-outbox';
import { isLocalId } from '../../outbox/outbox-entry';
import { keepCard, keptCard } from '../../outreach/kept-cards';
import { openOfflineDb } from '../../outreach/offline-db';
import { isUnreachable } from '../../outreach/offline-reads';

/**
 * A patient's vaccination card (`GET /patients/:id/vaccination-card?today=`), its schedules
 * computed for the browser's `today`. During an outreach session the card read is kept on the
 * device, and without a network the kept one answers (the server still decides at sync); a
 * patient registered on this device has none yet.
 *
 * @example
 * const card = await fetchVaccinationCard({ patientId: 9, today: '2026-06-01', signal });
 */
export const fetchVaccinationCard = async ({
  patientId,
  today,
  signal,
}: {
  patientId: number;
  today: string;
  signal: AbortSignal;
}): Promise<VaccinationCard> => {
  const db = await openOfflineDb();
  if (isLocalId(patientId) || !isOnline()) return keptCardOf(patientId);
  try {
    const card = vaccinationCardSchema.parse(
      await http.request('GET', `/patients/${patientId}/vaccination-card`, { query: { today }, signal }),
    );
    if (db) await keepCard(db, patientId, card);
    return card;
  } catch (error) {
    if (db && isUnreachable(error, signal)) return keptCardOf(patientId);
    throw error;
  }
};

const keptCardOf = async (patientId: number): Promise<VaccinationCard> => {
  const db = await openOfflineDb();
  const parsed = vaccinationCardSchema.safeParse(db ? await keptCard(db, patientId) : undefined);
  if (!parsed.success) throw new ApiError({ status: 503, message: offlineTexts.noSession });
  return parsed.data;
};
