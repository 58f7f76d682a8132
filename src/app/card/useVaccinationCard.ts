import { useQuery } from '@tanstack/react-query';
import type { VaccinationCard } from '../../domain/vaccination-card';
import { ApiError, today } from '../../engine';
import { fetchVaccinationCard } from './card-api';

export type CardState =
  | { kind: 'loading' }
  | { kind: 'notFound' }
  | { kind: 'failed'; message: string; retry: () => void }
  | { kind: 'ready'; card: VaccinationCard };

/**
 * The card of the patient in the URL, its schedules computed for the browser's today (so the
 * page follows the clock of whoever looks at it), as one of the page's states.
 *
 * @example
 * const { day, state } = useVaccinationCard(params.id ?? '');
 */
export const useVaccinationCard = (patientId: string): { day: string; state: CardState } => {
  const day = today();
  const query = useQuery({
    queryKey: ['vaccination-card', patientId, day],
    queryFn: ({ signal }) => fetchVaccinationCard({ patientId, today: day, signal }),
  });
  if (query.isPending) return { day, state: { kind: 'loading' } };
  if (query.isError) {
    const { error } = query;
    if (error instanceof ApiError && error.status === 404) return { day, state: { kind: 'notFound' } };
    const message = error instanceof ApiError ? error.message : '';
    return { day, state: { kind: 'failed', message, retry: () => void query.refetch() } };
  }
  return { day, state: { kind: 'ready', card: query.data } };
};
