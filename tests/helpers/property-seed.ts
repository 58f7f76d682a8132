import fc from 'fast-check';

/**
 * Property runs use a fixed seed in CI (FC_SEED overrides it) and print it on failure so a run
 * can be replayed: `FC_SEED=<seed> npx vitest run --project property`.
 */
const seed = Number(process.env.FC_SEED ?? (process.env.CI ? 20_261_122 : Date.now() % 2_147_483_647));

fc.configureGlobal({ seed, numRuns: Number(process.env.FC_RUNS ?? 100) });

export const propertySeed = seed;
