import type { AnyEntity } from '../engine';
import type { Store } from '../engine/server';
import { exclusiveTransaction, migrateToLatest, syncSchema } from '../engine/server';
import { entities as productEntities } from '../entities';
import { adminAccountProblem } from './auth/admin-account';
import { extraTables } from './extra-tables';
import { syncProgrammeDays } from './indicators/programme-day-counts';
import type { Logger } from './logger';
import { migrations } from './migrations';
import { rebuildForecasts } from './programme/refresh-forecast';
import { ensureUser, hasUsers, seedDemoData } from './seed';
import { placeDemoStock } from './stock/demo-stock';
import { nationalStore } from './stock/national-store';
import { openLedgers } from './stock/open-ledgers';

export type PrepareOptions = {
  store: Store;
  /** Fill an empty database with the demo data. */
  seedDemo: boolean;
  /** The account `ADMIN_EMAIL` / `ADMIN_PASSWORD` ask for, created if missing. */
  admin?: { email: string; password: string };
  entities?: readonly AnyEntity[];
  /** Where the schema sync's and the admin account's warnings go; console.warn without it. */
  logger?: Logger;
};

/**
 * The database work of a start: the migrations not yet applied, the schema sync (the
 * structures derived from the configs, and the tables of an entity no migration creates yet),
 * the demo data when the database is empty and asked for, and the configured admin account.
 * Resolves with whether it seeded. It runs in one exclusive transaction, so processes started
 * together do it one after the other: the first migrates and seeds, the next ones find it done,
 * and a failed step leaves the database as it was. Afterwards it warns when the configured
 * admin account already existed and will not sign in as an admin with the configured password.
 *
 * @example
 * await prepareDatabase({ store, seedDemo: true, admin: { email: 'jefa@gmail.com', password: 'secreta123' } });
 */
export const prepareDatabase = async (options: PrepareOptions) => {
  const result = await exclusiveTransaction(options.store, async (store) => {
    await migrateToLatest({ store, migrations });
    await syncSchema({
      store,
      entities: options.entities ?? productEntities,
      extraTables,
      warn: options.logger ? (message) => options.logger?.warn(message) : undefined,
    });
    await syncProgrammeDays(store);
    const isSeeding = options.seedDemo && !(await hasUsers(store));
    if (isSeeding) {
      await seedDemoData(store).then(() => rebuildForecasts(store));
      // The demo's lots and doses are written without the stock's hooks: their ledgers, dose by dose.
      const national = (await nationalStore(store.db)).id;
      await openLedgers(store.db, { isDoseByDose: true, store: national });
      await placeDemoStock(store.db, national);
    }
    if (options.admin) {
      await ensureUser(store, { name: 'Administrador', lastname: 'Principal', role: 'admin', ...options.admin });
    }
    return { isSeeded: isSeeding };
  });
  const problem = options.admin && (await adminAccountProblem(options.store, options.admin));
  if (problem && options.logger) options.logger.warn(problem);
  else if (problem) console.warn(problem);
  return result;
};
