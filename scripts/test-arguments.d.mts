/** The runs `npm test` starts: whether Biome and the type check run first, and each test runner's arguments, or null when it does not run. */
export type TestRuns = { isChecking: boolean; vitest: string[] | null; playwright: string[] | null };
/** Skips Biome and the type check: for a run after one that made them already (CI's later phases). */
export declare const noChecks: '--no-checks';
/** Reads `npm test`'s arguments; throws on a `--project` without a value or `--project e2e` with vitest projects and filters. */
export declare const parseTestArguments: (args: readonly string[]) => TestRuns;
