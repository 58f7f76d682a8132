import { load } from './load.mjs';
import { percentile } from './stats.mjs';

/** @type {(value: number, low: number, high: number) => number} */
const clamp = (value, low, high) => Math.min(high, Math.max(low, value));

/**
 * Measures our endpoint against its baseline in the same rounds, alternating which goes
 * first: per round, the p50 of sequential requests (one connection) and the requests per
 * second under `connections` concurrent connections. Run sizes come from a warm-up so a
 * run takes about a second whatever the payload.
 *
 * @example
 * const { latency, throughput } = await compareEndpoints({ ours, baseline, token, rounds: 5 });
 * latency.ours // one p50 (ms) per round
 *
 * @param {{ ours: string, baseline: string, token: string, rounds: number, connections?: number }} options
 */
export const compareEndpoints = async ({ ours, baseline, token, rounds, connections = 16 }) => {
  const warm = async (/** @type {string} */ url) => (await load({ url, token, amount: 3 })).latencies;
  const perRequest = percentile(await warm(ours), 0.5);
  await warm(baseline);
  const latencyAmount = clamp(Math.round(1000 / perRequest), 1, 200);
  const throughputAmount = clamp(Math.round(1500 / perRequest / connections), 1, 50) * connections;
  /** @type {Record<'latency' | 'throughput', Record<'ours' | 'baseline', number[]>>} */
  const result = { latency: { ours: [], baseline: [] }, throughput: { ours: [], baseline: [] } };
  for (let round = 0; round < rounds; round += 1) {
    /** @type {('ours' | 'baseline')[]} */
    const sides = round % 2 === 0 ? ['ours', 'baseline'] : ['baseline', 'ours'];
    const urls = { ours, baseline };
    for (const side of sides) {
      const run = await load({ url: urls[side], token, amount: latencyAmount });
      result.latency[side].push(percentile(run.latencies, 0.5));
    }
    for (const side of sides) {
      const run = await load({ url: urls[side], token, connections, amount: throughputAmount });
      result.throughput[side].push(run.requestsPerSecond);
    }
  }
  return result;
};
