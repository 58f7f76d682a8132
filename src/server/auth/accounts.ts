import type { Account } from '../../engine/server/auth-guard';
import type { Store } from '../../engine/server/database';

/** How long an account's state is trusted before it is read again, by default. */
export const accountCacheMs = 5000;

/** Past this many cached accounts the cache starts over, so it never grows without bound. */
const maxCachedAccounts = 10_000;

/**
 * The account behind a token's user id: its role while it exists and is active, otherwise
 * undefined. Each answer is kept `cacheMs` milliseconds, so a deactivation or a role change
 * reaches every token within that time at the cost of one query per user per period;
 * concurrent requests of one user share the query.
 *
 * @example
 * authenticate({ secret, findAccount: accountFinder({ store, cacheMs: 5000 }) });
 */
export const accountFinder = (options: { store: Store; cacheMs: number; now?: () => number }) => {
  const { store, cacheMs, now = Date.now } = options;
  const cache = new Map<number, { until: number; account: Promise<Account | undefined> }>();

  const read = async (id: number): Promise<Account | undefined> => {
    const row = await store.db
      .selectFrom('users')
      .select('role')
      .where('id', '=', id)
      .where('isActive', '=', 1)
      .executeTakeFirst();
    return typeof row?.role === 'string' ? { role: row.role } : undefined;
  };

  return (id: number): Promise<Account | undefined> => {
    const time = now();
    const cached = cache.get(id);
    if (cached && cached.until > time) return cached.account;
    if (cache.size >= maxCachedAccounts) cache.clear();
    const account = read(id);
    cache.set(id, { until: time + cacheMs, account });
    // A failed read is not remembered: the next request asks the database again.
    account.catch(() => {
      if (cache.get(id)?.account === account) cache.delete(id);
    });
    return account;
  };
};
