import type { AnyEntity } from '../engine/entity';
import type { Store } from '../engine/server/database';
import { exclusiveTransaction } from '../engine/server/exclusive-transaction';
import { syncSchema } from '../engine/server/schema-sync';
import { entities as productEntities } from '../entities';
import { loginFailuresTable } from './auth/login-attempts';
import { ensureUser, hasUsers, seedDemoData } from './seed';

export type PrepareOptions = {
  store: Store;
  /** Fill an empty database with the demo data. */
  seedDemo: boolean;
  /** The account `ADMIN_EMAIL` / `ADMIN_PASSWORD` ask for, created if missing. */
  admin?: { email: string; password: string };
  entities?: readonly AnyEntity[];
};

/**
 * The database work of a start: the schema sync, the demo data when the database is empty
 * and asked for, and the configured admin account. Resolves with whether it seeded. It runs
 * in one exclusive transaction, so processes started together do it one after the other: the
 * first seeds, the next ones find the data.
 *
 * @example
 * await prepareDatabase({ store, seedDemo: true, admin: { email: 'jefa@gmail.com', password: 'secreta123' } });
 */
export const prepareDatabase = (options: PrepareOptions) =>
  exclusiveTransaction(options.store, async (store) => {
    await syncSchema({ store, entities: options.entities ?? productEntities, extraTables: [loginFailuresTable] });
    const isSeeding = options.seedDemo && !(await hasUsers(store));
    if (isSeeding) await seedDemoData(store);
    if (options.admin) {
      await ensureUser(store, { name: 'Administrador', lastname: 'Principal', role: 'admin', ...options.admin });
    }
    return { isSeeded: isSeeding };
  });
