import { budgetRow, ratioRow } from '../report/rows.mjs';
import { armKeystroke, firstRenderMs, mountBaseline, watchFirstRows } from './client-page.mjs';

const group = 'Client (Chromium)';
// Characters that some rows lack: every row holds '.com' in its e-mail and '519' in its
// phone, so 'c', 'o', 'm', '5', '1' or '9' would change nothing on screen. The first key
// warms up and is not counted.
const keys = [
  'z',
  'j',
  'q',
  'v',
  'b',
  'y',
  'x',
  'k',
  'w',
  'h',
  'f',
  'g',
  'p',
  'd',
  'u',
  't',
  's',
  'r',
  'n',
  'l',
  'i',
  'e',
  '7',
  '3',
];
const columns = [
  'identityDocument',
  'firstName',
  'lastname',
  'age',
  'mobilePhone',
  'email',
  'representative.identityDocument',
];
const ours = {
  inputSelector: '[data-bench="search"]',
  watchSelectors: ['[data-bench="rows"]', '[data-bench="pager"]'],
};
const baseline = {
  inputSelector: '#bench-baseline-input',
  watchSelectors: ['#bench-baseline tbody', '#bench-baseline span'],
};

/** Presses a key in one search box and returns the time to the updated rows (ms). */
const typeIn = async (page, target, key) => {
  await page.evaluate(armKeystroke, target);
  await page.keyboard.press(key);
  return page.evaluate(() => window.__bench.keystroke);
};

/**
 * The Gestión table of 50,000 patients at /pacientes, logged in as admin through
 * localStorage: the first render after the list arrives (under 1 s), and one character
 * typed in 'Buscar' to the updated rows (median at most 16 ms, at most twice the baseline).
 */
export const measureClient = async ({ browser, server, token, rounds }) => {
  console.log('  client: /pacientes');
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  await context.addInitScript(watchFirstRows);
  const page = await context.newPage();
  await page.goto(`${server.url}/login`);
  await page.evaluate((session) => {
    localStorage.setItem('token', session);
    localStorage.setItem('role', 'admin');
  }, token);

  const firstRender = [];
  for (let round = 0; round <= rounds; round += 1) {
    await page.goto(`${server.url}/pacientes`);
    await page.waitForFunction(() => window.__bench.firstRows !== undefined, null, { timeout: 60_000 });
    if (round > 0) firstRender.push(await page.evaluate(firstRenderMs));
  }

  await page.getByLabel('Buscar').evaluate((input) => input.setAttribute('data-bench', 'search'));
  await page
    .locator('tbody')
    .first()
    .evaluate((body) => body.setAttribute('data-bench', 'rows'));
  await page.getByText(/^Página \d+ de/).evaluate((pager) => pager.setAttribute('data-bench', 'pager'));
  await page.evaluate(mountBaseline, { token, columns, pageSize: 10 });

  const typing = { ours: [], baseline: [] };
  const targets = { ours, baseline };
  for (const [index, key] of keys.entries()) {
    for (const side of index % 2 === 0 ? ['ours', 'baseline'] : ['baseline', 'ours']) {
      const ms = await typeIn(page, targets[side], key);
      await typeIn(page, targets[side], 'Backspace');
      if (index > 0) typing[side].push(ms);
    }
  }
  await context.close();

  const metric = 'Typing one character in Buscar (50,000 patients) to the updated rows';
  return [
    budgetRow({ group, metric: `${metric}: median`, unit: 'ms', ours: typing.ours, target: { atMost: 16 } }),
    ratioRow({
      group,
      metric: `${metric}: against a plain lower-case includes`,
      unit: 'ms',
      ours: typing.ours,
      baseline: typing.baseline,
      target: { atMost: 2 },
    }),
    budgetRow({
      group,
      metric: 'First render of the 50,000-patient table after the data arrives',
      unit: 'ms',
      ours: firstRender,
      target: { below: 1000 },
    }),
  ];
};
