import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');

let dev: ChildProcess | undefined;
let dataDir = '';
let processTree: number[] = [];

afterEach(() => {
  // A failed test leaves nothing running: every process it saw, and any it did not yet.
  for (const pid of [...processTree, ...(dev?.pid ? [dev.pid, ...descendants(dev.pid)] : [])]) signal(pid, 'SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
  dev = undefined;
  processTree = [];
});

describe('npm run dev', () => {
  it.each([
    ['Ctrl+C', 'SIGINT', 'SIGINT'],
    ['the terminal closing', 'SIGHUP', 'SIGTERM'],
  ] as const)(
    'should serve the client with hot reload and the API through its proxy, and stop both on %s',
    async (_name, sent, apiReceives) => {
      const [vitePort, apiPort] = await twoFreePorts();
      dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vacunas-dev-'));
      // Detached: its own process group, which is what a terminal's Ctrl+C signals.
      dev = spawn('npm', ['run', 'dev'], {
        cwd: root,
        detached: true,
        stdio: ['ignore', 'pipe', 'pipe'],
        env: {
          ...process.env,
          DEV_PORT: String(vitePort),
          DEV_API_PORT: String(apiPort),
          DATA_DIR: dataDir,
          DATABASE_URL: '',
          LOG_REQUESTS: '0',
        },
      });
      const exited = once(dev, 'exit');
      const output = watchOutput(dev);
      const url = await output.url;
      expect(url).toBe(`http://localhost:${vitePort}`);

      const index = await fetch(url);
      expect(index.status).toBe(200);
      const page = await index.text();
      // The app's page, with Vite's hot-reload client in it.
      expect([page.includes('<title>SNH Vacunas</title>'), page.includes('/@vite/client')]).toEqual([true, true]);
      const health = await fetch(`${url}/api/v1/health`);
      expect([health.status, await health.json()]).toEqual([200, { status: 'ok', demo: true }]);

      processTree = descendants(dev.pid ?? 0);
      const commands = processTree.map(commandLine);
      expect(commands.some((command) => command.includes('vite/bin/vite.js'))).toBe(true);
      expect(commands.some((command) => command.includes('tsx') && command.endsWith('src/server/main.ts'))).toBe(true);

      // What a terminal does: the signal goes to its foreground process group.
      process.kill(-(dev.pid ?? 0), sent);
      await exited;

      // npm may end before the runner it started (a hang-up ends it at once): give the rest a moment.
      await vi.waitFor(() => expect(processTree.filter(isAlive)).toEqual([]), { timeout: 15_000, interval: 100 });
      expect(await Promise.all([vitePort, apiPort].map(isPortFree))).toEqual([true, true]);
      // The API closed its server and database: tsx relayed one signal, not a second that kills.
      expect(output.text()).toContain(`${apiReceives} recibido: cerrando el servidor`);
      expect(output.text()).not.toContain('Force killing');
    },
    120_000,
  );
});

/** Everything the process prints, and the URL of the one line it prints once both answer. */
const watchOutput = (child: ChildProcess) => {
  let output = '';
  const url = new Promise<string>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Panel en desarrollo: abra (http:\/\/\S+) /.exec(output);
      if (match?.[1]) resolve(match[1]);
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', (code) => reject(new Error(`npm run dev ended (${code}) before it was ready:\n${output}`)));
  });
  return { url, text: () => output };
};

/** Every process below `pid`, read from /proc (Linux, as CI). */
const descendants = (pid: number): number[] => {
  const parentOf = new Map<number, number>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      // Fields after the command's closing parenthesis: state, then the parent's pid.
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      parentOf.set(Number(entry), parent);
    } catch {
      // The process ended while being read.
    }
  }
  const children = (parent: number): number[] =>
    [...parentOf].filter(([, of]) => of === parent).flatMap(([child]) => [child, ...children(child)]);
  return children(pid);
};

const commandLine = (pid: number) => {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ').trim();
  } catch {
    return '';
  }
};

const isAlive = (pid: number) => signal(pid, 0);

const signal = (pid: number, name: NodeJS.Signals | 0) => {
  try {
    process.kill(pid, name);
    return true;
  } catch {
    return false;
  }
};

const isPortFree = (port: number) =>
  new Promise<boolean>((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, () => probe.close(() => resolve(true)));
  });

/** Two ports the system hands out as free: both open on port 0 at once, read, closed. */
const twoFreePorts = async (): Promise<[number, number]> => {
  const servers = [net.createServer().listen(0), net.createServer().listen(0)] as const;
  await Promise.all(servers.map((server) => once(server, 'listening')));
  const portOf = (server: net.Server) => (server.address() as net.AddressInfo).port;
  const ports: [number, number] = [portOf(servers[0]), portOf(servers[1])];
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  return ports;
};
