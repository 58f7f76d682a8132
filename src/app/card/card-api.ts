import { type VaccinationCard, vaccinationCardSchema } from '../../domain/vaccination-card';
import { http } from '../api/client';

/**
 * A patient's vaccination card (`GET /patients/:id/vaccination-card`), its schedules computed
 * for `today` (the browser's day), read through the schema the server answers with.
 *
 * @example
 * const card = await fetchVaccinationCard({ patientId: 7, today: '2026-05-20', signal });
 */
export const fetchVaccinationCard = async ({
  patientId,
  today,
  signal,
}: {
  patientId: string;
  today: string;
  signal: AbortSignal;
}): Promise<VaccinationCard> => {
  const body = await http.request('GET', `/patients/${encodeURIComponent(patientId)}/vaccination-card`, {
    query: { today },
    signal,
  });
  return vaccinationCardSchema.parse(body);
};
