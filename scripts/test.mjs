// `npm test`: lint and format check, type check (`npm run typecheck`: the entities' projects, then `tsc -b`: every
// project), the vitest projects (unit, components, api, property), then the browser suite (`playwright test`).
// Arguments go to vitest, except `--project e2e`, which names the browser suite: `npm test -- --project api
// --project property` runs those two vitest projects and no browser; `npm test -- --project e2e` only the browser
// suite. Exits non-zero on any failure.
import { spawnSync } from 'node:child_process';

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

/** @typedef {[name: string, command: string, args: string[]]} Step */
/** @type {Step[]} */
const steps = [
  ['Biome (lint + format)', 'npx', ['biome', 'check', '.']],
  ['TypeScript (every project: npm run typecheck)', 'npm', ['run', 'typecheck']],
];
if (isVitestRun) steps.push(['Vitest', 'npx', ['vitest', 'run', ...vitest]]);
if (isBrowserRun) steps.push(['Playwright (browser suite)', 'npx', ['playwright', 'test']]);

for (const [name, command, args] of steps) {
  console.log(`\n== ${name}`);
  const result = spawnSync(command, args, { stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`\n${name} failed`);
    process.exit(result.status ?? 1);
  }
}

console.log('\n== npm test: lint, types and tests passed');
