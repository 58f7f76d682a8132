import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { databaseFailure } from '../../../src/server/database-failure';

const root = path.resolve(import.meta.dirname, '../../..');
/** Port 1 on loopback: nothing listens there, so a connection is refused at once. */
const unreachable = 'postgres://vacunas:clave-secreta@127.0.0.1:1/vacunas';

const connectionError = async (connectionString: string) => {
  const client = new pg.Client({ connectionString });
  try {
    await client.connect();
    throw new Error('connected');
  } catch (error) {
    return error;
  } finally {
    await client.end().catch(() => undefined);
  }
};

describe('databaseFailure', () => {
  it('should name the server of a refused connection, as the driver raises it, without the password', async () => {
    const line = databaseFailure(await connectionError(unreachable), unreachable);
    expect(line).toBe(
      'No se pudo conectar con PostgreSQL en 127.0.0.1:1 (DATABASE_URL): compruebe que está en marcha y acepta conexiones',
    );
  });

  it.each([
    ['an unknown host', { code: 'ENOTFOUND' }, 'No se encontró el servidor PostgreSQL db.local:5432 de DATABASE_URL'],
    ['a refused password', { code: '28P01' }, 'PostgreSQL en db.local:5432 rechazó el usuario o la contraseña'],
    ['a missing database', { code: '3D000' }, 'La base de datos "vacunas" de DATABASE_URL no existe en db.local:5432'],
    ['a refusal inside an AggregateError', new AggregateError([{ code: 'ECONNREFUSED' }]), 'No se pudo conectar'],
  ])('should explain %s in one line', (_name, error, expected) => {
    const line = databaseFailure(error, 'postgres://vacunas:clave-secreta@db.local/vacunas');
    expect(line).toContain(expected);
    expect(line).not.toContain('clave-secreta');
  });

  it('should leave any other failure, or SQLite, to its stack trace', () => {
    expect(databaseFailure(new TypeError('bug'), unreachable)).toBeUndefined();
    expect(databaseFailure({ code: 'ECONNREFUSED' }, undefined)).toBeUndefined();
  });

  it('should stop the server with that line and exit code 1 when PostgreSQL is not reachable', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vacunas-db-failure-'));
    try {
      const run = promisify(execFile)(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
        cwd: root,
        env: {
          ...process.env,
          DATABASE_URL: unreachable,
          DATA_DIR: dataDir,
          PORT: '65000',
          JWT_SECRET: 'x'.repeat(32),
        },
      });
      const failure = await run.then(
        () => undefined,
        (error: { code: number; stderr: string }) => error,
      );
      expect(failure?.code).toBe(1);
      expect(failure?.stderr.trim()).toBe(
        'No se pudo conectar con PostgreSQL en 127.0.0.1:1 (DATABASE_URL): compruebe que está en marcha y acepta conexiones',
      );
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 30_000);
});
