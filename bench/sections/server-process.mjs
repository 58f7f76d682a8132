import { load } from '../lib/load.mjs';
import { freshServerRounds, startServer } from '../lib/server.mjs';
import { budgetRow } from '../report/rows.mjs';

const group = 'Server process';

/**
 * Per round, a fresh process of the built server on the full bench database: the time from
 * spawning it to its first 200 on /api/v1/health (cold start), then its peak resident
 * memory (VmHWM) after serving the 50,000-patient list to 16 connections at once.
 *
 * @param {{ rounds: number, config: import('../lib/server.mjs').ServerConfig, port: number, token: string }} options
 */
export const measureServerProcess = async ({ rounds, config, port, token }) => {
  console.log('  cold start and memory');
  await (await startServer({ ...config, port })).stop();
  const { startup, memory } = await freshServerRounds({
    rounds,
    config,
    port,
    work: (server) => load({ url: `${server.url}/api/v1/patients`, token, connections: 16, amount: 32 }),
  });
  return [
    budgetRow({
      group,
      metric: 'Cold start to first 200 on /api/v1/health',
      unit: 'ms',
      ours: startup,
      target: { below: 1500 },
    }),
    budgetRow({
      group,
      metric: 'Peak resident memory (VmHWM) serving the 50,000-patient list, 16 connections',
      unit: 'MB',
      ours: memory,
      target: { below: 300 },
    }),
  ];
};
