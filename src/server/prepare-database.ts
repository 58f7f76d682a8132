import type { AnyEntity } from '../engine/entity';
import type { Store } from '../engine/server/database';
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
 * and asked for, and the configured admin account. Resolves with whether it seeded.
 */
export const prepareDatabase = async (options: PrepareOptions) => {
  const { store } = options;
  await syncSchema({ store, entities: options.entities ?? productEntities, extraTables: [loginFailuresTable] });
  const isSeeding = options.seedDemo && !(await hasUsers(store));
  if (isSeeding) await seedDemoData(store);
  if (options.admin) {
    await ensureUser(store, { name: 'Administrador', lastname: 'Principal', role: 'admin', ...options.admin });
  }
  return { isSeeded: isSeeding };
};
