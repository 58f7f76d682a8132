// `npm run mutation`: StrykerJS mutates the validation rules (each entity config's rules, the messages, limits and
// providers they share in src/domain, and the engine's rule builders in src/engine/rules) and the CDSi engine's
// evaluation and forecast (src/domain/cdsi), and runs the tests that pin them (mutation/vitest.config.mts) after each
// mutant. Not part of `npm test`: docs/testing.md says how long it takes
// and when to run it; the score and the survivors are in mutation/results.md, the HTML report in mutation/report/.
import fs from 'node:fs';

// One seed for every run, so that two runs of the same code kill the same mutants.
process.env.FC_SEED ??= '20261122';
// The engine's property tests break each rule of every entity with 25 payloads, not npm test's hundred: a config's
// mutant runs them all.
process.env.FC_RUNS ??= '25';

/** A top-level statement that builds a rule: a builder's call, an object rule, a limit. */
const buildsRule =
  /\b(text|integer|date|email|reference|optionalReference|boolean|withObjectRules|withCustomRule)\(|kind: '(requiredWhen|notGreaterThan|lessThan|custom)'|\b(min|max): /;
const declaration = /^(?:export )?(?:const|let|function) (\w+)/;

/**
 * The line ranges (1-based, `file:from-to`) of an entity config's rules: every top-level statement that builds a
 * rule, those whose names they use (a message, a limit, the keys of a choice), and the config's `schemas` line. Its
 * labels, fields, columns, menu and routes are left out: the browser and component tests pin those, at minutes a
 * mutant.
 */
const ruleRangesOf = (file) => {
  const lines = fs.readFileSync(file, 'utf8').split('\n');
  const starts = lines.flatMap((line, index) => (declaration.test(line) ? [index] : []));
  const statements = starts.map((start, index) => {
    const end = (starts[index + 1] ?? lines.length) - 1;
    const text = lines.slice(start, end + 1).join('\n');
    return { name: lines[start].match(declaration)?.[1] ?? '', start, end, text };
  });
  const candidates = statements.filter((statement) => !statement.text.includes('defineEntity('));
  const chosen = new Set(candidates.filter((statement) => buildsRule.test(statement.text)));
  let isGrowing = true;
  while (isGrowing) {
    isGrowing = false;
    for (const statement of candidates) {
      const isUsed = [...chosen].some((user) => new RegExp(`\\b${statement.name}\\b`).test(user.text));
      if (!chosen.has(statement) && isUsed) {
        chosen.add(statement);
        isGrowing = true;
      }
    }
  }
  const schemaLines = lines.flatMap((line, index) => (/^\s+schemas: /.test(line) ? [{ start: index, end: index }] : []));
  return [...chosen, ...schemaLines].map(({ start, end }) => `${file}:${start + 1}-${end + 1}`);
};

const entityFiles = fs
  .readdirSync('src/entities')
  .filter((name) => name.endsWith('.ts') && name !== 'index.ts')
  .map((name) => `src/entities/${name}`);

/**
 * The CDSi engine's evaluation and forecast: from a patient's doses to each dose's status (the doses of an antigen,
 * each against its target dose: ages, intervals, live-virus conflicts, conditional skips) and each vaccine group's
 * forecast (immunity and contraindications, the next target dose's dates, the group's dates and today's status), with
 * the date arithmetic, the schedule's lookups by CVX, the series selection and the entry point. Left out: the panel's
 * adapters around the engine (`panel/`: the panel patient, the candidate dose, the product keys, the antigens field;
 * `assessment-data.ts`), and what holds no evaluation or forecast logic: the zod models (`*-model.ts`), the
 * 'Antígenos' page's document and field parsers, the conversion of the former rules, the Spanish reasons, the
 * antigens' route and the due lists' span.
 */
const cdsiEngineFiles = [
  'assess-immunizations',
  'antigen-doses',
  'select-series',
  'evaluate-series',
  'evaluate-dose',
  'conditional-skip',
  'interval-reference',
  'live-virus-conflict',
  'dated-rules',
  'cdsi-duration',
  'schedule-index',
  'engine-context',
  'antigen-forecast',
  'contraindications',
  'forecast-series',
  'target-dose-dates',
  'group-forecast',
].map((name) => `src/domain/cdsi/${name}.ts`);

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  plugins: ['@stryker-mutator/vitest-runner'],
  vitest: { configFile: 'mutation/vitest.config.mts', related: true },
  // Each mutant runs only the tests that reached it; a mutant of a value read when its module loads runs them all.
  coverageAnalysis: 'perTest',
  mutate: [
    ...entityFiles.flatMap(ruleRangesOf),
    'src/engine/rules/**/*.ts',
    'src/domain/messages.ts',
    'src/domain/login.ts',
    'src/domain/passwords.ts',
    ...cdsiEngineFiles,
  ],
  // The machine has 2 cores, shared.
  concurrency: 2,
  // A mutant's tests may take their dry run's time × 1.5 plus this before they count as hung: with the machine's cores
  // shared (load 15 to 25), 8 s turned a sound CDSi mutant into a timeout one time in two; a real endless loop is
  // stopped sooner by Stryker's hit limit.
  timeoutMS: 20_000,
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: 'mutation/report/index.html' },
  jsonReporter: { fileName: 'mutation/report/mutation.json' },
  // `npm run mutation -- --incremental` tests again only the mutants a change touched.
  incrementalFile: 'mutation/report/stryker-incremental.json',
  tempDirName: 'mutation/.stryker-tmp',
  cleanTempDir: 'always',
  // Stryker rewrites a tsconfig's paths that leave the sandbox with TypeScript's JS API, which TypeScript 7 no longer
  // has; the sandbox holds every project the tsconfigs name, and vitest reads none of them: no file, no rewrite.
  tsconfigFile: 'mutation/no-tsconfig.json',
  // docs/cdsi-cases.md stays: CDC's cases test compares the engine's results with it.
  ignorePatterns: [
    '/bench/data',
    '/dist',
    '/data',
    '/data-dev',
    '/docs/*',
    '!/docs/cdsi-cases.md',
    '/test-results',
    '/tests/e2e',
    '/mutation/report',
  ],
};
