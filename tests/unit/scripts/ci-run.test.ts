import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');

let bin = '';
afterEach(() => fs.rmSync(bin, { recursive: true, force: true }));

/**
 * Runs .ci/run with stand-ins for npm, PostgreSQL's tools, su and id on the PATH: npm logs
 * each call and fails the phases asked to fail; PostgreSQL is there and ready.
 */
const runCi = (failing: { sqlite: boolean; postgres: boolean }) => {
  bin = fs.mkdtempSync(path.join(os.tmpdir(), 'vacunas-ci-'));
  const log = path.join(bin, 'npm.log');
  const stub = (name: string, body: string) =>
    fs.writeFileSync(path.join(bin, name), `#!/bin/sh\n${body}\n`, { mode: 0o755 });
  stub(
    'npm',
    `echo "$*" >> "${log}"
case "$*" in
  "test -- --project api --project property") exit ${failing.postgres ? 1 : 0} ;;
  test) exit ${failing.sqlite ? 1 : 0} ;;
esac
exit 0`,
  );
  stub('id', 'echo 1000');
  stub('pg_ctlcluster', 'exit 0');
  stub('pg_isready', 'exit 0');
  stub('su', 'echo 1');
  const result = spawnSync('bash', [path.join(root, '.ci/run')], {
    env: { ...process.env, PATH: `${bin}:${process.env.PATH}` },
    encoding: 'utf8',
  });
  return { status: result.status, npmCalls: fs.readFileSync(log, 'utf8').trim().split('\n') };
};

const bothPhases = ['ci --no-audit --no-fund', 'test', 'test -- --project api --project property'];

describe('.ci/run', () => {
  it.each([
    ['both phases pass', { sqlite: false, postgres: false }, 0],
    ['the SQLite phase fails', { sqlite: true, postgres: false }, 1],
    ['the PostgreSQL phase fails', { sqlite: false, postgres: true }, 1],
    ['both phases fail', { sqlite: true, postgres: true }, 1],
  ])('should run the PostgreSQL phase and exit with the verdict of both when %s', (_name, failing, status) => {
    expect(runCi(failing)).toEqual({ status, npmCalls: bothPhases });
  });
});
