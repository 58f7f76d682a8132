import { foundText, measureDeepPages, measurePage } from './page-measure.mjs';
import { pagePath, sortCases, twoWordQuery, typedCases } from './paged-urls.mjs';

const group = 'Paged lists (API)';

/** @typedef {import('./page-measure.mjs').FoundPage} FoundPage */

/**
 * The first pages, by the default sort, of the searches and filters a receptionist types
 * (paged-urls.mjs), with their budgets.
 *
 * @param {import('../lib/entities.mjs').BenchEntity} entity
 * @param {string | undefined} size
 */
const typedPageCases = (entity, size) =>
  (typedCases[entity.name] ?? []).map(({ q, filter, budget }) => {
    const asked = q ? `q='${q}'` : new URLSearchParams(filter).toString();
    return {
      path: pagePath(entity, { q, filter }),
      metric: (/** @type {FoundPage | undefined} */ page) =>
        `${entity.path} page of 25 for ${asked} (${foundText(page)} found in ${size}): p50`,
      budget,
    };
  });

/**
 * One page of 25 rows (`page=1&pageSize=25`) of each entity sorted by each of its columns
 * (its default sort in both orders): p50 at most 20 ms; the first page of the searches and
 * filters a receptionist types (`q=mar`, `q=ma`, `q=g`, `q=maria pena`, `isChild=true`):
 * p50 at most 100 ms, one letter 300 ms; the page of a two-word search (a first name and a
 * last name), default sort: p50 at most 50 ms; and random deep pages of patients by last
 * name: p50 at most 20 ms. Returns the rows and the paths that answered within 500 ms.
 *
 * @example
 * const { rows } = await measurePagedLists({ server, token, rounds, entities, sizes: { patients: '1,000,000 patients' } });
 *
 * @param {import('../lib/server.mjs').Measure & { entities: import('../lib/entities.mjs').BenchEntity[], sizes: Record<string, string> }} options
 */
export const measurePagedLists = async ({ server, token, rounds, entities, sizes }) => {
  const rows = [];
  const fastPaths = [];
  for (const entity of entities) {
    const size = sizes[entity.name];
    console.log(`  paged ${entity.name}`);
    /** @type {{ path: string, metric: (page?: FoundPage) => string, budget?: number }[]} */
    const cases = [
      ...sortCases(entity).map((sortCase) => ({
        path: pagePath(entity, sortCase),
        metric: () => `${entity.path} page of 25 by ${sortCase.sort} ${sortCase.order} (${size}): p50`,
        budget: 20,
      })),
      ...typedPageCases(entity, size),
      {
        path: pagePath(entity, { q: twoWordQuery }),
        metric: (page) =>
          `${entity.path} page of 25 for q='${twoWordQuery}' (${foundText(page)} found in ${size}): p50`,
        budget: 50,
      },
    ];
    for (const { path, metric, budget } of cases) {
      const measured = await measurePage({ server, token, rounds, group, path, metric, budget });
      rows.push(measured.row);
      if (measured.fastPath) fastPaths.push(measured.fastPath);
    }
    if (entity.name === 'patients') {
      const metric = `${entity.path} random page between 1 and 2,000 of 25 by lastname asc (${size}): p50`;
      rows.push(await measureDeepPages({ server, token, rounds, group, entity, lastPage: 2000, metric }));
    }
  }
  return { rows, fastPaths };
};
