import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** A port nothing listens on now. */
export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('No port')),
      );
    });
  });

/**
 * The address of the browser suite's INDEX-th server, the one worker INDEX uses: playwright.config.ts picks their
 * ports (E2E_PORTS) before any worker starts, and starts one server per worker.
 */
export const suiteServerURL = (index: number) => {
  const port = process.env.E2E_PORTS?.split(',')[index];
  if (!port) {
    throw new Error(
      `No browser-suite server for worker ${index}: E2E_PORTS is "${process.env.E2E_PORTS ?? ''}", one port per worker of playwright.config.ts (run no more workers than it sets)`,
    );
  }
  return `http://127.0.0.1:${port}`;
};

const waitForHealth = async (url: string, child: ChildProcess) => {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/v1/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('Server did not answer /api/v1/health within 30 s');
};

/**
 * Starts the production build, as `npm start` runs it, on a free port with a fresh embedded
 * database and the demo data.
 */
export const startServer = async (
  root: string,
  options: { dataDir?: string; jwtSecret?: string; env?: Record<string, string> } = {},
) => {
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'vacunas-e2e-'));
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(root, 'dist/server/main.js')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      JWT_SECRET: options.jwtSecret ?? randomBytes(48).toString('base64'),
      LOG_REQUESTS: '0',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(url, child);
  } catch (error) {
    child.kill('SIGKILL');
    throw new Error(`${(error as Error).message}\n${output}`);
  }
  return {
    url,
    dataDir,
    /** What the process wrote so far, standard output and error together. */
    output: () => output,
    /** Ends the process with a signal, keeping its data, and resolves with its exit code. */
    kill: (signal: NodeJS.Signals) =>
      new Promise<number | null>((resolve) => {
        child.once('exit', (code) => resolve(code));
        child.kill(signal);
      }),
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
};
