import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { Store } from '../../src/engine/server/schema/database';
import { countries } from '../../src/entities/countries';
import { users } from '../../src/entities/users';
import { openStore, type StoreOptions } from '../../src/server/db/open-store';
import { demoCountries, demoUsers } from '../../src/server/demo-data';
import { prepareDatabase } from '../../src/server/prepare-database';
import { ensureUser } from '../../src/server/seed';
import { createSharedTestDatabase } from '../helpers/test-store';

const root = path.resolve(import.meta.dirname, '../..');
const admin = { email: 'Directora@Gmail.com', password: 'directora123' };

/** Node runs TypeScript here through Vite's module runner, as vitest does. */
const runTypeScript = `import { runnerImport } from 'vite';
await runnerImport(process.argv[1], { configFile: false, logLevel: 'silent' });`;

const startProcess = (options: StoreOptions) => {
  const child = spawn(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      runTypeScript,
      path.join(root, 'tests/helpers/prepare-process.ts'),
      JSON.stringify(options),
      JSON.stringify(admin),
    ],
    { cwd: root, stdio: ['pipe', 'pipe', 'inherit'] },
  );
  const lines: string[] = [];
  const waiters: (() => void)[] = [];
  let pending = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    pending += chunk.toString();
    const parts = pending.split('\n');
    pending = parts.pop() ?? '';
    lines.push(...parts);
    for (const wake of waiters.splice(0)) wake();
  });
  const line = async (index: number) => {
    while (lines.length <= index) {
      if (child.exitCode !== null) throw new Error(`The process exited with ${child.exitCode}`);
      await new Promise<void>((resolve) => waiters.push(resolve));
    }
    return lines[index] ?? '';
  };
  return { child, line };
};

const exited = (child: ChildProcess) =>
  child.exitCode !== null ? Promise.resolve() : new Promise((resolve) => child.once('exit', resolve));

let drop = async () => {};
let stores: Store[] = [];
afterEach(async () => {
  await Promise.all(stores.map((store) => store.db.destroy()));
  stores = [];
  await drop();
});

const emailsOf = async (store: Store) =>
  (await store.db.selectFrom(users.name).select('email').orderBy('email').execute()).map((row) => row.email);

describe('prepareDatabase', () => {
  it('should let three processes start together on an empty database: one admin, the demo data once', async () => {
    const database = await createSharedTestDatabase();
    drop = database.drop;
    const processes = [1, 2, 3].map(() => startProcess(database.options));
    expect(await Promise.all(processes.map(({ line }) => line(0)))).toEqual(['ready', 'ready', 'ready']);

    for (const { child } of processes) child.stdin?.end('go\n');
    const results = await Promise.all(processes.map(async ({ line }) => JSON.parse(await line(1))));
    await Promise.all(processes.map(({ child }) => exited(child)));

    expect(results).toEqual(expect.arrayContaining([{ isSeeded: true }]));
    expect(results.filter((result) => !result.isSeeded)).toEqual([{ isSeeded: false }, { isSeeded: false }]);
    const store = openStore(database.options);
    stores.push(store);
    expect(await emailsOf(store)).toEqual([...demoUsers.map((user) => user.email), 'directora@gmail.com'].sort());
    expect(await store.db.selectFrom(countries.name).select('id').execute()).toHaveLength(demoCountries.length);
    // Three Node processes loading the server's code and migrating one PostgreSQL database, beside other suites on
    // two cores: over the suite's 30 s there (the demo data grew with the ledger and the indicators).
  }, 90_000);

  it('should create only the admin account when no demo data is asked for, and nothing twice on a restart', async () => {
    const database = await createSharedTestDatabase();
    drop = database.drop;
    const store = openStore(database.options);
    stores.push(store);

    expect(await prepareDatabase({ store, seedDemo: false, admin })).toEqual({ isSeeded: false });
    expect(await prepareDatabase({ store, seedDemo: true, admin })).toEqual({ isSeeded: false });

    expect(await emailsOf(store)).toEqual(['directora@gmail.com']);
    expect(await store.db.selectFrom(countries.name).select('id').execute()).toEqual([]);
  });

  it('should give every concurrent caller of ensureUser the one account', async () => {
    const database = await createSharedTestDatabase();
    drop = database.drop;
    const [first, second] = [openStore(database.options), openStore(database.options)];
    stores.push(first, second);
    await prepareDatabase({ store: first, seedDemo: false });
    const account = {
      name: 'Ana',
      lastname: 'Ríos',
      email: 'ana.rios@gmail.com',
      password: 'ana12345',
      role: 'health',
    };

    const ids = await Promise.all([ensureUser(first, account), ensureUser(second, account)]);

    expect(ids[0]).toBe(ids[1]);
    expect(await emailsOf(first)).toEqual(['ana.rios@gmail.com']);
  });
});
