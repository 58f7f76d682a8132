// How `npm test` reads its arguments (scripts/test.mjs): which of vitest and the browser suite run, and with what.

/**
 * The runs `npm test` starts: each runner's arguments, or null when it does not run.
 * @typedef {{ vitest: string[] | null, playwright: string[] | null }} TestRuns
 */

const missingProject = '--project needs a name: e2e (the browser suite), unit, components, api or property';

/**
 * Reads `npm test`'s arguments. None: everything. `--project e2e` names the browser suite, and the other arguments
 * then go to Playwright (a file, `-g …`). Vitest projects (`--project api`) and any other arguments go to vitest,
 * and then the browser suite does not run unless `--project e2e` is named too, without filters.
 * @param {readonly string[]} args
 * @returns {TestRuns}
 * @throws {Error} on a `--project` without a value, or `--project e2e` with vitest projects and filters
 */
export const parseTestArguments = (args) => {
  /** @type {string[]} */
  const projects = [];
  /** @type {string[]} */
  const filters = [];
  for (let index = 0; index < args.length; index += 1) {
    const arg = args[index] ?? '';
    if (arg === '--project') {
      const value = args[index + 1];
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
  if (args.length === 0) return { vitest: [], playwright: [] };
  if (!isBrowserNamed)
    return { vitest: [...named.flatMap((project) => ['--project', project]), ...filters], playwright: null };
  if (named.length === 0) return { vitest: null, playwright: filters };
  if (filters.length > 0) {
    throw new Error(
      `--project e2e (Playwright) with vitest projects (${named.join(', ')}) and filters (${filters.join(' ')}): it is unclear which runner the filters are for. Run them apart: npm test -- --project e2e <filters>, and npm test -- --project ${named[0]} <filters>`,
    );
  }
  return { vitest: named.flatMap((project) => ['--project', project]), playwright: [] };
};
