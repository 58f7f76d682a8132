// `npm test`: lint and format check, type check (`npm run typecheck`: the entities' projects, then `tsc -b`: every
// project), Debian's Chromium when missing and running as root (scripts/install-chromium.mjs), then the vitest projects
// (unit, boundaries, components, api, property) and the browser suite (`playwright test`) at the same time: the browser suite's
// output live, vitest's kept and printed in one piece after it (a line says when vitest ends and whether it passed).
// Each step prints its time, and the end the total.
// With the browser suite, a stale dist/ is built first (its servers serve it; the /login bundle test reads its chunks).
// Arguments (scripts/test-arguments.mjs): none runs everything; `--no-checks` skips Biome and the type check (CI's
// later phases: .ci/run); `--project e2e` names the browser suite and sends the other arguments to Playwright
// (`npm test -- --project e2e tests/e2e/home.test.ts`); vitest projects and filters without it run vitest only
// (`npm test -- --project api`, `npm test -- tests/unit/x.test.ts -t foo`).
// Exits non-zero on any failure, naming what failed.
import { spawn, spawnSync } from 'node:child_process';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { buildIfStale, isBuildStale } from './build-freshness.mjs';
import { installChromiumIfMissing } from './install-chromium.mjs';
import { noChecks, parseTestArguments } from './test-arguments.mjs';

/** @type {import('./test-arguments.mjs').TestRuns} */
let runs;
try {
  runs = parseTestArguments(process.argv.slice(2));
} catch (error) {
  console.error(`npm test: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(2);
}

const startedAt = Date.now();
/** Whole seconds since `since`. */
const secondsSince = (/** @type {number} */ since) => Math.round((Date.now() - since) / 1000);

/** @typedef {{ name: string, command: string, args: string[] }} Step */

/** @type {Step[]} */
const checks = [
  { name: 'Biome (lint + format)', command: 'npx', args: ['biome', 'check', '.'] },
  { name: 'TypeScript (every project: npm run typecheck)', command: 'npm', args: ['run', 'typecheck'] },
];
for (const { name, command, args } of runs.isChecking ? checks : []) {
  console.log(`\n== ${name}`);
  const stepStartedAt = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`\n${name} failed (${secondsSince(stepStartedAt)} s)`);
    process.exit(result.status ?? 1);
  }
  console.log(`== ${name} passed (${secondsSince(stepStartedAt)} s)`);
}
if (!runs.isChecking) console.log(`\n== Biome and the type check skipped (${noChecks})`);

/**
 * Runs a step to its end; its output live, or, when `isCaptured`, kept for the caller to print.
 * @param {Step} step
 * @param {boolean} isCaptured
 * @returns {Promise<{ isPassed: boolean, output: Buffer }>}
 */
const run = ({ name, command, args }, isCaptured) =>
  new Promise((resolve) => {
    const stepStartedAt = Date.now();
    const env = isCaptured && process.stdout.isTTY ? { ...process.env, FORCE_COLOR: '1' } : process.env;
    const child = spawn(command, args, { stdio: isCaptured ? ['ignore', 'pipe', 'pipe'] : 'inherit', env });
    /** @type {Buffer[]} */
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    let isEnded = false;
    // A child that cannot start emits 'error', and may emit 'close' after it: the step ends once.
    const end = (/** @type {boolean} */ isPassed) => {
      if (isEnded) return;
      isEnded = true;
      const suffix = isCaptured ? ': its output follows at the end' : '';
      console.log(`\n== ${name} ${isPassed ? 'passed' : 'FAILED'} (${secondsSince(stepStartedAt)} s)${suffix}`);
      resolve({ isPassed, output: Buffer.concat(output) });
    };
    child.on('error', (error) => {
      output.push(Buffer.from(`${error.message}\n`));
      end(false);
    });
    child.on('close', (code) => end(code === 0));
  });

const { vitest, playwright } = runs;
if (playwright) {
  try {
    const chromiumStartedAt = Date.now();
    if (installChromiumIfMissing()) console.log(`== Chromium installed (${secondsSince(chromiumStartedAt)} s)`);
  } catch (error) {
    console.error(`\nInstalling Chromium failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}

// The browser suite's bundle, built once before the suites start when dist/ is older than a source: its servers
// serve it, and the /login bundle test reads its chunks (dist/client-chunks.json) instead of building the client
// again beside them.
const root = path.resolve(import.meta.dirname, '..');
if (playwright && isBuildStale(root)) {
  console.log('\n== Build (the bundle the browser suite serves and the /login bundle test reads)');
  const buildStartedAt = Date.now();
  try {
    buildIfStale(root, { stdio: ['ignore', 'ignore', 'inherit'] });
  } catch (error) {
    console.error(`\n${error instanceof Error ? error.message : String(error)} (${secondsSince(buildStartedAt)} s)`);
    process.exit(1);
  }
  console.log(`== Build passed (${secondsSince(buildStartedAt)} s)`);
}

/** @type {{ step: Step, isCaptured: boolean }[]} */
const suites = [];
if (vitest) {
  // Beside the browser suite, which mostly waits on its pages, vitest gets a worker per core: its default (one
  // fewer) would leave a core of these 2-core machines idle. Unless the arguments choose.
  const isBeside = playwright !== null && !vitest.some((arg) => arg.startsWith('--maxWorkers'));
  const workers = isBeside ? [`--maxWorkers=${availableParallelism()}`] : [];
  const step = { name: 'Vitest', command: 'npx', args: ['vitest', 'run', ...workers, ...vitest] };
  suites.push({ step, isCaptured: playwright !== null });
}
if (playwright) {
  const step = { name: 'Playwright (browser suite)', command: 'npx', args: ['playwright', 'test', ...playwright] };
  suites.push({ step, isCaptured: false });
}
const names = suites.map(({ step }) => step.name);
console.log(
  `\n== ${names.join(' and ')}${suites.length > 1 ? ' at the same time (the output of Vitest printed after)' : ''}`,
);
const results = await Promise.all(suites.map(({ step, isCaptured }) => run(step, isCaptured)));
results.forEach(({ isPassed, output }, index) => {
  if (!suites[index]?.isCaptured) return;
  console.log(`\n== ${names[index]}: its output (${isPassed ? 'passed' : 'FAILED'})`);
  process.stdout.write(output);
});
const failed = names.filter((_, index) => !results[index]?.isPassed);
if (failed.length > 0) {
  console.error(`\nnpm test failed: ${failed.join(' and ')} (${secondsSince(startedAt)} s in all)`);
  process.exit(1);
}
const passed = runs.isChecking ? 'lint, types and tests' : 'tests';
console.log(`\n== npm test: ${passed} passed (${secondsSince(startedAt)} s in all)`);
