import fs from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { expectNoSeriousViolations, startInTheme, themes } from './support/axe';
import { expect, logIn, screenshot, sharedPage, test } from './support/browser';
import { createIndicatorsScenario, scenarioPopulation } from './support/indicators-scenario';
import { openRoute, settle } from './support/screens';

type Scenario = Awaited<ReturnType<typeof createIndicatorsScenario>>;

const year = new Date().getFullYear();
const month = new Date().getMonth() + 1;
const monthNames = [
  'Enero',
  'Febrero',
  'Marzo',
  'Abril',
  'Mayo',
  'Junio',
  'Julio',
  'Agosto',
  'Septiembre',
  'Octubre',
  'Noviembre',
  'Diciembre',
];
const percent = (value: number) => `${value.toLocaleString('es-ES', { minimumFractionDigits: 1 })}\u00a0%`;

/** The text of each cell of a table's rows, its header row first. */
const cellsOf = (table: Locator) =>
  table
    .getByRole('row')
    .evaluateAll((rows) =>
      rows.map((row) => [...row.querySelectorAll('th, td')].map((cell) => (cell.textContent ?? '').trim())),
    );

const table = (page: Page, name: string) => page.getByRole('table', { name });

/** RFC 4180 with `;`, enough for the file's values (no quoted separators among them). */
const recordsOf = (text: string) => text.split('\r\n').map((line) => line.split(';'));

/** The place picker ('Lugar'): its button says the place shown. */
const placeButton = (page: Page) => page.getByRole('button', { name: /^Lugar:/ });

/** Chooses a place in 'Lugar' with the mouse, by its name: opens the tree's units by their chevrons, then clicks its row. */
const choosePlace = async (page: Page, name: string) => {
  await placeButton(page).click();
  const tree = page.getByRole('tree', { name: 'Lugar' });
  const closed = tree.locator('[role="treeitem"][aria-expanded="false"] > div [data-tree-toggle]');
  while ((await closed.count()) > 0) await closed.first().click();
  await tree
    .getByRole('treeitem', { name: new RegExp(`^${name},`) })
    .locator(':scope > div')
    .click();
  await expect(tree).toBeHidden();
  await expect(placeButton(page)).toContainText(name);
};

/** Opens the page from the drawer, as a person would, and shows one centre and one vaccine. */
const openFiltered = async (page: Page, scenario: Scenario) => {
  await page.getByRole('navigation').getByRole('link', { name: 'Indicadores' }).click();
  await page.getByRole('heading', { level: 1, name: 'Indicadores' }).waitFor();
  await expect(page).toHaveTitle('Indicadores · SNH Vacunas');
  await expect(page.getByLabel('Año', { exact: true })).toHaveValue(String(year));
  await expect(page.getByLabel('Mes', { exact: true }).locator('option:checked')).toHaveText('Todo el año');
  await expect(placeButton(page)).toHaveText('Lugar: Red Nacional de SaludToda la red');
  await choosePlace(page, scenario.centerName);
  await page.getByLabel('Vacuna', { exact: true }).selectOption({ label: scenario.vaccineName });
  await expect(page).toHaveURL(
    new RegExp(`/indicadores\\?anio=${year}&centro=${scenario.centerId}&vacuna=${scenario.vaccineId}$`),
  );
  await expect(table(page, 'Cobertura por centro, vacuna y dosis').getByRole('row')).toHaveCount(3);
  await settle(page);
};

const checkIndicators = async (page: Page, scenario: Scenario) => {
  const { centerName, vaccineName } = scenario;
  expect(await cellsOf(table(page, 'Cobertura por centro, vacuna y dosis'))).toEqual([
    ['Centro', 'Vacuna', 'Dosis', 'Dosis aplicadas', 'Población objetivo', 'Cobertura (%)'],
    [centerName, vaccineName, '1', '4', '10', percent(40)],
    [centerName, vaccineName, '2', '3', '10', percent(30)],
  ]);
  expect(await cellsOf(table(page, 'Tasa de abandono por vacuna'))).toEqual([
    ['Centro', 'Vacuna', 'Primeras dosis', 'Últimas dosis', 'Abandono (%)', 'Nivel'],
    [centerName, vaccineName, '4', '3', percent(25), 'Alto'],
  ]);
  expect(await cellsOf(table(page, 'Niños menores de un año sin ninguna dosis, por centro'))).toEqual([
    ['Centro', 'Menores de 1 año', 'Sin ninguna dosis', 'Sin dosis (%)'],
    [centerName, '2', '1', percent(50)],
  ]);
  const chart = page.getByRole('img', { name: /cobertura por vacuna y dosis/ });
  await expect(chart).toHaveAttribute(
    'aria-label',
    `Gráfico de barras: cobertura por vacuna y dosis, con la meta en el 95 %. ${vaccineName} · Dosis 1: ${percent(40)}; ${vaccineName} · Dosis 2: ${percent(30)}.`,
  );
  await expect(chart).toBeVisible();
  // Drawn: the canvas holds pixels of more than one colour.
  const colours = await chart.evaluate((canvas) => {
    const element = canvas as HTMLCanvasElement;
    const { data } = element.getContext('2d')?.getImageData(0, 0, element.width, element.height) ?? { data: [] };
    const seen = new Set<number>();
    for (let index = 0; index < data.length; index += 4 * 97) seen.add(data[index] ?? 0);
    return seen.size;
  });
  expect(colours).toBeGreaterThan(1);
};

const downloadCsv = async (page: Page) => {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Exportar CSV', exact: true }).click(),
  ]);
  const bytes = fs.readFileSync(await download.path());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  return { name: download.suggestedFilename(), records: recordsOf(bytes.subarray(3).toString('utf8')) };
};

// The scenario's centre is new, in the demo district: the national admin's to see (a vaccinator sees their own centre only).
test.describe('the Indicadores page as admin', () => {
  const page = sharedPage({ acceptDownloads: true, colorScheme: 'light', reducedMotion: 'reduce' }, (tab) =>
    logIn(tab, 'admin'),
  );
  let scenario: Scenario;
  test.beforeAll(async () => {
    scenario = await createIndicatorsScenario();
  });

  test('should show the coverage, dropout and zero-dose of a centre and a vaccine, chart included', async () => {
    await openFiltered(page(), scenario);
    await checkIndicators(page(), scenario);
    await screenshot(page(), 'indicators-admin');
  });

  test('should keep the filters in the link, so the view opens again as shared', async () => {
    const link = page().url();
    await page().goto('/inicio');
    await page().goto(link);
    await expect(placeButton(page())).toContainText(scenario.centerName);
    await expect(page().getByLabel('Vacuna', { exact: true }).locator('option:checked')).toHaveText(
      scenario.vaccineName,
    );
    await checkIndicators(page(), scenario);
  });

  test("should download what is shown with 'Exportar CSV'", async () => {
    const { name, records } = await downloadCsv(page());
    const { centerName, vaccineName } = scenario;
    expect(name).toBe(`indicadores-${year}.csv`);
    expect(records).toEqual([
      ['Filtros'],
      ['Año', String(year)],
      ['Mes', 'Todo el año'],
      ['Lugar', centerName],
      ['Agrupar por', 'Sin agrupar'],
      ['Vacuna', vaccineName],
      [''],
      ['Cobertura'],
      ['Centro', 'Vacuna', 'Dosis', 'Dosis aplicadas', 'Población objetivo', 'Cobertura (%)'],
      [centerName, vaccineName, '1', '4', '10,0', '40,0'],
      [centerName, vaccineName, '2', '3', '10,0', '30,0'],
      [''],
      ['Abandono'],
      ['Centro', 'Vacuna', 'Primeras dosis', 'Últimas dosis', 'Abandono (%)'],
      [centerName, vaccineName, '4', '3', '25,0'],
      [''],
      ['Niños sin ninguna dosis'],
      ['Centro', 'Menores de 1 año', 'Sin ninguna dosis', 'Sin dosis (%)'],
      [centerName, '2', '1', '50,0'],
      [''],
    ]);
    await expect(page().getByText(`Archivo indicadores-${year}.csv descargado`)).toBeVisible();
  });

  test("should prorate the target population to the month's end when a month is chosen", async () => {
    await page()
      .getByLabel('Mes', { exact: true })
      .selectOption({ label: monthNames[month - 1] ?? '' });
    await expect(page()).toHaveURL(new RegExp(`mes=${month}`));
    const target = (scenarioPopulation * month) / 12;
    const shownTarget = Math.round(target * 10) / 10;
    const coverage = (applied: number) => Math.round((1000 * applied) / target) / 10;
    const rows = table(page(), 'Cobertura por centro, vacuna y dosis').getByRole('row');
    await expect(rows.nth(1)).toContainText(percent(coverage(4)));
    const cells = await cellsOf(table(page(), 'Cobertura por centro, vacuna y dosis'));
    expect(cells[1]?.slice(3)).toEqual([
      '4',
      shownTarget.toLocaleString('es-ES', { maximumFractionDigits: 1 }),
      percent(coverage(4)),
    ]);
    const { name, records } = await downloadCsv(page());
    expect(name).toBe(`indicadores-${year}-${String(month).padStart(2, '0')}.csv`);
    expect(records[2]).toEqual(['Mes', monthNames[month - 1]]);
    expect(records[9]?.slice(4)).toEqual([
      shownTarget.toFixed(1).replace('.', ','),
      coverage(4).toFixed(1).replace('.', ','),
    ]);
    await page().getByRole('button', { name: 'Limpiar filtros' }).click();
    await expect(page()).toHaveURL(new RegExp(`/indicadores\\?anio=${year}$`));
  });
});

test.describe('the Indicadores page as health staff', () => {
  const page = sharedPage({ colorScheme: 'light', reducedMotion: 'reduce' }, (tab) => logIn(tab, 'health'));

  test('should show the figures of their own centre, the only place they may choose', async () => {
    await openRoute(page(), '/indicadores');
    await expect(placeButton(page())).toHaveText('Lugar: Centro de Salud NorteCentro de salud');
    await expect(page().getByLabel('Agrupar por').locator('option')).toHaveText(['Sin agrupar']);
    await placeButton(page()).click();
    await expect(page().getByRole('treeitem')).toHaveAccessibleName(/^Centro de Salud Norte,/);
    await expect(page().getByRole('treeitem')).toBeFocused();
    await page().keyboard.press('Escape');
    const rows = table(page(), 'Cobertura por centro, vacuna y dosis').getByRole('row');
    await expect(rows.nth(1)).toBeVisible();
    const [header, ...cells] = await cellsOf(table(page(), 'Cobertura por centro, vacuna y dosis'));
    expect(header?.[0]).toBe('Centro');
    expect(new Set(cells.map((row) => row[0]))).toEqual(new Set(['Centro de Salud Norte']));
  });
});

test.describe('the Indicadores page in both themes', () => {
  for (const theme of themes) {
    test.describe(theme, () => {
      // Still bars (reduced motion), so the screenshot shows them drawn.
      const page = sharedPage({ reducedMotion: 'reduce' }, async (tab) => {
        await startInTheme(tab, theme);
        await logIn(tab, 'admin');
      });
      let scenario: Scenario;
      test.beforeAll(async () => {
        scenario = await createIndicatorsScenario();
      });

      test('should have no serious or critical axe violations over the whole network', async () => {
        await openRoute(page(), '/indicadores');
        await expect(page().getByRole('heading', { level: 2, name: 'Cobertura por vacuna y dosis' })).toBeVisible();
        await expectNoSeriousViolations(page(), `Indicadores over the whole network (${theme})`);
        await screenshot(page(), `indicators-network-${theme}`);
        // 'Lugar' open from the keyboard, 'Región Lima' and its first district open under the network.
        await placeButton(page()).focus();
        await page().keyboard.press('Enter');
        const tree = page().getByRole('tree', { name: 'Lugar' });
        await expect(tree.getByRole('treeitem').first()).toBeFocused();
        await page().keyboard.type('region lima');
        await expect(tree.getByRole('treeitem', { name: /^Región Lima,/ })).toBeFocused();
        await page().keyboard.press('ArrowRight');
        await page().keyboard.press('ArrowRight');
        await page().keyboard.press('ArrowRight');
        await expect(tree.getByRole('treeitem', { expanded: true })).toHaveCount(3);
        await expectNoSeriousViolations(page(), `Indicadores, 'Lugar' open (${theme})`);
        await page().screenshot({ path: `test-results/e2e/place-tree-${theme}.png` });
        await page().keyboard.press('Escape');
        await expect(tree).toBeHidden();
        await expect(placeButton(page())).toBeFocused();
      });

      test('should have no serious or critical axe violations with a centre shown', async () => {
        await openFiltered(page(), scenario);
        await expectNoSeriousViolations(page(), `Indicadores with a centre (${theme})`);
        await screenshot(page(), `indicators-${theme}`);
        // The widest screens put the coverage table and the zero-dose count side by side.
        await page().setViewportSize({ width: 1920, height: 1080 });
        const heading = (name: string) => page().getByRole('heading', { level: 2, name }).boundingBox();
        await expect
          .poll(async () => {
            const [coverage, zeroDose] = [
              await heading('Cobertura por centro, vacuna y dosis'),
              await heading('Niños sin ninguna dosis'),
            ];
            return coverage !== null && zeroDose !== null && coverage.y === zeroDose.y && coverage.x < zeroDose.x;
          })
          .toBe(true);
        await screenshot(page(), `indicators-${theme}-1920`);
        // At 320 px (a phone, or 400 % zoom) the tables scroll in their regions; the page never does (WCAG 1.4.10).
        await page().setViewportSize({ width: 320, height: 640 });
        await expect.poll(() => page().evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
        await screenshot(page(), `indicators-${theme}-320`);
      });
    });
  }
});
