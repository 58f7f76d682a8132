import { compareEndpoints } from '../lib/compare.mjs';
import { ratioRow } from '../report/rows.mjs';

const group = 'List endpoints';

/**
 * A list endpoint against the bare baseline route that sends the JSON the database builds in
 * one query: p50 at most 1.5 times the baseline's, requests per second under 16
 * connections at least 0.7 times.
 *
 * @example
 * const rows = await measureList({ server, token, rounds: 5, label: 'patients (10,000)', path: 'patients' });
 *
 * @param {import('../lib/server.mjs').Measure & { label: string, path: string }} options
 */
export const measureList = async ({ server, token, rounds, label, path }) => {
  console.log(`  ${label}`);
  const { latency, throughput } = await compareEndpoints({
    ours: `${server.url}/api/v1/${path}`,
    baseline: `${server.url}/bench/baseline/${path}`,
    token,
    rounds,
  });
  return [
    ratioRow({
      group,
      metric: `GET /api/v1/${label}: p50 latency`,
      unit: 'ms',
      ours: latency.ours,
      baseline: latency.baseline,
      target: { atMost: 1.5 },
    }),
    ratioRow({
      group,
      metric: `GET /api/v1/${label}: requests/s, 16 connections`,
      unit: 'req/s',
      ours: throughput.ours,
      baseline: throughput.baseline,
      target: { atLeast: 0.7 },
    }),
  ];
};
