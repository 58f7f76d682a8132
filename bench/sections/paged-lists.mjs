import { getText } from '../lib/api.mjs';
import { load } from '../lib/load.mjs';
import { percentile } from '../lib/stats.mjs';
import { budgetRow } from '../report/rows.mjs';
import { pagePath, sortCases, twoWordQuery } from './paged-urls.mjs';

const group = 'Paged lists (API)';
const clamp = (value, low, high) => Math.min(high, Math.max(low, value));

/** Fails unless the answer is one page of the paged contract: `{ items, total, page, pageSize }`. */
const checkPage = async (url, token) => {
  const page = JSON.parse(await getText(url, token));
  if (!Array.isArray(page.items) || typeof page.total !== 'number' || page.items.length > 25) {
    throw new Error(`GET ${url} did not answer a page of 25 rows`);
  }
  return page;
};

/**
 * The p50 (ms) of sequential requests, per round, after a warm-up that sizes the runs to
 * about 200 ms each. A page slower than half a second is timed in one round only, so a
 * slow sort costs the bench seconds, not minutes.
 */
const p50PerRound = async ({ url, token, rounds }) => {
  const warm = percentile((await load({ url, token, amount: 2 })).latencies, 0.5);
  const amount = clamp(Math.round(200 / warm), 1, 20);
  const figures = [];
  for (let round = 0; round < (warm > 500 ? 1 : rounds); round += 1) {
    figures.push(percentile((await load({ url, token, amount })).latencies, 0.5));
  }
  return figures;
};

/**
 * One page of 25 rows (`page=1&pageSize=25`) of each entity sorted by each of its columns
 * (its default sort in both orders): p50 at most 20 ms; and the page of a two-word search
 * (a first name and a last name), default sort: p50 at most 50 ms.
 *
 * @example
 * const rows = await measurePagedLists({ server, token, rounds, entities, sizes: { patients: '1,000,000 patients' } });
 */
export const measurePagedLists = async ({ server, token, rounds, entities, sizes }) => {
  const rows = [];
  for (const entity of entities) {
    const size = sizes[entity.name];
    console.log(`  paged ${entity.name}`);
    for (const sortCase of sortCases(entity)) {
      const url = `${server.url}${pagePath(entity, sortCase)}`;
      await checkPage(url, token);
      rows.push(
        budgetRow({
          group,
          metric: `${entity.path} page of 25 by ${sortCase.sort} ${sortCase.order} (${size}): p50`,
          unit: 'ms',
          ours: await p50PerRound({ url, token, rounds }),
          target: { atMost: 20 },
        }),
      );
    }
    const url = `${server.url}${pagePath(entity, { q: twoWordQuery })}`;
    const { total } = await checkPage(url, token);
    rows.push(
      budgetRow({
        group,
        metric: `${entity.path} page of 25 for q='${twoWordQuery}' (${total.toLocaleString('en')} found in ${size}): p50`,
        unit: 'ms',
        ours: await p50PerRound({ url, token, rounds }),
        target: { atMost: 50 },
      }),
    );
  }
  return rows;
};
