import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { preparedDataFolder, runSqliteCli, sqliteCli } from '../helpers/sqlite-cli';
import { apiOver, backUpWhileWriting, missingPatients } from '../helpers/write-load';

let folders: string[] = [];
afterEach(() => {
  for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true });
  folders = [];
});

type Backup = (file: string, copy: string) => Promise<unknown>;

/** The operations guide's two ways, with the sqlite3 command or, without it, through better-sqlite3. */
const backups: Record<string, Backup> = {
  'VACUUM INTO': async (file, copy) => {
    if (sqliteCli) return runSqliteCli(file, `VACUUM INTO '${copy}'`);
    const database = new SqliteDatabase(file, { readonly: true, nativeBinding: process.env.BETTER_SQLITE3_BINDING });
    database.exec(`VACUUM INTO '${copy}'`);
    database.close();
  },
  '.backup': async (file, copy) => {
    if (sqliteCli) return runSqliteCli(file, `.backup '${copy}'`);
    const database = new SqliteDatabase(file, { readonly: true, nativeBinding: process.env.BETTER_SQLITE3_BINDING });
    await database.backup(copy);
    database.close();
  },
};

const integrityOf = async (file: string) => {
  if (sqliteCli) return (await runSqliteCli(file, 'PRAGMA integrity_check')).trim();
  const database = new SqliteDatabase(file, { readonly: true, nativeBinding: process.env.BETTER_SQLITE3_BINDING });
  const result = database.pragma('integrity_check', { simple: true });
  database.close();
  return result;
};

describe('a backup of the SQLite file taken while the API writes', () => {
  it.each(Object.entries(backups))(
    'should, made by %s, pass the integrity check and, restored, serve every write acknowledged before it started',
    async (_method, backUp) => {
      const folder = await preparedDataFolder();
      const restored = fs.mkdtempSync(path.join(os.tmpdir(), 'vacunas-restored-'));
      folders.push(folder.dataDir, restored);
      const copy = path.join(folder.dataDir, 'copia.sqlite');
      const api = await apiOver({ dataDir: folder.dataDir });

      const { before, during } = await backUpWhileWriting(api, () => {
        fs.rmSync(copy, { force: true });
        return backUp(folder.file, copy);
      });
      await api.close();

      expect(during, 'writes went on while the backup ran').toBeGreaterThan(0);
      expect(await integrityOf(copy)).toBe('ok');
      // The guide's restore: the copy becomes the file of an empty data folder.
      fs.copyFileSync(copy, path.join(restored, 'vacunas.sqlite'));
      const restoredApi = await apiOver({ dataDir: restored });
      expect(await missingPatients(restoredApi, before)).toEqual([]);
      await restoredApi.close();
    },
  );
});
