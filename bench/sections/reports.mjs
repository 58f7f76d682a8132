import { p50PerRound } from '../lib/p50-per-round.mjs';
import { budgetRow } from '../report/rows.mjs';

const group = 'Reports';

/**
 * The home page's reports against absolute budgets: one centre's doses (p50 under 300 ms)
 * and the batches' availability (p50 under 50 ms).
 *
 * @param {import('../lib/server.mjs').Measure & { centerId: number, doses: number, batches: number }} options
 */
export const measureReports = async ({ server, token, rounds, centerId, doses, batches }) => {
  console.log('  reports');
  const dosesApplied = await p50PerRound({
    runMs: 1000,
    least: 5,
    most: 100,
    url: `${server.url}/api/v1/reports/doses-applied?centerId=${centerId}`,
    token,
    rounds,
  });
  const availability = await p50PerRound({
    runMs: 1000,
    least: 5,
    most: 100,
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
