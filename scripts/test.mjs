// `npm test`: lint and format check, type check, then every vitest project (unit,
// components, api, property, e2e). Arguments go to vitest (`npm test -- --project api`).
// Exits non-zero on any failure.
import { spawnSync } from 'node:child_process';

const steps = [
  ['Biome (lint + format)', 'npx', ['biome', 'check', '.']],
  ['TypeScript', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']],
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
