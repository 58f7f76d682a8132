import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { freePort } from './support/server';

const root = path.resolve(import.meta.dirname, '../..');

type Outcome = { exit: number | 'started'; stderr: string };

/** Runs the built server until it exits, or until it says it is listening (then stops it). */
const runServer = (env: Record<string, string>) =>
  new Promise<Outcome>((resolve) => {
    const child = spawn(process.execPath, [path.join(root, 'dist/server/main.js')], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: '', LOG_REQUESTS: '0', SEED_DEMO: '0', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    let isStarted = false;
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    child.stdout.on('data', (chunk: Buffer) => {
      if (!chunk.toString().includes('Panel de vacunación en')) return;
      isStarted = true;
      child.kill('SIGKILL');
    });
    child.once('exit', (code) => resolve({ exit: isStarted ? 'started' : (code ?? -1), stderr }));
  });

const occupiedPort = () =>
  new Promise<net.Server>((resolve) => {
    const server = net.createServer();
    server.listen(0, () => resolve(server));
  });

let parent = '';
let occupier: net.Server | undefined;
test.afterEach(() => {
  occupier?.close();
  occupier = undefined;
  fs.rmSync(parent, { recursive: true, force: true });
});

const freshDataDir = () => {
  parent = fs.mkdtempSync(path.join(os.tmpdir(), 'vacunas-startup-'));
  return path.join(parent, 'data');
};

test.describe('the server start-up', () => {
  for (const [name, env, message] of [
    [
      'an ADMIN_EMAIL the login form refuses',
      { ADMIN_EMAIL: 'jefa@empresa.com', ADMIN_PASSWORD: 'secreta123' },
      'ADMIN_EMAIL no es válido: Solo se permiten correos de Gmail, Outlook, Yahoo o Hotmail',
    ],
    ['a JWT_SECRET under 32 bytes', { JWT_SECRET: 'corto' }, 'JWT_SECRET debe tener al menos 32 bytes'],
    ['a PORT out of range', { PORT: '70000' }, 'PORT debe ser un número entero entre 1 y 65535'],
    ['a PORT of letters', { PORT: 'abc' }, 'PORT debe ser un número entero entre 1 y 65535'],
    [
      'a LOG_LEVEL pino does not know',
      { LOG_LEVEL: 'verbose' },
      'LOG_LEVEL debe ser fatal, error, warn, info, debug, trace o silent',
    ],
  ] as const) {
    test(`should refuse ${name} with one line, no stack trace, and create nothing`, async () => {
      const dataDir = freshDataDir();

      const outcome = await runServer({
        PORT: String(await freePort()),
        JWT_SECRET: randomBytes(48).toString('base64'),
        DATA_DIR: dataDir,
        ...env,
      });

      expect(outcome).toEqual({ exit: 1, stderr: `${message}\n` });
      expect(fs.existsSync(dataDir)).toBe(false);
    });
  }

  test('should say in one line, with no stack trace, that the port is in use', async () => {
    occupier = await occupiedPort();
    const { port } = occupier.address() as net.AddressInfo;

    const outcome = await runServer({
      PORT: String(port),
      JWT_SECRET: randomBytes(48).toString('base64'),
      DATA_DIR: freshDataDir(),
    });

    expect(outcome).toEqual({
      exit: 1,
      stderr: `El puerto ${port} ya está en uso: libérelo o elija otro con PORT\n`,
    });
  });
});
