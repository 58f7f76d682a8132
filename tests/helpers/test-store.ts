import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Store } from '../../src/engine/server/database';
import { openStore } from '../../src/server/db/open-store';

export const testDatabaseUrl = process.env.TEST_DATABASE_URL || undefined;

/**
 * A fresh, empty database for one test file: an in-memory SQLite, or a new PostgreSQL schema
 * when TEST_DATABASE_URL is set (dropped again by `drop`).
 */
export const openTestStore = async (): Promise<{ store: Store; drop: () => Promise<void> }> => {
  if (!testDatabaseUrl) {
    const store = openStore({ dataDir: '', fileName: ':memory:' });
    return { store, drop: () => store.db.destroy() };
  }
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: testDatabaseUrl });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  await admin.end();
  const url = new URL(testDatabaseUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  const store = openStore({ dataDir: '', databaseUrl: url.toString(), poolSize: 12 });
  return {
    store,
    drop: async () => {
      await store.db.destroy();
      const cleanup = new pg.Client({ connectionString: testDatabaseUrl });
      await cleanup.connect();
      await cleanup.query(`DROP SCHEMA ${schema} CASCADE`);
      await cleanup.end();
    },
  };
};
