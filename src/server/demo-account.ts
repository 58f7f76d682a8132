import type { Store } from '../engine/server';
import { verifyPassword } from './auth/passwords';
import { demoUsers } from './demo-data';

/** The demo admin: the account the login page offers while the demo data is in use. */
const demoAdmin = demoUsers[0];

/**
 * Whether the demo data is in use, as `GET /health`'s `demo` says and the login page shows:
 * never in production, whatever the data; elsewhere when the demo admin account signs in with
 * its demo password, seeded by this start or an earlier one. Read once at start, as checking a
 * password hash is too slow for every request.
 *
 * @example
 * const isDemo = await isDemoInUse({ store, isProduction: config.isProduction });
 */
export const isDemoInUse = async ({ store, isProduction }: { store: Store; isProduction: boolean }) => {
  if (isProduction) return false;
  const account = await store.db
    .selectFrom('users')
    .select('passwordHash')
    .where('email', '=', demoAdmin.email)
    .where('isActive', '=', 1)
    .where('deactivatedAt', 'is', null)
    .executeTakeFirst();
  return typeof account?.passwordHash === 'string' && (await verifyPassword(demoAdmin.password, account.passwordHash));
};
