/**
 * `BENCH_SCALE=small`, a development aid only: the full-size sections run at a fifth of their
 * size (200,000 patients, 1,000,000 doses), to check in a few minutes that a section runs end to
 * end. Its figures mean nothing against the targets, which are set at full size.
 */
const scaleName = process.env.BENCH_SCALE ?? 'full';
if (scaleName !== 'full' && scaleName !== 'small') {
  throw new Error(`BENCH_SCALE: no scale ${scaleName} (full, small)`);
}
const isSmall = scaleName === 'small';

/** How much data the bench generates, and which rows the dose registration uses. */
export const scale = {
  seed: 20_240_611,
  /** 'small' only as a development aid (see above). */
  name: scaleName,
  centers: 20,
  healthUsers: 30,
  batches: 2_000,
  /** Batches 1..50 take the API's registrations, 51..100 the driver baseline's. */
  registrationBatches: 50,
  registrationStock: 1_000,
  /** Measured doses per side, split evenly over the rounds (after a warm-up of 200). */
  registrationDoses: 5_000,
  patients: { small: 10_000, large: 50_000, huge: isSmall ? 200_000 : 1_000_000 },
  doses: { list: 100_000, reports: 200_000, huge: isSmall ? 1_000_000 : 5_000_000 },
  /** Batches added for the huge dose table, used one after another over its two years. */
  hugeBatches: isSmall ? 4_800 : 24_000,
  /** Rows generated and written per transaction. */
  rowsPerChunk: 100_000,
};

/** The first id of the batches that generated doses use (after the registration ones). */
export const firstStockBatch = 2 * scale.registrationBatches + 1;

/**
 * The first of the patients a full-size section registers doses for, at `share` of the grown
 * patients (700,001 for 0.7 at full size), so sections that register take patients apart.
 *
 * @example
 * hugePatientFrom(0.7) // 700_001
 */
export const hugePatientFrom = (/** @type {number} */ share) => Math.round(scale.patients.huge * share) + 1;
