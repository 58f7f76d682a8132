import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { entities } from '../../src/entities';
import { createApp } from '../../src/server/app';
import { signToken } from '../../src/server/auth/tokens';
import { behaviours } from '../../src/server/behaviours';
import { openStore } from '../../src/server/db/open-store';
import { prepareDatabase } from '../../src/server/prepare-database';
import { payloads } from '../helpers/sample-data';
import { preparedDataFolder, runSqliteCli, sqliteCli } from '../helpers/sqlite-cli';

let folders: string[] = [];
afterEach(() => {
  for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true });
  folders = [];
});

/** The real API over a data folder's file, as the demo data's admin. */
const apiOver = async (dataDir: string) => {
  const store = openStore({ dataDir });
  await prepareDatabase({ store, seedDemo: false });
  const secret = randomBytes(32);
  const admin = await store.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', 'admin@gmail.com')
    .executeTakeFirst();
  const token = await signToken({ secret, userId: Number(admin?.id), role: 'admin' });
  const app = createApp({ store, entities, behaviours, secret });
  const request = (method: string, route: string, body?: unknown) =>
    app.request(`/api/v1${route}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  return { request, close: () => store.db.destroy() };
};

type Backup = (file: string, copy: string) => Promise<unknown>;

/** The operations guide's two ways, with the sqlite3 command or, without it, through better-sqlite3. */
const backups: Record<string, Backup> = {
  'VACUUM INTO': async (file, copy) => {
    if (sqliteCli) return runSqliteCli(file, `VACUUM INTO '${copy}'`);
    const database = new SqliteDatabase(file, { readonly: true });
    database.exec(`VACUUM INTO '${copy}'`);
    database.close();
  },
  '.backup': async (file, copy) => {
    if (sqliteCli) return runSqliteCli(file, `.backup '${copy}'`);
    const database = new SqliteDatabase(file, { readonly: true });
    await database.backup(copy);
    database.close();
  },
};

const integrityOf = async (file: string) => {
  if (sqliteCli) return (await runSqliteCli(file, 'PRAGMA integrity_check')).trim();
  const database = new SqliteDatabase(file, { readonly: true });
  const result = database.pragma('integrity_check', { simple: true });
  database.close();
  return result;
};

describe('a backup of the SQLite file taken while the API writes', () => {
  it.each(Object.keys(backups))(
    'should, made by %s, pass the integrity check and, restored, serve every write acknowledged before it started',
    async (method) => {
      const folder = await preparedDataFolder();
      const restored = fs.mkdtempSync(path.join(os.tmpdir(), 'vacunas-restored-'));
      folders.push(folder.dataDir, restored);
      const api = await apiOver(folder.dataDir);
      const acknowledged: number[] = [];
      let isWriting = true;
      const writes = (async () => {
        for (let count = 0; isWriting; count += 1) {
          const response = await api.request('POST', '/patients', {
            ...payloads.adult(),
            identityDocument: String(70_000_000 + count),
            dateOfBirth: `19${String(50 + (count % 50))}-01-01`,
          });
          expect(response.status).toBe(201);
          acknowledged.push(((await response.json()) as { id: number }).id);
        }
      })();
      const twentyWrites = (async () => {
        while (acknowledged.length < 20) await new Promise((resolve) => setTimeout(resolve, 5));
      })();
      await Promise.race([writes, twentyWrites]);

      const copy = path.join(folder.dataDir, 'copia.sqlite');
      const beforeBackup = [...acknowledged];
      await backups[method]?.(folder.file, copy);
      const duringBackup = acknowledged.length - beforeBackup.length;
      isWriting = false;
      await writes;
      await api.close();

      expect(duringBackup, 'writes went on while the backup ran').toBeGreaterThan(0);
      expect(await integrityOf(copy)).toBe('ok');
      // The guide's restore: the copy becomes the file of an empty data folder.
      fs.copyFileSync(copy, path.join(restored, 'vacunas.sqlite'));
      const restoredApi = await apiOver(restored);
      const statuses = await Promise.all(
        beforeBackup.map(async (id) => (await restoredApi.request('GET', `/patients/${id}`)).status),
      );
      await restoredApi.close();
      expect(statuses.filter((status) => status !== 200)).toEqual([]);
    },
  );
});
