import { execFile, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { openStore } from '../../src/server/db/open-store';
import { prepareDatabase } from '../../src/server/prepare-database';

/** The machine's `sqlite3` command (Debian's package puts it in /usr/bin), or undefined when it has none. */
export const sqliteCli = ['sqlite3', '/usr/bin/sqlite3'].find(
  (command) => spawnSync(command, ['--version'], { encoding: 'utf8' }).status === 0,
);

/** The version the command reports, as `3.40.1`. */
export const sqliteCliVersion = sqliteCli
  ? spawnSync(sqliteCli, ['--version'], { encoding: 'utf8' }).stdout.split(' ')[0]
  : undefined;

/**
 * Runs the `sqlite3` command on a file with one argument (an SQL statement or a dot command)
 * and resolves with what it printed; rejects with its error output when it fails.
 *
 * @example
 * await runSqliteCli(file, 'PRAGMA integrity_check') // 'ok\n'
 */
export const runSqliteCli = async (file: string, command: string) => {
  if (!sqliteCli) throw new Error('No sqlite3 command on this machine');
  const { stdout } = await promisify(execFile)(sqliteCli, ['-bail', file, command], { encoding: 'utf8' });
  return stdout;
};

/**
 * A new data folder prepared as a server's start prepares it (migrations, schema sync, the
 * demo data), its store closed again: the SQLite file an operator finds after a first start.
 */
export const preparedDataFolder = async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vacunas-data-'));
  const store = openStore({ dataDir });
  await prepareDatabase({ store, seedDemo: true });
  await store.db.destroy();
  return {
    dataDir,
    file: path.join(dataDir, 'vacunas.sqlite'),
    remove: () => fs.rmSync(dataDir, { recursive: true, force: true }),
  };
};
