import type { Locator, Page } from '@playwright/test';
import { apiAs } from './support/api';
import { expectCleanInBothThemes, showTheme } from './support/axe';
import { expect, logIn, screenshot, sharedPage, test } from './support/browser';
import { settle } from './support/screens';
import { isoDaysFromToday, uniqueDigits, uniqueLetters } from './support/sections';

/**
 * Issue 40, as the demo's district admin ('Distrito Lima Norte', which holds 'Centro de Salud Norte'
 * and 'Hospital San José'): 'Indicadores' opens on their district, groups it by centre with the
 * lowest coverage first and no centre of another district; the place picker passes axe open in
 * both themes; 'Inicio' lists the district's due doses, each row naming its centre.
 */

const district = 'Distrito Lima Norte';
const demoCenters = ['Centro de Salud Norte', 'Hospital San José'];
const otherDistricts = ['Posta Médica Peña Blanca', 'Centro Materno Infantil Sur'];
const year = new Date().getFullYear();

type Row = { id: number };
type Center = Row & { centerName: string };

/** A GET of the API as the district admin: what their scope holds. */
const districtApi = async () => {
  const api = await apiAs('district');
  return <T>(path: string): Promise<T> => api<T>('GET', path);
};

/** The text of each cell of a table's rows, its header row first. */
const cellsOf = (table: Locator) =>
  table
    .getByRole('row')
    .evaluateAll((rows) =>
      rows.map((row) => [...row.querySelectorAll('th, td')].map((cell) => (cell.textContent ?? '').trim())),
    );

/** A percentage as the table writes it ('40,0 %'), as a number; null for a row without one. */
const percentOf = (text: string | undefined) =>
  text?.endsWith('%') ? Number(text.replace(/\s|%/g, '').replace(',', '.')) : null;

const placeButton = (page: Page) => page.getByRole('button', { name: /^Lugar:/ });

/**
 * A child of 'Hospital San José' born 100 days ago without any dose, through the national admin:
 * the demo schedule's first doses are overdue, so the district's zero-dose list holds them.
 */
const createZeroDoseChild = async () => {
  const admin = await apiAs('admin');
  const centers = await admin<Center[]>('GET', '/vaccination-centers');
  const hospital = centers.find((center) => center.centerName === 'Hospital San José');
  if (!hospital) throw new Error('The demo data has Hospital San José');
  const lastname = `Lugar ${uniqueLetters()}`;
  const family = { email: 'familia.lugar@gmail.com', address: 'Calle Real 455', vaccinationCenterId: hospital.id };
  const parent = await admin<Row>('POST', '/patients', {
    ...family,
    firstName: 'Elena',
    lastname,
    age: '31',
    mobilePhone: `519${uniqueDigits(8)}`,
    dateOfBirth: '1995-02-11',
    identityDocument: uniqueDigits(8),
    isChild: false,
    representativeId: null,
  });
  await admin('POST', '/patients', {
    ...family,
    firstName: 'Mateo',
    lastname,
    age: '0',
    mobilePhone: `519${uniqueDigits(8)}`,
    dateOfBirth: isoDaysFromToday(-100),
    identityDocument: '',
    isChild: true,
    representativeId: parent.id,
  });
};

test.describe("'Indicadores' and 'Inicio' by place, as a district admin", () => {
  test.use({ timezoneId: 'UTC' });
  const page = sharedPage({ colorScheme: 'light', reducedMotion: 'reduce' }, (tab) => logIn(tab, 'district'));

  test('should group the district by centre, lowest coverage first, and show no centre of another district', async () => {
    const api = await districtApi();
    const inScope = (await api<Center[]>('/vaccination-centers?limit=500')).map((center) => center.centerName);
    const grouped = await api<{ items: { centerName: string }[] }>(`/indicators/coverage?year=${year}&groupBy=center`);
    const centers = [...new Set(grouped.items.map((item) => item.centerName))];
    expect(inScope).toEqual(expect.arrayContaining(demoCenters));

    await page().getByRole('navigation').getByRole('link', { name: 'Indicadores' }).click();
    await page().getByRole('heading', { level: 1, name: 'Indicadores' }).waitFor();
    await expect(placeButton(page())).toHaveText(`Lugar: ${district}Distrito`);
    await expect(page().getByLabel('Agrupar por').locator('option')).toHaveText(['Sin agrupar', 'Centro']);

    await page().getByLabel('Agrupar por').selectOption({ label: 'Centro' });
    await expect(page()).toHaveURL(new RegExp(`/indicadores\\?anio=${year}&agrupar=centro$`));
    const ranking = page().getByRole('table', { name: 'Cobertura global por centro' });
    await expect(ranking.getByRole('row')).toHaveCount(centers.length + 1);
    await settle(page());

    const [header, ...rows] = await cellsOf(ranking);
    expect(header?.[0]).toBe('Centro');
    const names = rows.map((row) => row[0] ?? '');
    expect([...names].sort()).toEqual([...centers].sort());
    expect(names).toEqual(expect.arrayContaining(demoCenters));
    for (const name of names) expect(inScope).toContain(name);
    for (const name of otherDistricts) expect(names).not.toContain(name);
    // The lowest coverage first; the centres without any target population last.
    const percents = rows.map((row) => percentOf(row[3]));
    const known = percents.filter((percent) => percent !== null);
    expect(known).toEqual([...known].sort((a, b) => a - b));
    expect(percents.slice(0, known.length)).toEqual(known);
    await expect(page().getByRole('img', { name: /cobertura global por centro/ })).toBeVisible();
    await screenshot(page(), 'places-indicators-by-center');
  });

  test('should pass axe with the place picker open in both themes, used from the keyboard', async () => {
    const api = await districtApi();
    const inScope = await api<Center[]>('/vaccination-centers?limit=500');
    await placeButton(page()).focus();
    await page().keyboard.press('Enter');
    const tree = page().getByRole('tree', { name: 'Lugar' });
    await expect(tree).toBeVisible();
    // The district, open on its centres: nothing of another district.
    const items = tree.getByRole('treeitem');
    await expect(items).toHaveCount(inScope.length + 1);
    await expect(items.first()).toHaveAccessibleName(`${district}, Distrito`);
    await expect(items.first()).toHaveAttribute('aria-expanded', 'true');
    await expect(items.first()).toBeFocused();
    await page().keyboard.press('ArrowDown');
    await expect(items.nth(1)).toBeFocused();
    await expect(items.nth(1)).toHaveAttribute('aria-level', '2');
    await expectCleanInBothThemes(page(), 'Indicadores, lugar abierto');
    await page().screenshot({ path: '/tmp/places-picker-SNH.png' });
    await showTheme(page(), 'SNHdark');
    await page().screenshot({ path: '/tmp/places-picker-SNHdark.png' });
    await showTheme(page(), 'SNH');
    await page().keyboard.press('Escape');
    await expect(tree).toBeHidden();
    await expect(placeButton(page())).toBeFocused();
  });

  test("should list the district's due doses on 'Inicio', each row naming its centre", async () => {
    await createZeroDoseChild();
    const api = await districtApi();
    const inScope = (await api<Center[]>('/vaccination-centers?limit=500')).map((center) => center.centerName);
    await page().goto('/inicio');
    await page()
      .getByText(`Listas de seguimiento de ${district}: los pacientes de todos sus centros`, { exact: false })
      .waitFor();
    const zeroDose = page().getByTestId('due-doses-zero-dose').getByRole('table', {
      name: 'Niños sin ninguna dosis de los centros',
    });
    await expect(zeroDose.getByRole('row').nth(1)).toBeVisible();
    await settle(page());
    const [header, ...rows] = await cellsOf(zeroDose);
    expect(header?.slice(0, 2)).toEqual(['Paciente', 'Centro']);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(inScope).toContain(row[1]);
    await screenshot(page(), 'places-home-district');
  });
});
