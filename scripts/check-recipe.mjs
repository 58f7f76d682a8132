// `npm run check:recipe`: follows docs/adding-an-entity.md to the letter in a throwaway worktree of
// HEAD (node_modules linked from this checkout) and fails unless the project stays green with no
// other file edited. Its steps: the guide's step-1 config written as src/entities/campaigns.ts, its
// line in the registry, the guide's catalogue update (step 5) and migration draft (step 6, with no
// database server), then the guide's test commands (step 7: Biome, the type check, and the unit,
// components, API and property suites; then the browser tests that open every entity page, its table,
// dialogs and form, for the new entity, which make its first row themselves). The worktree is removed at the end, pass or fail.
// `--keep` leaves it for a look; `--rev=<commit>` checks another commit than HEAD. Prints each step's
// time and the total.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const guidePath = 'docs/adding-an-entity.md';
const configPath = 'src/entities/campaigns.ts';
const registryPath = 'src/entities/index.ts';
const catalogueCommand = 'npx vitest run tests/unit/validation-catalogue.test.ts -u';
const draftCommand = 'npm run migration:draft -- add-campaigns';
const testCommand = 'npm test -- --project unit --project components --project api --project property';
/** The browser tests that open every entity page's table and dialogs, for the new entity only. */
const browserCommand =
  "npm test -- --project e2e tests/e2e/accessibility.test.ts tests/e2e/accessibility-dialogs.test.ts tests/e2e/laptop-tables.test.ts -g 'Campañas|/campanas'";
/** What following the guide may change, and nothing else: `NNNN` is the drafted migration's number. */
const expectedChanges = [
  `?? ${configPath}`,
  ` M ${registryPath}`,
  '?? src/server/migrations/NNNN-add-campaigns.ts',
  ' M src/server/migrations/index.ts',
  ' M tests/unit/validation-catalogue.txt',
];

const startedAt = Date.now();
const secondsSince = (/** @type {number} */ since) => Math.round((Date.now() - since) / 1000);
const isKept = process.argv.includes('--keep');
const revision = process.argv.find((argument) => argument.startsWith('--rev='))?.slice('--rev='.length) ?? 'HEAD';
const tree = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'recipe-')), 'vacunas');

/** Runs a command in `cwd`, its output live; throws when it fails. */
const run = (/** @type {string} */ name, /** @type {string} */ command, /** @type {string} */ cwd = tree) => {
  console.log(`\n== ${name}: ${command}`);
  const stepStartedAt = Date.now();
  const result = spawnSync(command, { cwd, stdio: 'inherit', shell: true });
  if (result.status !== 0) throw new Error(`${name} failed (${secondsSince(stepStartedAt)} s): ${command}`);
  console.log(`== ${name} passed (${secondsSince(stepStartedAt)} s)`);
};

/** The guide's text at the checked commit, which must still say what this check does, word for word. */
const readGuide = () => {
  const guide = fs.readFileSync(path.join(tree, guidePath), 'utf8');
  for (const said of [configPath, registryPath, catalogueCommand, draftCommand, testCommand, browserCommand]) {
    if (!guide.includes(said)) throw new Error(`${guidePath} no longer says "${said}": update this check with it`);
  }
  return guide;
};

/** Step 1's config: the first TypeScript block of the guide, as the guide indents it in its list. */
const configOf = (/** @type {string} */ guide) => {
  const block = /^( *)```ts\n([\s\S]*?)^\1```$/m.exec(guide);
  if (!block) throw new Error(`${guidePath} has no TypeScript block for step 1`);
  const indent = block[1] ?? '';
  return (block[2] ?? '')
    .split('\n')
    .map((line) => (line.startsWith(indent) ? line.slice(indent.length) : line))
    .join('\n');
};

/** Step 2: the config's import among the registry's, in Biome's order, and its entry at the end of the list. */
const register = () => {
  const file = path.join(tree, registryPath);
  const lines = fs.readFileSync(file, 'utf8').split('\n');
  const laterImport = lines.findIndex(
    (line) => /^import .* from '\.\/(.*)';$/.exec(line)?.[1]?.localeCompare('campaigns') === 1,
  );
  const importAt = laterImport >= 0 ? laterImport : lines.findLastIndex((line) => line.startsWith('import ')) + 1;
  lines.splice(importAt, 0, "import { campaigns } from './campaigns';");
  const listEnd = lines.indexOf(
    ']);',
    lines.findIndex((line) => line.includes('defineEntities([')),
  );
  if (listEnd < 0) throw new Error(`${registryPath} has no defineEntities([...]) list ending in a line "]);"`);
  lines.splice(listEnd, 0, '  campaigns,');
  fs.writeFileSync(file, lines.join('\n'));
};

/** The worktree's changes, `git status --porcelain` lines, the linked node_modules left out. */
const changes = () => {
  const result = spawnSync('git', ['status', '--porcelain', '--untracked-files=all'], { cwd: tree, encoding: 'utf8' });
  return result.stdout
    .split('\n')
    .filter((line) => line !== '' && line !== '?? node_modules')
    .sort();
};

/** The changes as `expectedChanges` names them: the drafted migration's number as NNNN. */
const numberless = (/** @type {string[]} */ lines) =>
  lines.map((line) => line.replace(/migrations\/\d{4}-add-campaigns/, 'migrations/NNNN-add-campaigns'));

let isPassed = false;
try {
  run(`A worktree of ${revision}`, `git worktree add --detach "${tree}" ${revision}`, root);
  const guide = readGuide();
  fs.symlinkSync(path.join(root, 'node_modules'), path.join(tree, 'node_modules'), 'dir');
  console.log(`\n== Step 1: ${configPath} from ${guidePath}; step 2: its line in ${registryPath}`);
  fs.writeFileSync(path.join(tree, configPath), configOf(guide));
  register();
  run('Step 5, the validation catalogue', catalogueCommand);
  run('Step 6, the migration draft (no DATABASE_URL)', `env -u DATABASE_URL ${draftCommand}`);
  const changed = changes();
  if (JSON.stringify(numberless(changed)) !== JSON.stringify([...expectedChanges].sort())) {
    throw new Error(`The recipe changed other files than it says:\n${changed.join('\n')}`);
  }
  run('Step 7, the tests', testCommand);
  run("Step 7, the browser tests of the new entity's page", browserCommand);
  isPassed = true;
} catch (error) {
  console.error(`\n${error instanceof Error ? error.message : String(error)}`);
} finally {
  if (isKept) console.log(`\nThe worktree is kept: ${tree} (git worktree remove --force "${tree}")`);
  else {
    spawnSync('git', ['worktree', 'remove', '--force', tree], { cwd: root, stdio: 'inherit' });
    fs.rmSync(path.dirname(tree), { recursive: true, force: true });
  }
}
console.log(`\n== The entity recipe ${isPassed ? 'keeps the project green' : 'FAILED'} (${secondsSince(startedAt)} s)`);
process.exit(isPassed ? 0 : 1);
