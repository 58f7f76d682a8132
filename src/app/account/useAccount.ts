import { useEffect, useState } from 'react';
import { type AccountAnswer, accountAnswerSchema } from '../../domain/account';
import { http } from '../api/client';

/**
 * The signed-in account as `GET /auth/me` answers it (its place for the top bar), read once per
 * token; null while it loads or when it cannot be read (the top bar then shows the role alone).
 * The layout asks for it outside the engine's query client, so it reads it itself.
 *
 * @example
 * const account = useAccount(token);
 * account?.place.name // 'Centro de Salud Norte'
 */
export const useAccount = (token: string | null): AccountAnswer | null => {
  const [account, setAccount] = useState<{ token: string; answer: AccountAnswer } | null>(null);
  useEffect(() => {
    if (token === null) return;
    const controller = new AbortController();
    http
      .request('GET', '/auth/me', { signal: controller.signal })
      .then((body) => setAccount({ token, answer: accountAnswerSchema.parse(body) }))
      .catch(() => {});
    return () => controller.abort();
  }, [token]);
  return account && account.token === token ? account.answer : null;
};
