import { load } from '../lib/load.mjs';
import { createRandom } from '../lib/prng.mjs';
import { percentile } from '../lib/stats.mjs';
import { budgetRow, checkRow, infoRow } from '../report/rows.mjs';
import { pagePath } from './paged-urls.mjs';

const timeoutMs = 10_000;
/** Slower pages are timed in one round, and left out of the memory section's load. */
const slowMs = 500;
/** @type {(value: number, low: number, high: number) => number} */
const clamp = (value, low, high) => Math.min(high, Math.max(low, value));

/** @typedef {{ total: number, totalIsCapped?: boolean }} FoundPage */

/**
 * One request of the page, checked against the paged contract (`{ items, total }`, at most
 * 25 items): its time in ms and the page, or null when no answer came within 10 s.
 */
const firstLook = async (/** @type {string} */ url, /** @type {string} */ token) => {
  const started = performance.now();
  try {
    const response = await fetch(url, {
      headers: { authorization: `Bearer ${token}` },
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (response.status !== 200) throw new Error(`GET ${url}: ${response.status} ${await response.text()}`);
    const page = await response.json();
    if (!Array.isArray(page.items) || typeof page.total !== 'number' || page.items.length > 25) {
      throw new Error(`GET ${url} did not answer a page of at most 25 rows`);
    }
    return { ms: performance.now() - started, page };
  } catch (error) {
    if (error instanceof Error && error.name === 'TimeoutError') return null;
    throw error;
  }
};

/**
 * The p50 (ms) of sequential requests, per round, runs of about 200 ms; a slow page in one round.
 *
 * @param {{ url: string, token: string, rounds: number, firstMs: number }} options
 */
const p50PerRound = async ({ url, token, rounds, firstMs }) => {
  const perRequest = firstMs > slowMs ? firstMs : percentile((await load({ url, token, amount: 2 })).latencies, 0.5);
  const amount = clamp(Math.round(200 / perRequest), 1, 20);
  const figures = [];
  for (let round = 0; round < (perRequest > slowMs ? 1 : rounds); round += 1) {
    figures.push(percentile((await load({ url, token, amount })).latencies, 0.5));
  }
  return figures;
};

/**
 * One page's p50 per round as a row of `group`, with its budget (or for information), its
 * label from the page the first request found; `fastPath` when it answered within 500 ms.
 * A page with no answer within 10 s is a missed row.
 *
 * @example
 * const { row } = await measurePage({ server, token, rounds, group, path: '/api/v1/patients?page=1&pageSize=25', metric: () => 'first page', budget: 20 });
 *
 * @param {import('../lib/server.mjs').Measure & { group: string, path: string, metric: (page?: FoundPage) => string, budget?: number }} options
 */
export const measurePage = async ({ server, token, rounds, group, path, metric, budget }) => {
  const url = `${server.url}${path}`;
  const look = await firstLook(url, token);
  if (!look) return { row: await unanswered({ server, group, metric: metric(), budget }) };
  const label = metric(look.page);
  const ours = await p50PerRound({ url, token, rounds, firstMs: look.ms });
  return {
    row: budget
      ? budgetRow({ group, metric: label, unit: 'ms', ours, target: { atMost: budget } })
      : infoRow({ group, metric: label, unit: 'ms', ours }),
    fastPath: look.ms <= slowMs ? path : undefined,
  };
};

/**
 * The row of a page with no answer within 10 s, once the server is started again: SQLite
 * answers one request at a time, and the abandoned query may run for minutes before the next
 * could be timed.
 *
 * @param {{ server: import('../lib/server.mjs').Server, group: string, metric: string, budget?: number }} options
 */
const unanswered = async ({ server, group, metric, budget }) => {
  await server.restart();
  return checkRow({
    group,
    metric,
    value: `no answer within ${timeoutMs / 1000} s`,
    target: budget ? `≤ ${budget} ms` : '—',
    isMet: budget ? false : null,
  });
};

/** How many rows a first look found: exact, or 'more than 1,000' when the API capped its count. */
export const foundText = (/** @type {FoundPage | undefined} */ page) => {
  if (!page) return '?';
  const total = page.total.toLocaleString('en');
  return page.totalIsCapped ? `more than ${total}` : total;
};

/** Pages asked per round of the deep pages, each a random one. */
const deepPagesPerRound = 20;

/**
 * Random pages between 1 and `lastPage` of 25 rows sorted by last name, in sequence on one
 * connection: the p50 of each round, at most 20 ms (offset paging once read from the table
 * every row before the page); one round when its pages take longer than 500 ms.
 *
 * @param {import('../lib/server.mjs').Measure & { group: string, entity: import('../lib/entities.mjs').BenchEntity, lastPage: number, metric: string }} options
 */
export const measureDeepPages = async ({ server, token, rounds, group, entity, lastPage, metric }) => {
  const random = createRandom(24);
  const figures = [];
  for (let round = 0; round < rounds; round += 1) {
    const latencies = [];
    for (let index = 0; index < deepPagesPerRound; index += 1) {
      const path = pagePath(entity, { sort: 'lastname', order: 'asc', page: random.int(1, lastPage) });
      const look = await firstLook(`${server.url}${path}`, token);
      if (!look) return unanswered({ server, group, metric, budget: 20 });
      latencies.push(look.ms);
    }
    figures.push(percentile(latencies, 0.5));
    if ((figures[0] ?? 0) > slowMs) break;
  }
  return budgetRow({ group, metric, unit: 'ms', ours: figures, target: { atMost: 20 } });
};
