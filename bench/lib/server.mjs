import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { paths } from './paths.mjs';

const healthPath = '/api/v1/health';

/** @typedef {Awaited<ReturnType<typeof startServer>>} Server */
/** @typedef {{ dataDir: string, databaseUrl?: string, build?: { serverEntry: string, clientDir: string } }} ServerConfig */
/**
 * What a section measures against: a started server, the admin's token, how many rounds.
 * @typedef {{ server: Server, token: string, rounds: number }} Measure
 */

/** @typedef {{ port: number, dataDir: string, databaseUrl?: string, build?: { serverEntry: string, clientDir: string }, extraEnv?: Record<string, string>, entry?: string }} StartOptions */

/**
 * Starts the built server (`dist/server/main.js`, or the run's copy of it in `build`) on
 * loopback with the bench's baseline routes, and resolves once `/api/v1/health` answers 200. `startupMs` is the time from
 * spawning the process to that first 200. `restart` stops the process, even one busy with a
 * query for minutes (SQLite answers one request at a time), cancels the queries it left running
 * in PostgreSQL, and starts it again on the same port.
 *
 * @example
 * const server = await startServer({ port: 4310, dataDir, databaseUrl });
 * await server.stop();
 *
 * `entry`: another server script to start in its place (the registration's floor).
 *
 * @param {StartOptions} options
 */
export const startServer = async (options) => {
  let current = await spawnServer(options);
  return {
    url: current.url,
    startupMs: current.startupMs,
    /** Peak resident memory of the process so far, in MB (VmHWM). */
    peakMemoryMb: () => current.peakMemoryMb(),
    stop: () => current.stop(),
    restart: async () => {
      await current.stop();
      if (options.databaseUrl) await cancelQueries(options.databaseUrl);
      current = await spawnServer(options);
    },
  };
};

/**
 * Cancels every query running in the bench's PostgreSQL database but this one's: PostgreSQL
 * runs a stopped server's query to its end, whoever waited for it. The bench's own writer is
 * idle while a page is timed.
 */
const cancelQueries = async (/** @type {string} */ connectionString) => {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    await client.query(`SELECT pg_cancel_backend("pid") FROM "pg_stat_activity"
      WHERE "datname" = current_database() AND "pid" <> pg_backend_pid() AND "state" = 'active'`);
  } finally {
    await client.end();
  }
};

/** @param {StartOptions} options */
const spawnServer = async ({ port, dataDir, databaseUrl, build, extraEnv = {}, entry }) => {
  /** @type {NodeJS.ProcessEnv} */
  const env = {
    ...process.env,
    PORT: String(port),
    CLIENT_DIR: build?.clientDir ?? path.join(paths.dist, 'client'),
    DATA_DIR: dataDir,
    SEED_DEMO: '0',
    LOG_REQUESTS: '0',
    BENCH_BASELINE: '1',
    ...extraEnv,
  };
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  else delete env.DATABASE_URL;
  const started = performance.now();
  const child = spawn(process.execPath, [entry ?? paths.serverEntry], {
    cwd: paths.root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const url = `http://127.0.0.1:${port}`;
  await waitForHealth({ url, child, output: () => output });
  const startupMs = performance.now() - started;
  return {
    url,
    startupMs,
    peakMemoryMb: () => readVmHwm(child.pid),
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    },
  };
};

/** @param {{ url: string, child: import('node:child_process').ChildProcess, output: () => string }} options */
const waitForHealth = async ({ url, child, output }) => {
  const deadline = performance.now() + 30_000;
  while (performance.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited (${child.exitCode}):\n${output()}`);
    try {
      const response = await fetch(`${url}${healthPath}`);
      if (response.status === 200) return;
    } catch {
      // not listening yet
    }
    await sleep(5);
  }
  child.kill('SIGKILL');
  throw new Error(`The server did not answer ${healthPath} within 30 s:\n${output()}`);
};

const readVmHwm = (/** @type {number | undefined} */ pid) => {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kilobytes = Number(/VmHWM:\s+(\d+) kB/.exec(status)?.[1]);
  return kilobytes / 1024;
};

/**
 * Starts a fresh server for each round, runs `work` against it and reads its start-up time
 * and peak resident memory (VmHWM) before stopping it.
 *
 * @example
 * const { startup, memory } = await freshServerRounds({ rounds, config, port, work: (server) => load({ url: server.url }) });
 *
 * @param {{ rounds: number, config: ServerConfig, port: number, work: (server: Server) => Promise<unknown> }} options
 */
export const freshServerRounds = async ({ rounds, config, port, work }) => {
  const startup = [];
  const memory = [];
  for (let round = 0; round < rounds; round += 1) {
    const server = await startServer({ ...config, port });
    try {
      startup.push(server.startupMs);
      await work(server);
      memory.push(server.peakMemoryMb());
    } finally {
      await server.stop();
    }
  }
  return { startup, memory };
};
