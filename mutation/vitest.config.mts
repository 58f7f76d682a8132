// The tests `npm run mutation` runs after each mutant (stryker.config.mjs): the fast, database-free ones that pin the
// rules and the CDSi engine, in this order, cheapest and sharpest first, so that a killed mutant stops at its first failing file (Stryker
// runs vitest with bail 1). Most mutants are of a config's values, read when its module loads: each runs all of them.
import { fileURLToPath } from 'node:url';
import type { TestSpecification } from 'vitest/node';
import { BaseSequencer } from 'vitest/node';
import { defineConfig } from 'vitest/config';

const ruleTests = [
  'tests/unit/validation-catalogue.test.ts',
  'tests/unit/spec-messages.test.ts',
  'tests/property/spec-rules.test.ts',
  'tests/unit/engine/text-limits.test.ts',
  'tests/unit/engine/optional-builders.test.ts',
  'tests/unit/engine/optional-integer.test.ts',
  'tests/unit/engine/required-when.test.ts',
  'tests/unit/engine/object-rules.test.ts',
  'tests/unit/engine/rule-coverage.test.ts',
  'tests/unit/engine/rule-builders.test.ts',
  'tests/unit/engine/date-time-builder.test.ts',
  'tests/unit/domain/password-change.test.ts',
  'tests/unit/entities/rule-edges.test.ts',
  'tests/property/validation-rules.test.ts',
];

/**
 * The CDSi engine's: exact answers first (the rules CDC's supporting data does not use, on a one-antigen schedule of
 * their own), then CDC's 801 cases (run once, case by case, in their first test), then the engine's properties.
 */
const engineTests = [
  'tests/unit/cdsi/group-forecast.test.ts',
  'tests/unit/cdsi/cdsi-duration.test.ts',
  'tests/unit/cdsi/schedule-index.test.ts',
  'tests/unit/cdsi/dose-rules.test.ts',
  'tests/unit/cdsi/live-virus-conflicts.test.ts',
  'tests/unit/cdsi/forecast-rules.test.ts',
  'tests/unit/cdsi/immunity-and-contraindications.test.ts',
  'tests/unit/cdsi/select-series.test.ts',
  'tests/unit/cdsi/candidate-dose.test.ts',
  'tests/unit/cdsi/assess-immunizations.test.ts',
  'tests/unit/cdsi/cdc-cases.test.ts',
  'tests/unit/cdsi/engine-properties.test.ts',
];

const listed = [...ruleTests, ...engineTests];

const rankOf = (specification: TestSpecification) =>
  listed.findIndex((file) => specification.moduleId.endsWith(file));

/** Runs the files in the order listed, not vitest's slowest-first. */
class ListedOrder extends BaseSequencer {
  override async sort(files: TestSpecification[]) {
    return [...files].sort((a, b) => rankOf(a) - rankOf(b));
  }
}

export default defineConfig({
  root: fileURLToPath(new URL('..', import.meta.url)),
  test: {
    include: listed,
    environment: 'node',
    isolate: false,
    setupFiles: ['mutation/end-on-failure.ts'],
    testTimeout: 120_000,
    sequence: { sequencer: ListedOrder },
  },
});
