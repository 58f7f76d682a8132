import { load } from '../lib/load.mjs';
import { freshServerRounds } from '../lib/server.mjs';
import { budgetRow, checkRow } from '../report/rows.mjs';

const group = 'Server process';
const connections = 16;

/**
 * Per round, a fresh process of the built server on the full database: its peak resident
 * memory (VmHWM) after 16 clients at once have each read every page in `paths` (the sorted
 * and searched pages that answer within 500 ms; `scale` names the data). At most 250 MB.
 *
 * @param {{ rounds: number, config: import('../lib/server.mjs').ServerConfig, port: number, token: string, paths: readonly string[], scale: string }} options
 */
export const measurePagedMemory = async ({ rounds, config, port, token, paths, scale }) => {
  console.log('  peak memory, 16 clients paging and searching');
  if (paths.length === 0) {
    return [
      checkRow({
        group,
        metric: 'Peak memory paging and searching',
        value: 'no page answered within 500 ms',
        target: '≤ 250 MB',
        isMet: false,
      }),
    ];
  }
  const { memory } = await freshServerRounds({
    rounds,
    config,
    port,
    work: (server) =>
      load({
        url: server.url,
        token,
        connections,
        amount: connections * paths.length,
        requests: paths.map((path) => ({ method: 'GET', path })),
      }),
  });
  return [
    budgetRow({
      group,
      metric: `Peak resident memory (VmHWM), 16 clients paging and searching (${scale}; each the ${paths.length} sorted and searched pages answering within 500 ms)`,
      unit: 'MB',
      ours: memory,
      target: { atMost: 250 },
    }),
  ];
};
