import { gzipSync } from 'node:zlib';
import { checkRow } from '../report/rows.mjs';
import { readChunks, staticClosure } from './bundle-graph.mjs';

const group = 'Bundle';
/** The routes that draw charts: chart.js may load with these only. */
const chartRoutes = ['src/app/home/HomePage.tsx', 'src/app/indicators/IndicatorsPage.tsx'];
const kilobytes = (/** @type {number} */ bytes) => bytes / 1024;
/** A chunk's name without its content hash: the served build and the analysed one may differ in hash. */
const chunkName = (/** @type {string} */ file) => file.replace(/^\/?assets\//, '').replace(/-[\w-]{8}\.js$/, '');

/** The JavaScript files /login loads in a fresh browser context, with their gzip sizes. */
/** @param {{ browser: import('playwright-core').Browser, server: import('../lib/server.mjs').Server }} options */
const loginScripts = async ({ browser, server }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  /** @type {Promise<{ url: string, gzipBytes: number }>[]} */
  const scripts = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.push(response.body().then((body) => ({ url: response.url(), gzipBytes: gzipSync(body).length })));
  });
  await page.goto(`${server.url}/login`, { waitUntil: 'networkidle' });
  await page
    .getByLabel(/correo/i)
    .first()
    .waitFor();
  const loaded = await Promise.all(scripts);
  await context.close();
  return loaded;
};

/**
 * What the login route costs (gzip, at most 150 KB) and where chart.js ends up: only in
 * chunks that only the chart routes (Inicio, Indicadores) load. Also returns every chunk for the listing.
 *
 * @param {{ browser: import('playwright-core').Browser, server: import('../lib/server.mjs').Server }} options
 */
export const measureBundle = async ({ browser, server }) => {
  console.log('  bundle');
  const scripts = await loginScripts({ browser, server });
  const loginBytes = scripts.reduce((sum, script) => sum + script.gzipBytes, 0);
  const chunks = await readChunks();
  const loginNames = new Set(scripts.map((script) => chunkName(new URL(script.url).pathname)));
  const charted = chunks.filter((chunk) => chartRoutes.includes(chunk.route ?? ''));
  const elsewhere = new Set(
    chunks
      .filter((chunk) => chunk.isEntry || (chunk.route && !charted.includes(chunk)))
      .flatMap((chunk) => [...staticClosure(chunks, chunk.file)]),
  );
  const withChart = chunks.filter((chunk) => chunk.packages.includes('chart.js'));
  const misplaced = withChart.filter((chunk) => charted.length === 0 || elsewhere.has(chunk.file));
  return {
    rows: [
      {
        ...checkRow({
          group,
          metric: `JavaScript loaded by /login (${scripts.length} files), gzip`,
          value: `${kilobytes(loginBytes).toFixed(1)} KB`,
          target: '≤ 150 KB',
          isMet: kilobytes(loginBytes) <= 150,
        }),
      },
      checkRow({
        group,
        metric: 'Chunks holding chart.js',
        value: withChart.length === 0 ? 'none (not in the build)' : withChart.map((chunk) => chunk.file).join(', '),
        target: 'loaded by the chart routes only (Inicio, Indicadores)',
        isMet: misplaced.length === 0,
      }),
    ],
    chunks: chunks
      .map((chunk) => ({ ...chunk, isLoadedByLogin: loginNames.has(chunkName(chunk.file)) }))
      .sort((a, b) => b.gzipBytes - a.gzipBytes),
  };
};
