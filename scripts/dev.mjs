// `npm run dev`: the API in watch mode (tsx, restarted on every save) and Vite with hot reload,
// together, on the embedded SQLite in ./data-dev with demo data. Vite serves the client on
// DEV_PORT (5173) and proxies /api to the API on DEV_API_PORT (3001), which serves no client.
// Ctrl+C, SIGTERM, closing the terminal or the end of either process stops both.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const vitePort = readPort('DEV_PORT', 5173);
const apiPort = readPort('DEV_API_PORT', 3001);
const viteUrl = `http://localhost:${vitePort}`;
const dataDir = process.env.DATA_DIR || './data-dev';

for (const [port, variable] of [
  [vitePort, 'DEV_PORT'],
  [apiPort, 'DEV_API_PORT'],
]) {
  if (!(await isPortFree(Number(port)))) {
    console.error(`El puerto ${port} ya está en uso: libérelo o elija otro con ${variable}`);
    process.exit(1);
  }
}

const development = { ...process.env, NODE_ENV: 'development' };
// Detached: a terminal's Ctrl+C reaches the whole foreground group, and tsx watch takes a second
// signal during its shutdown as "kill the server now"; this process forwards exactly one.
const api = spawn(process.execPath, [binOf('tsx'), 'watch', '--clear-screen=false', 'src/server/main.ts'], {
  cwd: root,
  env: { ...development, PORT: String(apiPort), DATA_DIR: dataDir, SERVE_CLIENT: '0' },
  stdio: ['ignore', 'inherit', 'inherit'],
  detached: true,
});
const vite = spawn(process.execPath, [binOf('vite'), '--port', String(vitePort), '--strictPort'], {
  cwd: root,
  env: { ...development, API_PROXY_TARGET: `http://localhost:${apiPort}` },
  stdio: 'inherit',
});
const children = [api, vite];

let isStopping = false;
let exitCode = 0;

/** Stops both processes once, whatever asked first: a signal here, or one of them ending. */
const stop = (/** @type {NodeJS.Signals} */ signal, code = 0) => {
  if (isStopping) return;
  isStopping = true;
  exitCode = code;
  for (const child of children.filter(isRunning)) child.kill(signal);
  setTimeout(() => {
    if (isRunning(api)) killGroup(api, 'SIGKILL');
    if (isRunning(vite)) vite.kill('SIGKILL');
  }, 10_000).unref();
};

process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
// A closed terminal hangs up on its foreground group only, so not on the detached API.
process.on('SIGHUP', () => stop('SIGTERM'));
// A crash of this script must not leave the detached API behind.
process.on('exit', () => {
  if (isRunning(api)) killGroup(api, 'SIGTERM');
});
for (const child of children) {
  child.once('exit', (code, signal) => {
    stop(signal ?? 'SIGTERM', code ?? 0);
    if (!children.some(isRunning)) process.exit(exitCode);
  });
}

await waitUntilReady();
if (!isStopping) {
  console.log(
    `\nPanel en desarrollo: abra ${viteUrl} (recarga en caliente; la API, en el puerto ${apiPort}, ` +
      `se reinicia al guardar; datos en ${dataDir}). Ctrl+C detiene ambos.\n`,
  );
}

/**
 * Resolves once the API answers its health check, then Vite its index page and the same check
 * through its proxy (asked only once the API is up, or Vite logs every refused connection).
 */
async function waitUntilReady() {
  while (!isStopping) {
    if (await answers(`http://localhost:${apiPort}/api/v1/health`)) {
      if ((await answers(viteUrl)) && (await answers(`${viteUrl}/api/v1/health`))) return;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** @param {string} url */
async function answers(url) {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(2_000) })).ok;
  } catch {
    return false;
  }
}

/** @param {import('node:child_process').ChildProcess} child */
function isRunning(child) {
  return child.exitCode === null && child.signalCode === null;
}

/**
 * tsx runs the server in a child of its own, in the detached group.
 * @param {import('node:child_process').ChildProcess} child
 * @param {NodeJS.Signals} signal
 */
function killGroup(child, signal) {
  try {
    if (child.pid) process.kill(-child.pid, signal);
  } catch {
    // The group is already gone.
  }
}

/**
 * The JavaScript file of a package's command, run with this Node rather than through a shell shim.
 * @param {string} name
 */
function binOf(name) {
  const manifest = createRequire(import.meta.url).resolve(`${name}/package.json`);
  /** @type {{ bin: string | Record<string, string> }} */
  const { bin } = JSON.parse(fs.readFileSync(manifest, 'utf8'));
  return path.join(path.dirname(manifest), typeof bin === 'string' ? bin : (bin[name] ?? ''));
}

/**
 * @param {string} variable
 * @param {number} fallback
 */
function readPort(variable, fallback) {
  const value = process.env[variable] || String(fallback);
  const port = Number(value);
  if (!/^\d+$/.test(value.trim()) || port < 1 || port > 65_535) {
    console.error(`${variable} debe ser un número entero entre 1 y 65535`);
    process.exit(1);
  }
  return port;
}

/** @param {number} port */
function isPortFree(port) {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, () => probe.close(() => resolve(true)));
  });
}
