import type { Locator, Page } from '@playwright/test';
import { apiAs } from './support/api';
import { expectNoSeriousViolations, startInTheme, themes } from './support/axe';
import { expect, logIn, screenshot, test } from './support/browser';
import { uniqueLetters } from './support/sections';
import { stockCenter } from './support/stock';

/** The browser's calendar day moved by whole days, as the panel asks the server with it. */
const inDays = (days: number) => {
  const date = new Date();
  date.setDate(date.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
};

/** A fresh vaccine with a lot expiring in 10 days, 6 of its vials at the health user's centre. */
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
  const soon = `AL-${u}-10D`;
  const batch = await api<{ id: number }>('POST', '/vaccine-batches', {
    batchNumber: soon,
    manufactureDate: inDays(-30),
    expirationDate: inDays(10),
    initialQuantity: 20,
    availableQuantity: 20,
    vaccineId: vaccine.id,
  });
  const centers = await api<{ id: number; centerName: string }[]>('GET', '/vaccination-centers');
  const north = centers.find((center) => center.centerName === 'Centro de Salud Norte');
  if (!north) throw new Error('The demo network has no Centro de Salud Norte');
  await stockCenter({ batchId: batch.id, centerId: north.id, vials: 6 }, api);
  return { soon, vaccineName: `Alerta ${u}` };
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
  lowStock: page.getByRole('region', { name: /^Stock bajo/ }),
});

test.describe('stock alerts on the home page (/inicio)', () => {
  test('should show health staff a lot expiring in 10 days at their centre, with its doses there', async ({ page }) => {
    const batches = await createBatches();
    await logIn(page, 'health');
    await page.getByRole('heading', { name: 'Alertas de stock' }).waitFor();
    const lists = alertLists(page);

    const soon = await batchLine(lists.expiring, batches.soon);
    await expect(soon).toContainText(batches.vaccineName);
    await expect(soon).toContainText('Centro de Salud Norte');
    await expect(soon).toContainText('Vence en 10 días');
    await expect(soon).toContainText('6 dosis');
    await lists.lowStock.waitFor();
    await page.getByRole('heading', { name: 'Alertas de stock' }).scrollIntoViewIfNeeded();
    await screenshot(page, 'lot-alerts');
  });

  for (const theme of themes) {
    test(`should pass the accessibility checks in the ${theme} theme`, async ({ page }) => {
      await startInTheme(page, theme);
      await logIn(page, 'admin');
      await alertLists(page).expiring.waitFor();
      await page.getByRole('heading', { name: 'Alertas de stock' }).scrollIntoViewIfNeeded();
      await screenshot(page, `lot-alerts-${theme}`);
      await expectNoSeriousViolations(page, `Alertas de stock (${theme})`);
    });
  }
});
