import { load } from '../lib/load.mjs';
import { percentile } from '../lib/stats.mjs';
import { budgetRow } from '../report/rows.mjs';

const group = 'Reports';

/** The p50 (ms) of sequential requests, once per round, after a warm-up. */
/** @param {{ url: string, token: string, rounds: number }} options */
const p50PerRound = async ({ url, token, rounds }) => {
  const warm = await load({ url, token, amount: 3 });
  const amount = Math.min(100, Math.max(5, Math.round(1000 / percentile(warm.latencies, 0.5))));
  const figures = [];
  for (let round = 0; round < rounds; round += 1) {
    figures.push(percentile((await load({ url, token, amount })).latencies, 0.5));
  }
  return figures;
};

/**
 * The home page's reports against absolute budgets: one centre's doses (p50 under 300 ms)
 * and the batches' availability (p50 under 50 ms).
 *
 * @param {import('../lib/server.mjs').Measure & { centerId: number, doses: number, batches: number }} options
 */
export const measureReports = async ({ server, token, rounds, centerId, doses, batches }) => {
  console.log('  reports');
  const dosesApplied = await p50PerRound({
    url: `${server.url}/api/v1/reports/doses-applied?centerId=${centerId}`,
    token,
    rounds,
  });
  const availability = await p50PerRound({
    url: `${server.url}/api/v1/reports/vaccine-batch-availability`,
    token,
    rounds,
  });
  return [
    budgetRow({
      group,
      metric: `GET /api/v1/reports/doses-applied?centerId=${centerId} (${doses.toLocaleString('en')} of 200,000 doses): p50`,
      unit: 'ms',
      ours: dosesApplied,
      target: { below: 300 },
    }),
    budgetRow({
      group,
      metric: `GET /api/v1/reports/vaccine-batch-availability (${batches.toLocaleString('en')} batches): p50`,
      unit: 'ms',
      ours: availability,
      target: { below: 50 },
    }),
  ];
};
