import fs from 'node:fs';

/**
 * Creates the data folder readable by its owner only (0700). A folder this call creates is
 * 0700 whatever the umask; an existing one is left as the operator made it.
 */
export const ensurePrivateFolder = (folder: string) => {
  const created = fs.mkdirSync(folder, { recursive: true, mode: 0o700 });
  if (created !== undefined) fs.chmodSync(folder, 0o700);
};

/**
 * Creates the SQLite file empty with mode 0600 before SQLite opens it, and tightens it and
 * any -wal and -shm files an earlier version left readable by others. SQLite gives the -wal
 * and -shm files it creates the mode of the database file, so they follow.
 */
export const ensurePrivateDatabaseFile = (file: string) => {
  fs.closeSync(fs.openSync(file, 'a', 0o600));
  for (const path of [file, `${file}-wal`, `${file}-shm`]) {
    if (fs.existsSync(path)) fs.chmodSync(path, 0o600);
  }
};
