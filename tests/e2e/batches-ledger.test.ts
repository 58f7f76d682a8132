import type { Locator, Page } from '@playwright/test';
import { apiAs } from './support/api';
import { expectCleanInBothThemes, showTheme } from './support/axe';
import { expect, logIn, screenshot, sharedPage, test } from './support/browser';
import { openDoseStepFor } from './support/dose-form';
import { openDialog, settle } from './support/screens';
import { isoDaysFromToday, uniqueLetters } from './support/sections';

/**
 * A lot's stock ledger as the admin keeps it from its page, opened from its row in /lotes (issues
 * 27 and 39): 'Dar de baja' two broken vials, a refused discard of more than the lot has (the
 * server's Spanish words in the dialog, nothing written), a 'Conteo físico' that finds one fewer,
 * its ledger with the balance after each (its old path /lotes/:id/movimientos still opens it),
 * then 'Retirar lote': 'Retirado' on its page and in /lotes, and the dose form no longer offers the
 * lot. Each dialog and the page are read by axe in both themes.
 */

type Batch = { id: number; batchNumber: string; availableQuantity: number; status: number; recalledAt: string | null };
type Movements = {
  items: { kind: string; quantity: number; reason: string | null; balanceAfter: number }[];
  total: number;
};

const batchNumber = `LEDGER-${uniqueLetters()}`;
let batchId = 0;
let api: Awaited<ReturnType<typeof apiAs>>;

const page = sharedPage({}, (tab) => logIn(tab, 'admin'));

test.describe.configure({ mode: 'serial' });

/** The lot's row in /lotes, found by its number. */
const batchRow = async (tab: Page): Promise<Locator> => {
  if (!tab.url().endsWith('/lotes')) await tab.goto('/lotes');
  await tab.getByLabel('Buscar').fill(batchNumber);
  const row = tab.getByRole('row').filter({ hasText: batchNumber });
  await row.waitFor();
  return row;
};

/** The lot's page, opened from its row's link in /lotes unless the tab is there. */
const batchPage = async (tab: Page) => {
  if (!tab.url().endsWith(`/lotes/${batchId}`)) {
    const row = await batchRow(tab);
    await row.getByRole('link', { name: `Ver lote ${batchNumber}`, exact: true }).click();
    await tab.waitForURL(`**/lotes/${batchId}`);
  }
  await expect(tab.getByRole('heading', { level: 1 })).toHaveText(`Lote ${batchNumber}`);
  return tab;
};

/** A figure of the lot's page ('Datos del lote'), by its label. */
const figureOf = (tab: Page, label: string) =>
  tab
    .getByRole('region', { name: 'Datos del lote' })
    .locator('div')
    .filter({ has: tab.locator('dt', { hasText: new RegExp(`^${label}$`) }) })
    .locator('dd');

/** The row's cell under a column header. */
const cellOf = async (tab: Page, row: Locator, header: string) => {
  const headers = await tab.getByRole('columnheader').allTextContents();
  return row.getByRole('cell').nth(headers.findIndex((text) => text.trim() === header));
};

/** Screenshots the page in both themes (`<name>` and `<name>-dark`), each once its colour transitions have ended. */
const screenshotBothThemes = async (tab: Page, name: string) => {
  const settleColours = () =>
    tab.evaluate(() =>
      Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined))),
    );
  await screenshot(tab, name);
  await showTheme(tab, 'SNHdark');
  await settleColours();
  await screenshot(tab, `${name}-dark`);
  await showTheme(tab, 'SNH');
  await settleColours();
};

const readBatch = () => api<Batch>('GET', `/vaccine-batches/${batchId}`);
const readMovements = () => api<Movements>('GET', `/vaccine-batches/${batchId}/movements`);

test.beforeAll(async () => {
  api = await apiAs('admin');
  const vaccines = await api<{ id: number }[]>('GET', '/vaccines');
  const batch = await api<Batch>('POST', '/vaccine-batches', {
    batchNumber,
    manufactureDate: isoDaysFromToday(-30),
    expirationDate: isoDaysFromToday(200),
    initialQuantity: 10,
    availableQuantity: 10,
    vaccineId: vaccines[0]?.id,
  });
  batchId = batch.id;
});

/** Opens the dose form's step 2 for a demo patient and searches the lot by its number. */
const searchBatchInDoseForm = async (tab: Page) => {
  const { items } = await api<{ items: { firstName: string; lastname: string }[] }>(
    'GET',
    '/patients?page=1&pageSize=1&sort=lastname',
  );
  const [patient] = items;
  await openDoseStepFor(tab, `${patient?.firstName} ${patient?.lastname}`);
  await tab.getByLabel('Lote', { exact: true }).fill(batchNumber);
};

test('should offer the open lot in the dose form', async () => {
  const tab = page();
  await searchBatchInDoseForm(tab);
  await tab.getByRole('option', { name: new RegExp(batchNumber) }).waitFor();
});

test("should keep a lot's row to three icons: its page, Editar and Eliminar, its other actions on its page", async () => {
  const tab = page();
  const row = await batchRow(tab);
  const icons = row.getByRole('cell').last().locator('a, button');
  expect(await icons.evaluateAll((elements) => elements.map((element) => element.getAttribute('aria-label')))).toEqual([
    `Ver lote ${batchNumber}`,
    `Editar lote ${batchNumber}`,
    `Eliminar lote ${batchNumber}`,
  ]);
});

test("should discard two broken vials with 'Dar de baja' on the lot's page, keyboard only", async () => {
  const tab = await batchPage(page());
  await tab.getByRole('button', { name: 'Dar de baja', exact: true }).focus();
  await tab.keyboard.press('Enter');
  const dialog = tab.getByRole('dialog', { name: 'Dar de baja' });
  await expect(dialog.getByLabel('Cantidad (viales)')).toBeFocused();
  await expect(dialog).toContainText(`Lote ${batchNumber}`);
  await expect(dialog).toContainText('Disponibles:10');
  await tab.keyboard.type('2');
  await tab.keyboard.press('Tab');
  await dialog.getByLabel('Motivo').selectOption({ label: 'Frasco roto' });
  await dialog.getByLabel('Nota').fill('Se cayeron de la bandeja');
  await settle(tab);
  await screenshotBothThemes(tab, 'lots-discard-dialog');
  await expectCleanInBothThemes(tab, 'Lote, Dar de baja', openDialog);
  await dialog.getByRole('button', { name: 'Dar de baja', exact: true }).click();
  await tab.getByText('Baja registrada correctamente').waitFor();
  await dialog.waitFor({ state: 'detached' });
  await expect(tab.getByRole('button', { name: 'Dar de baja', exact: true })).toBeFocused();
  await expect(figureOf(tab, 'Disponibles')).toHaveText('8');
  expect((await readBatch()).availableQuantity).toBe(8);
});

test('should refuse to discard more vials than the lot has, in Spanish, and change nothing', async () => {
  const tab = page();
  const before = await readMovements();
  await batchPage(tab);
  await tab.getByRole('button', { name: 'Dar de baja', exact: true }).click();
  const dialog = tab.getByRole('dialog', { name: 'Dar de baja' });
  await dialog.getByLabel('Cantidad (viales)').fill('50');
  await dialog.getByLabel('Motivo').selectOption({ label: 'Vencido' });
  await dialog.getByRole('button', { name: 'Dar de baja', exact: true }).click();
  const refusal = `No se pueden dar de baja 50 viales: el lote ${batchNumber} tiene 8 disponibles`;
  await expect(dialog.getByRole('alert')).toHaveText(`Algo salió mal al guardar: ${refusal}`);
  await expect(dialog.getByLabel('Cantidad (viales)')).toHaveAttribute('aria-invalid', 'true');
  await settle(tab);
  await screenshotBothThemes(tab, 'lots-discard-refused');
  await expectCleanInBothThemes(tab, 'Lote, Dar de baja refused', openDialog);
  await tab.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  expect((await readBatch()).availableQuantity).toBe(8);
  expect((await readMovements()).total).toBe(before.total);
  await expect(figureOf(tab, 'Disponibles')).toHaveText('8');
});

test("should record a 'Conteo físico' that found one vial fewer", async () => {
  const tab = await batchPage(page());
  await tab.getByRole('button', { name: 'Conteo físico', exact: true }).click();
  const dialog = tab.getByRole('dialog', { name: 'Conteo físico' });
  await expect(dialog).toContainText('Disponibles:8');
  await dialog.getByLabel('Viales contados').fill('7');
  await dialog.getByLabel('Nota').fill('Conteo mensual');
  await settle(tab);
  await screenshotBothThemes(tab, 'lots-count-dialog');
  await expectCleanInBothThemes(tab, 'Lote, Conteo físico', openDialog);
  await dialog.getByRole('button', { name: 'Registrar conteo' }).click();
  await tab.getByText('Conteo registrado correctamente').waitFor();
  await expect(figureOf(tab, 'Disponibles')).toHaveText('7');
});

test("should show the ledger newest first, with the balance each movement left, at the ledger's old path too", async () => {
  const tab = page();
  await tab.goto(`/lotes/${batchId}/movimientos`);
  await tab.waitForURL(`**/lotes/${batchId}`);
  await batchPage(tab);
  const table = tab.getByRole('table', { name: `Movimientos del lote ${batchNumber}` });
  await table.waitFor();
  const rows = table.getByRole('row');
  await expect(rows).toHaveCount(4);
  const cells = async (index: number) => (await rows.nth(index).getByRole('cell').allTextContents()).slice(1, 6);
  expect(await cells(1)).toEqual(['Conteo físico', '−1', '—', 'Conteo mensual', '7']);
  expect(await cells(2)).toEqual(['Baja', '−2', 'Frasco roto', 'Se cayeron de la bandeja', '8']);
  expect(await cells(3)).toEqual(['Recepción', '+10', '—', '—', '10']);
  await expect(rows.nth(1).getByRole('cell').last()).not.toHaveText('');
  await settle(tab);
  await expect(tab.getByRole('navigation', { name: 'Páginas de movimientos' })).toContainText(
    'Página 1 de 1 · 3 movimientos',
  );
  await settle(tab);
  await screenshotBothThemes(tab, 'lots-ledger');
  await expectCleanInBothThemes(tab, 'Lote, its page');
  await tab.getByRole('link', { name: 'Volver a Lotes' }).click();
  await tab.waitForURL('**/lotes');
});

test('should show the lot page whole on a laptop screen', async () => {
  const tab = page();
  await tab.setViewportSize({ width: 1366, height: 768 });
  await batchPage(tab);
  await tab.getByRole('table', { name: `Movimientos del lote ${batchNumber}` }).waitFor();
  await settle(tab);
  await screenshot(tab, 'lots-page-1366');
  const width = await tab.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(1366);
});

test("should recall the lot: 'Retirado' on its page and in /lotes, its vials discarded, no action left", async () => {
  const tab = await batchPage(page());
  await tab.getByRole('button', { name: 'Retirar lote', exact: true }).click();
  const dialog = tab.getByRole('dialog', { name: 'Retirar lote' });
  await dialog.getByLabel('Motivo del retiro').fill('Alerta sanitaria del fabricante');
  await settle(tab);
  await screenshotBothThemes(tab, 'lots-recall-dialog');
  await expectCleanInBothThemes(tab, 'Lote, Retirar lote', openDialog);
  await dialog.getByRole('button', { name: 'Retirar lote', exact: true }).click();
  await tab.getByText('Lote retirado correctamente').waitFor();
  await dialog.waitFor({ state: 'detached' });
  await expect(figureOf(tab, 'Estado')).toHaveText('Retirado');
  await expect(figureOf(tab, 'Disponibles')).toHaveText('0');
  await expect(figureOf(tab, 'Motivo del retiro')).toHaveText('Alerta sanitaria del fabricante');
  for (const action of ['Dar de baja', 'Conteo físico', 'Retirar lote']) {
    await expect(tab.getByRole('button', { name: action, exact: true })).toHaveCount(0);
  }
  await settle(tab);
  await screenshotBothThemes(tab, 'lots-recalled-page');
  await expectCleanInBothThemes(tab, 'Lote, a recalled lot');
  const row = await batchRow(tab);
  await expect(await cellOf(tab, row, 'Estado')).toHaveText('Retirado');
  await expect(await cellOf(tab, row, 'Disponibles')).toHaveText('0');
  const batch = await readBatch();
  expect(batch.recalledAt).not.toBeNull();
  expect((await readMovements()).items[0]).toMatchObject({
    kind: 'discard',
    quantity: -7,
    reason: 'recalled',
    balanceAfter: 0,
  });
});

test('should no longer offer the recalled lot in the dose form', async () => {
  const tab = page();
  await searchBatchInDoseForm(tab);
  await tab.getByText('Sin resultados').waitFor();
  await expect(tab.getByRole('option', { name: new RegExp(batchNumber) })).toHaveCount(0);
});

test("should count the lot's discards in the wastage of 'Indicadores', by reason", async () => {
  const tab = page();
  await tab.goto('/indicadores');
  const reasons = tab.getByRole('table', { name: 'Viales dados de baja por motivo' });
  await reasons.waitFor();
  for (const reason of ['Frasco roto', 'Retiro del lote']) {
    await expect(reasons.getByRole('row').filter({ hasText: reason })).toHaveCount(1);
  }
  await tab.getByRole('table', { name: 'Pérdida por vacuna' }).waitFor();
  await tab.getByRole('table', { name: 'Pérdida por mes' }).waitFor();
  await settle(tab);
  await tab.getByRole('heading', { name: 'Pérdida de vacunas' }).scrollIntoViewIfNeeded();
  await screenshotBothThemes(tab, 'lots-wastage');
  await expectCleanInBothThemes(tab, 'Indicadores, wastage');
});
