import { load } from './load.mjs';
import { percentile } from './stats.mjs';

/**
 * The p50 (ms) of sequential requests, once per round: after a warm-up of 3, each round sends as many as fill
 * about `runMs` (between `least` and `most`).
 *
 * @example
 * const figures = await p50PerRound({ url: `${server.url}/api/v1/indicators/coverage?year=2025`, token, rounds: 5 });
 *
 * @param {{ url: string, token: string, rounds: number, runMs?: number, least?: number, most?: number }} options
 */
export const p50PerRound = async ({ url, token, rounds, runMs = 200, least = 3, most = 40 }) => {
  const warm = await load({ url, token, amount: 3 });
  const amount = Math.min(most, Math.max(least, Math.round(runMs / percentile(warm.latencies, 0.5))));
  /** @type {number[]} */
  const figures = [];
  for (let round = 0; round < rounds; round += 1) {
    figures.push(percentile((await load({ url, token, amount })).latencies, 0.5));
  }
  return figures;
};
