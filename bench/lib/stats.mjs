/**
 * Order statistics of a sample, as the results table shows them.
 *
 * @example
 * summarize([3, 1, 2]) // { min: 1, median: 2, max: 3, count: 3 }
 *
 * @param {readonly number[]} values
 */
export const summarize = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return { min: sorted[0], median: quantile(sorted, 0.5), max: sorted.at(-1), count: sorted.length };
};

/**
 * The q-quantile (0..1) of ascending values, interpolated between neighbours.
 *
 * @param {readonly number[]} sorted
 * @param {number} q
 */
export const quantile = (sorted, q) => {
  if (sorted.length === 0) return Number.NaN;
  const position = (sorted.length - 1) * q;
  const below = Math.floor(position);
  const above = Math.ceil(position);
  const low = sorted[below] ?? Number.NaN;
  const high = sorted[above] ?? Number.NaN;
  return low + (high - low) * (position - below);
};

/**
 * The q-quantile of values in any order.
 *
 * @param {readonly number[]} values
 * @param {number} q
 */
export const percentile = (values, q) =>
  quantile(
    [...values].sort((a, b) => a - b),
    q,
  );
