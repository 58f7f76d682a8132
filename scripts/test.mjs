// `npm test`: lint and format check, type check (`npm run typecheck`: the entities' projects, then `tsc -b`: every
// project), then the vitest projects (unit, components, api, property) and the browser suite (`playwright test`) at
// the same time: the browser suite's output live, vitest's kept and printed in one piece after it (a line says when
// vitest ends and whether it passed).
// Arguments go to vitest, except `--project e2e`, which names the browser suite: `npm test -- --project api
// --project property` runs those two vitest projects and no browser; `npm test -- --project e2e` only the browser
// suite. Exits non-zero on any failure, naming what failed.
import { spawn, spawnSync } from 'node:child_process';

/**
 * The vitest arguments, and whether vitest and the browser suite run.
 * @param {string[]} args
 */
const parseArguments = (args) => {
  /** @type {string[]} */
  const vitest = [];
  /** @type {string[]} */
  const projects = [];
  let isProjectNext = false;
  for (const arg of args) {
    if (isProjectNext) projects.push(arg);
    else if (arg.startsWith('--project=')) projects.push(arg.slice('--project='.length));
    else if (arg !== '--project') vitest.push(arg);
    isProjectNext = arg === '--project';
  }
  const vitestProjects = projects.filter((project) => project !== 'e2e');
  const hasProjects = projects.length > 0;
  return {
    vitest: [...vitestProjects.flatMap((project) => ['--project', project]), ...vitest],
    isVitestRun: !hasProjects || vitestProjects.length > 0,
    isBrowserRun: !hasProjects || projects.includes('e2e'),
  };
};

const { vitest, isVitestRun, isBrowserRun } = parseArguments(process.argv.slice(2));

/** @typedef {{ name: string, command: string, args: string[] }} Step */

/** @type {Step[]} */
const checks = [
  { name: 'Biome (lint + format)', command: 'npx', args: ['biome', 'check', '.'] },
  { name: 'TypeScript (every project: npm run typecheck)', command: 'npm', args: ['run', 'typecheck'] },
];
for (const { name, command, args } of checks) {
  console.log(`\n== ${name}`);
  const result = spawnSync(command, args, { stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`\n${name} failed`);
    process.exit(result.status ?? 1);
  }
}

/**
 * Runs a step to its end; its output live, or, when `isCaptured`, kept for the caller to print.
 * @param {Step} step
 * @param {boolean} isCaptured
 * @returns {Promise<{ isPassed: boolean, output: Buffer }>}
 */
const run = ({ name, command, args }, isCaptured) =>
  new Promise((resolve) => {
    const startedAt = Date.now();
    const env = isCaptured && process.stdout.isTTY ? { ...process.env, FORCE_COLOR: '1' } : process.env;
    const child = spawn(command, args, { stdio: isCaptured ? ['ignore', 'pipe', 'pipe'] : 'inherit', env });
    /** @type {Buffer[]} */
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    const end = (/** @type {boolean} */ isPassed) => {
      const seconds = Math.round((Date.now() - startedAt) / 1000);
      const suffix = isCaptured ? ': its output follows at the end' : '';
      console.log(`\n== ${name} ${isPassed ? 'passed' : 'FAILED'} (${seconds} s)${suffix}`);
      resolve({ isPassed, output: Buffer.concat(output) });
    };
    child.on('error', (error) => {
      output.push(Buffer.from(`${error.message}\n`));
      end(false);
    });
    child.on('close', (code) => end(code === 0));
  });

/** @type {{ step: Step, isCaptured: boolean }[]} */
const suites = [];
if (isVitestRun) {
  const step = { name: 'Vitest', command: 'npx', args: ['vitest', 'run', ...vitest] };
  suites.push({ step, isCaptured: isBrowserRun });
}
if (isBrowserRun) {
  suites.push({
    step: { name: 'Playwright (browser suite)', command: 'npx', args: ['playwright', 'test'] },
    isCaptured: false,
  });
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
  console.error(`\nnpm test failed: ${failed.join(' and ')}`);
  process.exit(1);
}
console.log('\n== npm test: lint, types and tests passed');
