// How `npm test` reads its arguments (scripts/test.mjs): whether the static checks run, and which of vitest and the
// browser suite run, with what.

/**
 * The runs `npm test` starts: whether Biome and the type check run first, and each test runner's arguments, or null
 * when it does not run.
 * @typedef {{ isChecking: boolean, vitest: string[] | null, playwright: string[] | null }} TestRuns
 */

/** Skips Biome and the type check: for a run after one that made them already (CI's later phases: .ci/run). */
export const noChecks = '--no-checks';

const missingProject = '--project needs a name: e2e (the browser suite), unit, boundaries, components, api or property';

/**
 * Reads `npm test`'s arguments. None: everything. `--no-checks`, anywhere: no Biome and no type check. `--project e2e`
 * names the browser suite, and the other arguments then go to Playwright (a file, `-g …`). Vitest projects
 * (`--project api`) and any other arguments go to vitest, and then the browser suite does not run unless
 * `--project e2e` is named too, without filters.
 * @param {readonly string[]} args
 * @returns {TestRuns}
 * @throws {Error} on a `--project` without a value, or `--project e2e` with vitest projects and filters
 */
export const parseTestArguments = (args) => {
  const isChecking = !args.includes(noChecks);
  const rest = args.filter((arg) => arg !== noChecks);
  /** @type {string[]} */
  const projects = [];
  /** @type {string[]} */
  const filters = [];
  for (let index = 0; index < rest.length; index += 1) {
    const arg = rest[index] ?? '';
    if (arg === '--project') {
      const value = rest[index + 1];
      if (value === undefined || value.startsWith('-')) {
        throw new Error(missingProject);
      }
      projects.push(value);
      index += 1;
    } else if (arg.startsWith('--project=')) {
      const value = arg.slice('--project='.length);
      if (value === '') throw new Error(missingProject);
      projects.push(value);
    } else {
      filters.push(arg);
    }
  }
  const isBrowserNamed = projects.includes('e2e');
  const named = projects.filter((project) => project !== 'e2e');
  if (rest.length === 0) return { isChecking, vitest: [], playwright: [] };
  if (!isBrowserNamed) {
    return {
      isChecking,
      vitest: [...named.flatMap((project) => ['--project', project]), ...filters],
      playwright: null,
    };
  }
  if (named.length === 0) return { isChecking, vitest: null, playwright: filters };
  if (filters.length > 0) {
    throw new Error(
      `--project e2e (Playwright) with vitest projects (${named.join(', ')}) and filters (${filters.join(' ')}): it is unclear which runner the filters are for. Run them apart: npm test -- --project e2e <filters>, and npm test -- --project ${named[0]} <filters>`,
    );
  }
  return { isChecking, vitest: named.flatMap((project) => ['--project', project]), playwright: [] };
};
