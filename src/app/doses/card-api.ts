import { type VaccinationCard, vaccinationCardSchema } from '../../domain/vaccination-card';
import { http } from '../api/client';

/**
 * A patient's vaccination card (`GET /patients/:id/vaccination-card?today=`), its schedules
 * computed for the browser's `today`.
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
}): Promise<VaccinationCard> =>
  vaccinationCardSchema.parse(
    await http.request('GET', `/patients/${patientId}/vaccination-card`, { query: { today }, signal }),
  );
