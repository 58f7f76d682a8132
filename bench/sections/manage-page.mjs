import { budgetRow } from '../report/rows.mjs';
import { watchFirstRows } from './browser-page.mjs';
import { typedSearches } from './paged-urls.mjs';
import { typeSearch } from './type-search.mjs';

const group = 'Client (Chromium)';
const firstRowsBudgetMs = 1000;
const target = {
  inputSelector: '[data-bench="search"]',
  watchSelector: 'tbody',
  itemSelector: 'tbody tr:has(td:not([colspan]))',
};

/** A browser page signed in as the admin through localStorage, watching for the table's first rows. *
 * @param {{ browser: import('playwright-core').Browser, server: import('../lib/server.mjs').Server, token: string }} options
 */
export const signedInPage = async ({ browser, server, token }) => {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  await context.addInitScript(watchFirstRows);
  const page = await context.newPage();
  await page.goto(`${server.url}/login`);
  await page.evaluate((/** @type {string} */ session) => {
    localStorage.setItem('token', session);
    localStorage.setItem('role', 'admin');
  }, token);
  return { context, page };
};

/** Used JS heap (MB) after a full garbage collection, through the DevTools protocol. */
const heapAfterGc = async (/** @type {import('playwright-core').Page} */ page) => {
  const session = await page.context().newCDPSession(page);
  await session.send('HeapProfiler.collectGarbage');
  const { usedSize } = await session.send('Runtime.getHeapUsage');
  await session.detach();
  return usedSize / 1024 / 1024;
};

/**
 * The Gestión page /pacientes at full size, as the admin: from navigation to the first rows
 * on screen (at most 1 s); searches typed in 'Buscar' a letter at a time, from the last
 * keystroke to the rows of the whole query (median at most 100 ms; the first search warms
 * up); and the used JS heap after those 20 searches (at most 60 MB).
 *
 * @param {import('../lib/server.mjs').Measure & { browser: import('playwright-core').Browser, size: string }} options
 */
export const measureManagePage = async ({ browser, server, token, rounds, size }) => {
  console.log('  client: /pacientes');
  const { context, page } = await signedInPage({ browser, server, token });
  /** @type {number[]} */
  const firstRows = [];
  for (let round = 0; round <= rounds; round += 1) {
    await page.goto(`${server.url}/pacientes`);
    await page.waitForFunction(() => window.__bench.firstRows !== undefined, null, { timeout: 30_000 });
    if (round > 0) firstRows.push(await page.evaluate(() => window.__bench.firstRows ?? Number.NaN));
  }

  await page.getByLabel('Buscar').evaluate((input) => input.setAttribute('data-bench', 'search'));
  /** @type {number[]} */
  const typing = [];
  for (const [index, text] of typedSearches.entries()) {
    const ms = await typeSearch(page, target, text);
    if (index > 0 && ms !== null) typing.push(ms);
  }
  const heap = await heapAfterGc(page);
  await context.close();

  return [
    budgetRow({
      group,
      metric: `/pacientes (${size}): navigation to the first rows on screen`,
      unit: 'ms',
      ours: firstRows,
      target: { atMost: firstRowsBudgetMs },
    }),
    budgetRow({
      group,
      metric: `/pacientes (${size}): last keystroke in Buscar to the updated rows (${typing.length} searches), median`,
      unit: 'ms',
      ours: typing,
      target: { atMost: 100 },
    }),
    budgetRow({
      group,
      metric: `/pacientes (${size}): used JS heap after ${typedSearches.length} searches, after GC`,
      unit: 'MB',
      ours: [heap],
      target: { atMost: 60 },
    }),
  ];
};
