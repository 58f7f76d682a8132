// One of the browser suite's servers (playwright.config.ts `webServer`, one per worker):
// `node tests/e2e/support/web-server.mjs INDEX` runs the production bundle as `npm start` would, on the
// INDEX-th port of E2E_PORTS with a fresh embedded database of its own, a random JWT secret and the request
// log on. The first (INDEX 0) builds the bundle before, unless dist/ holds a production build newer than every
// source (as `npm start` decides: CI's Node 24 phase serves the bundle its Node 20 phase built): Playwright
// starts its web servers one after another, each once the one before answers. Everything a server prints goes to test-results/e2e/server-INDEX.log, the
// run's logs the no-personal-data check reads (tests/e2e/full-run-log.test.ts); its standard error is echoed
// for Playwright to show. Its data folder is removed when it ends.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildIfStale } from '../../../scripts/build-freshness.mjs';

const root = path.resolve(import.meta.dirname, '../../..');
const index = Number(process.argv[2] ?? 0);
const port = process.env.E2E_PORTS?.split(',')[index];
if (!port) throw new Error(`No port for server ${index} in E2E_PORTS (${process.env.E2E_PORTS})`);
const serverLog = path.join(root, `test-results/e2e/server-${index}.log`);

if (index === 0) buildIfStale(root, { stdio: ['ignore', 'ignore', 'inherit'] });

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vacunas-e2e-'));
fs.mkdirSync(path.dirname(serverLog), { recursive: true });
const log = fs.createWriteStream(serverLog);
const server = spawn(process.execPath, [path.join(root, 'dist/server/main.js')], {
  cwd: root,
  env: {
    ...process.env,
    PORT: port,
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    JWT_SECRET: randomBytes(48).toString('base64'),
    NODE_ENV: 'production',
    LOG_REQUESTS: '1',
  },
  stdio: ['ignore', 'pipe', 'pipe'],
});
server.stdout.pipe(log, { end: false });
server.stderr.on('data', (chunk) => {
  log.write(chunk);
  process.stderr.write(chunk);
});

// The data folder goes however this process ends, but a SIGKILL.
process.on('exit', () => fs.rmSync(dataDir, { recursive: true, force: true }));

// Playwright stops the web server by signalling its whole process group (`process.kill(-pid, 'SIGTERM')`, as
// Ctrl-C in a terminal does): the server gets that signal itself, so it is not forwarded, which would make it
// shut down twice. This process stays to keep the server's last lines. Only when the signal was this process's
// alone (`kill <pid>`), the server still runs past its own 10 s limit to close, and gets a SIGTERM then.
let isStopping = false;
const awaitServer = () => {
  if (isStopping) return;
  isStopping = true;
  setTimeout(() => server.kill('SIGTERM'), 12_000).unref();
};
process.on('SIGTERM', awaitServer);
process.on('SIGINT', awaitServer);
// 'close', not 'exit': the server's output is read to its end, so the log keeps its last chunk.
server.on('close', (code) => log.end(() => process.exit(code ?? 0)));
