import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
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

/** Per worker (its test files share this module): each kind of prepared database's image, made once. */
const images = new WeakMap<object, Promise<Buffer>>();

/** The bytes of a SQLite database, as a file of it would hold them. */
const imageOf = async (store: Store) => {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'vacunas-image-'));
  try {
    const file = path.join(folder, 'image.sqlite');
    await sql`VACUUM INTO ${file}`.execute(store.db);
    return fs.readFileSync(file);
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
};

/**
 * A fresh database for one test file, as `prepare` leaves a new one. On SQLite, `prepare` runs once per worker and
 * `kind` (an object that stands for what it makes: the entities whose schema it builds), and every later store of
 * that kind is an in-memory copy of what it made: building the schema (every table, index, trigger and folded
 * column) took a quarter of a second for each file. `ownCopy` then gives a copy what no two databases share (a
 * random key a migration stored). On PostgreSQL (TEST_DATABASE_URL), `prepare` runs on each new schema.
 *
 * @example
 * const { store, drop } = await openPreparedTestStore({ kind: entities, prepare: (store) => syncSchema({ store, entities }) });
 */
export const openPreparedTestStore = async (options: {
  kind: object;
  prepare: (store: Store) => Promise<void>;
  ownCopy?: (store: Store) => Promise<void>;
}): Promise<{ store: Store; drop: () => Promise<void> }> => {
  const { kind, prepare, ownCopy } = options;
  if (testDatabaseUrl) {
    const opened = await openTestStore();
    await prepare(opened.store);
    return opened;
  }
  let image = images.get(kind);
  if (!image) {
    image = (async () => {
      const template = await openTestStore();
      try {
        await prepare(template.store);
        return await imageOf(template.store);
      } finally {
        await template.drop();
      }
    })();
    images.set(kind, image);
    // A failed preparation is tried again by the next file, not remembered as its failure.
    image.catch(() => images.delete(kind));
  }
  const store = openStore({ dataDir: '', image: await image });
  await ownCopy?.(store);
  return { store, drop: () => store.db.destroy() };
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
