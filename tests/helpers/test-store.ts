import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { Store } from '../../src/engine/server/schema/database';
import { openStore, type StoreOptions } from '../../src/server/db/open-store';

export const testDatabaseUrl = process.env.TEST_DATABASE_URL || undefined;

const runOnServer = async (url: string, statement: string) => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(statement);
  await client.end();
};

/** A new PostgreSQL schema, its connection address (search_path set) and how to drop it. */
const createTestSchema = async (url: string) => {
  const schema = `test_${randomBytes(6).toString('hex')}`;
  await runOnServer(url, `CREATE SCHEMA ${schema}`);
  const schemaUrl = new URL(url);
  schemaUrl.searchParams.set('options', `-c search_path=${schema}`);
  return { url: schemaUrl.toString(), drop: () => runOnServer(url, `DROP SCHEMA ${schema} CASCADE`) };
};

/**
 * A fresh, empty database for one test file: an in-memory SQLite, or a new PostgreSQL schema
 * when TEST_DATABASE_URL is set (dropped again by `drop`); `log` sees every query.
 */
export const openTestStore = async (
  options: Pick<StoreOptions, 'log'> = {},
): Promise<{ store: Store; drop: () => Promise<void> }> => {
  if (!testDatabaseUrl) {
    const store = openStore({ dataDir: '', fileName: ':memory:', ...options });
    return { store, drop: () => store.db.destroy() };
  }
  const schema = await createTestSchema(testDatabaseUrl);
  const store = openStore({ dataDir: '', databaseUrl: schema.url, poolSize: 12, ...options });
  return {
    store,
    drop: async () => {
      await store.db.destroy();
      await schema.drop();
    },
  };
};

/**
 * One fresh database that several processes can open, as their `openStore` options: a SQLite
 * file in a temporary folder, or a new PostgreSQL schema when TEST_DATABASE_URL is set.
 */
export const createSharedTestDatabase = async (): Promise<{ options: StoreOptions; drop: () => Promise<void> }> => {
  if (!testDatabaseUrl) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vacunas-shared-'));
    return { options: { dataDir }, drop: async () => fs.rmSync(dataDir, { recursive: true, force: true }) };
  }
  const schema = await createTestSchema(testDatabaseUrl);
  return { options: { dataDir: '', databaseUrl: schema.url }, drop: schema.drop };
};
