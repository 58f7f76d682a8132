import { budgetRow } from '../report/rows.mjs';
import { signedInPage } from './manage-page.mjs';
import { typedSearches } from './paged-urls.mjs';
import { typeSearch } from './type-search.mjs';

const group = 'Client (Chromium)';
const target = {
  inputSelector: '[data-bench="patient"]',
  watchSelector: 'body',
  itemSelector: '[role="option"]',
};

/**
 * The dose form's patient search (/formulario-dosis, step 2) at full size, as the admin:
 * searches typed a letter at a time, from the last keystroke to the options of the whole
 * query (median at most 100 ms; the first search warms up).
 *
 * @param {{ browser: import('playwright-core').Browser, server: import('../lib/server.mjs').Server, token: string, size: string }} options
 */
export const measureDoseFormSearch = async ({ browser, server, token, size }) => {
  console.log('  client: dose form patient search');
  const { context, page } = await signedInPage({ browser, server, token });
  await page.goto(`${server.url}/formulario-dosis`);
  await page.getByRole('button', { name: 'Paso siguiente' }).click();
  await page
    .getByRole('combobox', { name: 'Paciente' })
    .evaluate((input) => input.setAttribute('data-bench', 'patient'));
  /** @type {number[]} */
  const typing = [];
  for (const [index, text] of typedSearches.entries()) {
    const ms = await typeSearch(page, target, text);
    if (index > 0 && ms !== null) typing.push(ms);
  }
  await context.close();
  return [
    budgetRow({
      group,
      metric: `Dose form patient search (${size}): last keystroke to the options (${typing.length} searches), median`,
      unit: 'ms',
      ours: typing,
      target: { atMost: 100 },
    }),
  ];
};
