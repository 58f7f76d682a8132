import { load } from '../lib/load.mjs';
import { createRandom } from '../lib/prng.mjs';
import { percentile } from '../lib/stats.mjs';
import { budgetRow, checkRow, infoRow } from '../report/rows.mjs';
import { pagePath, sortCases, twoWordQuery, typedCases } from './paged-urls.mjs';

const group = 'Paged lists (API)';
const timeoutMs = 10_000;
/** Slower pages are timed in one round, and left out of the memory section's load. */
const slowMs = 500;
/** @type {(value: number, low: number, high: number) => number} */
const clamp = (value, low, high) => Math.min(high, Math.max(low, value));

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

/** @param {import('../lib/server.mjs').Measure & { path: string, metric: (page?: FoundPage) => string, budget?: number }} options */
const measurePage = async ({ server, token, rounds, path, metric, budget }) => {
  const url = `${server.url}${path}`;
  const look = await firstLook(url, token);
  if (!look) {
    // SQLite answers one request at a time: let the abandoned one finish before timing the next.
    await fetch(`${server.url}/api/v1/health`, { signal: AbortSignal.timeout(180_000) });
    return {
      row: checkRow({
        group,
        metric: metric(),
        value: `no answer within ${timeoutMs / 1000} s`,
        target: budget ? `≤ ${budget} ms` : '—',
        isMet: budget ? false : null,
      }),
    };
  }
  const label = metric(look.page);
  const ours = await p50PerRound({ url, token, rounds, firstMs: look.ms });
  return {
    row: budget
      ? budgetRow({ group, metric: label, unit: 'ms', ours, target: { atMost: budget } })
      : infoRow({ group, metric: label, unit: 'ms', ours }),
    fastPath: look.ms <= slowMs ? path : undefined,
  };
};

/** @typedef {{ total: number, totalIsCapped?: boolean }} FoundPage */

/** How many rows a first look found: exact, or 'more than 1,000' when the API capped its count. */
const foundText = (/** @type {FoundPage | undefined} */ page) => {
  if (!page) return '?';
  const total = page.total.toLocaleString('en');
  return page.totalIsCapped ? `more than ${total}` : total;
};

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

/** Pages asked per round of the deep pages, each a random one between 1 and 2,000. */
const deepPagesPerRound = 20;

/**
 * Random pages between 1 and 2,000 of 25 patients sorted by last name, in sequence on one
 * connection: the p50 of each round, at most 20 ms (offset paging once read from the table
 * every row before the page).
 *
 * @param {import('../lib/server.mjs').Measure & { entity: import('../lib/entities.mjs').BenchEntity, size: string | undefined }} options
 */
const measureDeepPages = async ({ server, token, rounds, entity, size }) => {
  const random = createRandom(24);
  const figures = [];
  for (let round = 0; round < rounds; round += 1) {
    const latencies = [];
    for (let index = 0; index < deepPagesPerRound; index += 1) {
      const path = pagePath(entity, { sort: 'lastname', order: 'asc', page: random.int(1, 2000) });
      const started = performance.now();
      const response = await fetch(`${server.url}${path}`, { headers: { authorization: `Bearer ${token}` } });
      if (response.status !== 200) throw new Error(`GET ${path}: ${response.status} ${await response.text()}`);
      await response.text();
      latencies.push(performance.now() - started);
    }
    figures.push(percentile(latencies, 0.5));
  }
  return budgetRow({
    group,
    metric: `${entity.path} random page between 1 and 2,000 of 25 by lastname asc (${size}): p50`,
    unit: 'ms',
    ours: figures,
    target: { atMost: 20 },
  });
};

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
      const measured = await measurePage({ server, token, rounds, path, metric, budget });
      rows.push(measured.row);
      if (measured.fastPath) fastPaths.push(measured.fastPath);
    }
    if (entity.name === 'patients') rows.push(await measureDeepPages({ server, token, rounds, entity, size }));
  }
  return { rows, fastPaths };
};
