// `npm test`: lint and format check, type check (`npm run typecheck`: the entities' projects, then `tsc -b`: every
// project), then every vitest project (unit, components, api, property, e2e). Arguments go to vitest (`npm test -- --project api`).
// Exits non-zero on any failure.
import { spawnSync } from 'node:child_process';

/** @type {[name: string, command: string, args: string[]][]} */
const steps = [
  ['Biome (lint + format)', 'npx', ['biome', 'check', '.']],
  ['TypeScript (every project: npm run typecheck)', 'npm', ['run', 'typecheck']],
  ['Vitest', 'npx', ['vitest', 'run', ...process.argv.slice(2)]],
];

for (const [name, command, args] of steps) {
  console.log(`\n== ${name}`);
  const result = spawnSync(command, args, { stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`\n${name} failed`);
    process.exit(result.status ?? 1);
  }
}

console.log('\n== npm test: lint, types and tests passed');
