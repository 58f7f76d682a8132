import { load } from '../lib/load.mjs';
import { startServer } from '../lib/server.mjs';
import { budgetRow } from '../report/rows.mjs';
import { pagePath, sortCases, twoWordQuery, typedSearches } from './paged-urls.mjs';

const group = 'Server process';
const connections = 16;

/** Every page the bench reads: each sort of each entity, and searches on each. */
const pagePaths = (entities) =>
  entities.flatMap((entity) => [
    ...sortCases(entity).map((sortCase) => pagePath(entity, sortCase)),
    ...[twoWordQuery, ...typedSearches.slice(0, 8)].map((q) => pagePath(entity, { q })),
  ]);

/**
 * Per round, a fresh process of the built server on the full database: its peak resident
 * memory (VmHWM) after 16 clients at once have each read every sorted page and searched
 * (`scale` names the data in the row). At most 250 MB.
 */
export const measurePagedMemory = async ({ rounds, config, port, token, entities, scale }) => {
  console.log('  peak memory, 16 clients paging and searching');
  const paths = pagePaths(entities);
  const memory = [];
  for (let round = 0; round < rounds; round += 1) {
    const server = await startServer({ ...config, port });
    try {
      await load({
        url: server.url,
        token,
        connections,
        amount: connections * paths.length,
        requests: paths.map((path) => ({ method: 'GET', path })),
      });
      memory.push(server.peakMemoryMb());
    } finally {
      await server.stop();
    }
  }
  return [
    budgetRow({
      group,
      metric: `Peak resident memory (VmHWM), 16 clients paging and searching (${scale}, ${paths.length} pages each)`,
      unit: 'MB',
      ours: memory,
      target: { atMost: 250 },
    }),
  ];
};
