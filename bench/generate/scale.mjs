/** How much data the bench generates, and which rows the dose registration uses. */
export const scale = {
  seed: 20_240_611,
  centers: 20,
  healthUsers: 30,
  batches: 2_000,
  /** Batches 1..50 take the API's registrations, 51..100 the driver baseline's. */
  registrationBatches: 50,
  registrationStock: 1_000,
  /** Measured doses per side, split evenly over the rounds (after a warm-up of 200). */
  registrationDoses: 5_000,
  patients: { small: 10_000, large: 50_000, huge: 1_000_000 },
  doses: { list: 100_000, reports: 200_000, huge: 5_000_000 },
  /** Batches added for the huge dose table, used one after another over its two years. */
  hugeBatches: 24_000,
  /** Rows generated and written per transaction. */
  rowsPerChunk: 100_000,
};

/** The first id of the batches that generated doses use (after the registration ones). */
export const firstStockBatch = 2 * scale.registrationBatches + 1;
