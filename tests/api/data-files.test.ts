import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { loadSecret } from '../../src/server/auth/secret';
import { openStore } from '../../src/server/db/open-store';

const modeOf = (file: string) => (fs.statSync(file).mode & 0o777).toString(8);

let parent = '';
afterEach(() => fs.rmSync(parent, { recursive: true, force: true }));

describe('the embedded database files', () => {
  it('should keep the data folder to its owner (0700) and every file in it (0600)', async () => {
    parent = fs.mkdtempSync(path.join(os.tmpdir(), 'vacunas-modes-'));
    const dataDir = path.join(parent, 'data');
    loadSecret({ dataDir });
    const store = openStore({ dataDir });
    await sql`CREATE TABLE notes (id integer primary key, body text)`.execute(store.db);
    await sql`INSERT INTO notes (body) VALUES ('nota')`.execute(store.db);

    const files = fs.readdirSync(dataDir).sort();
    const modes = Object.fromEntries(files.map((file) => [file, modeOf(path.join(dataDir, file))]));
    await store.db.destroy();

    expect(modeOf(dataDir)).toBe('700');
    expect(files).toEqual(['jwt-secret', 'vacunas.sqlite', 'vacunas.sqlite-shm', 'vacunas.sqlite-wal']);
    expect(modes).toEqual({
      'jwt-secret': '600',
      'vacunas.sqlite': '600',
      'vacunas.sqlite-shm': '600',
      'vacunas.sqlite-wal': '600',
    });
  });

  it('should create a nested data folder 0700 when the database is opened first', async () => {
    parent = fs.mkdtempSync(path.join(os.tmpdir(), 'vacunas-modes-'));
    const dataDir = path.join(parent, 'nested', 'data');
    const store = openStore({ dataDir });
    await sql`CREATE TABLE notes (id integer primary key)`.execute(store.db);
    await store.db.destroy();

    expect(modeOf(dataDir)).toBe('700');
    expect(modeOf(path.join(dataDir, 'vacunas.sqlite'))).toBe('600');
  });

  it('should tighten a database file an earlier version left readable by others', async () => {
    parent = fs.mkdtempSync(path.join(os.tmpdir(), 'vacunas-modes-'));
    const file = path.join(parent, 'vacunas.sqlite');
    fs.writeFileSync(file, '', { mode: 0o644 });
    fs.chmodSync(file, 0o644);
    const store = openStore({ dataDir: parent });
    await sql`CREATE TABLE notes (id integer primary key)`.execute(store.db);

    const modes = fs.readdirSync(parent).map((name) => modeOf(path.join(parent, name)));
    await store.db.destroy();

    expect(modes).toEqual(['600', '600', '600']);
  });
});
