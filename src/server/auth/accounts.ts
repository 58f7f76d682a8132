import type { Account, Store } from '../../engine/server';
import { ApiFailure, liveGrants } from '../../engine/server';
import { scopeOf } from './account-scope';

/**
 * How long an account's state is trusted before it is read again, by default: not at all.
 * A deactivation or a role change then reaches every token of every process at its next
 * request, for one primary-key lookup per request: measured at 0.12 ms on SQLite and 1.4 to
 * 2.5 ms (one round trip) on a local PostgreSQL, within the noise of a whole request's time.
 */
export const accountCacheMs = 0;

/** The 401 of a token whose account the admin deactivated. */
export const deactivatedAccount = 'Su cuenta está desactivada. Consulte con el administrador';

/** Past this many cached accounts the cache starts over, so it never grows without bound. */
const maxCachedAccounts = 10_000;

/**
 * The account behind a token's user id: its role and its part of the network (account-scope.ts)
 * while it exists and is active, undefined when it is gone; a deactivated account rejects with a 401 saying so. Each answer is kept
 * `cacheMs` milliseconds (none by default), concurrent requests of one user sharing the query.
 *
 * @example
 * authenticate({ secret, findAccount: accountFinder({ store, cacheMs: accountCacheMs }) });
 */
export const accountFinder = (options: { store: Store; cacheMs: number; now?: () => number }) => {
  const { store, cacheMs, now = Date.now } = options;
  const cache = new Map<number, { until: number; account: Promise<Account | undefined> }>();

  const read = async (id: number): Promise<Account | undefined> => {
    const row = await store.db
      .selectFrom('users')
      .select(['role', 'deactivatedAt', 'vaccinationCenterId', 'orgUnitId'])
      .where('id', '=', id)
      .where('isActive', '=', 1)
      .executeTakeFirst();
    if (row && row.deactivatedAt !== null) throw new ApiFailure(401, deactivatedAccount);
    if (typeof row?.role !== 'string') return undefined;
    const scope = await scopeOf(store.db, {
      vaccinationCenterId: row.vaccinationCenterId === null ? null : Number(row.vaccinationCenterId),
      orgUnitId: row.orgUnitId === null ? null : Number(row.orgUnitId),
    });
    if (scope.isAll) return { role: row.role, scope };
    return { role: row.role, scope: { ...scope, granted: await liveGrants(store.db, id, new Date(now())) } };
  };

  return (id: number): Promise<Account | undefined> => {
    if (cacheMs <= 0) return read(id);
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
