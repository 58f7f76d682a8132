import { useQuery } from '@tanstack/react-query';
import { type AccountAnswer, accountAnswerSchema } from '../../domain/account';
import { http } from '../api/client';

/**
 * The signed-in account as `GET /auth/me` answers it (its place for the top bar), once per
 * session (its token keys it: another sign-in asks again); null while it loads or when it
 * cannot be read (the top bar then shows the role alone).
 *
 * @example
 * const account = useAccount(token);
 * account?.place.name // 'Centro de Salud Norte'
 */
export const useAccount = (token: string | null): AccountAnswer | null => {
  const query = useQuery({
    queryKey: ['account', 'me', token],
    queryFn: async ({ signal }) => accountAnswerSchema.parse(await http.request('GET', '/auth/me', { signal })),
    enabled: token !== null,
    staleTime: Number.POSITIVE_INFINITY,
  });
  return query.data ?? null;
};
