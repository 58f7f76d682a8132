/** The runs `npm test` starts: each runner's arguments, or null when it does not run. */
export type TestRuns = { vitest: string[] | null; playwright: string[] | null };
/** Reads `npm test`'s arguments; throws on a `--project` without a value or `--project e2e` with vitest projects and filters. */
export declare const parseTestArguments: (args: readonly string[]) => TestRuns;
