import type { Locator, Page } from '@playwright/test';
import { apiAs } from './support/api';
import { expectNoSeriousViolations, startInTheme, themes } from './support/axe';
import { expect, logIn, screenshot, test } from './support/browser';
import { uniqueLetters } from './support/sections';

/** The browser's calendar day moved by whole days, as the panel asks the server with it. */
const inDays = (days: number) => {
  const date = new Date();
  date.setDate(date.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
};

/** A fresh vaccine with a lot expiring in 10 days and another, far from expiry, with 5 % of its vials. */
const createBatches = async () => {
  const api = await apiAs('admin');
  const u = uniqueLetters().toUpperCase();
  const { items } = await api<{ items: { id: number }[] }>('GET', '/manufacturers?page=1&pageSize=1');
  const vaccine = await api<{ id: number }>('POST', '/vaccines', {
    vaccineName: `Alerta ${u}`,
    requiredDoses: 1,
    doseIntervalDays: 1,
    storageTemperature: '2 a 8 °C',
    manufacturerId: items[0]?.id,
  });
  const batch = (batchNumber: string, expirationDate: string, initialQuantity: number, availableQuantity: number) =>
    api('POST', '/vaccine-batches', {
      batchNumber,
      manufactureDate: inDays(-30),
      expirationDate,
      initialQuantity,
      availableQuantity,
      vaccineId: vaccine.id,
    });
  const soon = `AL-${u}-10D`;
  const low = `AL-${u}-5P`;
  await batch(soon, inDays(10), 20, 20);
  await batch(low, inDays(200), 100, 5);
  return { soon, low, vaccineName: `Alerta ${u}` };
};

/** A lot's line in one of the panel's lists, after 'Ver todos' when other lots come first. */
const batchLine = async (list: Locator, batchNumber: string) => {
  const line = list.getByRole('listitem').filter({ hasText: `Lote ${batchNumber}` });
  await list
    .getByRole('list')
    .or(list.getByText(/^Ningún lote/))
    .first()
    .waitFor();
  const showAll = list.getByRole('button', { name: 'Ver todos' });
  if ((await line.count()) === 0 && (await showAll.isVisible())) await showAll.click();
  await line.waitFor();
  return line;
};

const alertLists = (page: Page) => ({
  expiring: page.getByRole('region', { name: /^Lotes por vencer/ }),
  lowStock: page.getByRole('region', { name: /^Lotes con pocos viales/ }),
});

test.describe('lot alerts on the home page (/inicio)', () => {
  test('should show health staff a lot expiring in 10 days and a lot at 5 % of its vials', async ({ page }) => {
    const batches = await createBatches();
    await logIn(page, 'health');
    await page.getByRole('heading', { name: 'Alertas de lotes' }).waitFor();
    const lists = alertLists(page);

    const soon = await batchLine(lists.expiring, batches.soon);
    await expect(soon).toContainText(batches.vaccineName);
    await expect(soon).toContainText('Vence en 10 días');
    const low = await batchLine(lists.lowStock, batches.low);
    await expect(low).toContainText('5 de 100 viales');
    await expect(lists.expiring).not.toContainText(`Lote ${batches.low}`);
    await expect(lists.lowStock).not.toContainText(`Lote ${batches.soon}`);
    await page.getByRole('heading', { name: 'Alertas de lotes' }).scrollIntoViewIfNeeded();
    await screenshot(page, 'lot-alerts');
  });

  for (const theme of themes) {
    test(`should pass the accessibility checks in the ${theme} theme`, async ({ page }) => {
      await startInTheme(page, theme);
      await logIn(page, 'admin');
      await alertLists(page).expiring.waitFor();
      await page.getByRole('heading', { name: 'Alertas de lotes' }).scrollIntoViewIfNeeded();
      await screenshot(page, `lot-alerts-${theme}`);
      await expectNoSeriousViolations(page, `Alertas de lotes (${theme})`);
    });
  }
});
