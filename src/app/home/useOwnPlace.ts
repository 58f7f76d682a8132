import { useQuery } from '@tanstack/react-query';
import { type AccountAnswer, accountAnswerSchema } from '../../domain/account';
import { http } from '../api/client';
import { useSessionStore } from '../session/session-store';

export type OwnPlace = AccountAnswer['place'];

/**
 * Where the signed-in account works (`GET /auth/me`): its centre, its unit, or the whole network;
 * null while it loads or when it cannot be read (the pages then show what the API answers
 * without a place, which is the same account's place). Read once per token.
 *
 * @example
 * const { place } = useOwnPlace();
 * place?.level // 'district'
 */
export const useOwnPlace = (): { place: OwnPlace | null; isLoading: boolean; error: Error | null } => {
  const token = useSessionStore((state) => state.token);
  const query = useQuery({
    queryKey: ['account', 'place', token],
    queryFn: async ({ signal }) => accountAnswerSchema.parse(await http.request('GET', '/auth/me', { signal })).place,
    staleTime: Number.POSITIVE_INFINITY,
  });
  return { place: query.data ?? null, isLoading: query.isPending, error: query.error };
};
