import { execFile, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { openStore } from '../../src/server/db/open-store';
import { prepareDatabase } from '../../src/server/prepare-database';
import { createSharedTestDatabase, testDatabaseUrl } from '../helpers/test-store';
import { apiOver, backUpWhileWriting, missingPatients } from '../helpers/write-load';

const hasTools = ['pg_dump', 'pg_restore'].every((tool) => spawnSync(tool, ['--version']).status === 0);
const run = promisify(execFile);

let cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  cleanups = [];
});

describe.skipIf(!testDatabaseUrl || !hasTools)('a pg_dump taken while the API writes', () => {
  it('should restore, with pg_restore, every write acknowledged before it started', async () => {
    const database = await createSharedTestDatabase();
    cleanups.push(database.drop);
    const url = String(testDatabaseUrl);
    const schema = /search_path=(\w+)/.exec(
      new URL(String(database.options.databaseUrl)).searchParams.get('options') ?? '',
    )?.[1];
    if (!schema) throw new Error('The test database has no schema of its own');
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'vacunas-dump-'));
    cleanups.push(() => fs.rmSync(folder, { recursive: true, force: true }));
    const dump = path.join(folder, 'vacunas.dump');
    const seeding = openStore(database.options);
    await prepareDatabase({ store: seeding, seedDemo: true });
    await seeding.db.destroy();
    const api = await apiOver(database.options);

    const { before, during } = await backUpWhileWriting(api, () =>
      run('pg_dump', ['--format=custom', `--schema=${schema}`, `--file=${dump}`, url]),
    );
    await api.close();
    // The loss: the schema (this test's whole database) and everything in it.
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(`DROP SCHEMA ${schema} CASCADE`);
    await client.end();
    await run('pg_restore', ['--no-owner', `--dbname=${url}`, dump]);

    expect(during, 'writes went on while pg_dump ran').toBeGreaterThan(0);
    const restored = await apiOver(database.options);
    expect(await missingPatients(restored, before)).toEqual([]);
    await restored.close();
  }, 120_000);
});
