import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { apiAs } from './support/api';
import { expectNoSeriousViolations, startInTheme } from './support/axe';
import { expect, logIn, screenshot, sharedPage, test } from './support/browser';
import { openTable } from './support/screens';
import { uniqueDigits, uniqueLetters } from './support/sections';

/** Three patients of one unique lastname, so a search finds them and nothing else. */
const createPatients = async () => {
  const admin = await apiAs('admin');
  const lastname = `Planilla ${uniqueLetters()}`;
  for (const firstName of ['Zoila', 'Ángel', 'Bruna']) {
    await admin('POST', '/patients', {
      firstName,
      lastname,
      age: '41',
      email: 'planilla@gmail.com',
      address: 'Calle Sol 5',
      mobilePhone: `519${uniqueDigits(8)}`,
      dateOfBirth: '1985-06-15',
      identityDocument: uniqueDigits(8),
      isChild: false,
    });
  }
  return lastname;
};

/** RFC 4180 with `;`, enough for the table's values (no quoted line breaks among them). */
const recordsOf = (text: string) =>
  text
    .split('\r\n')
    .filter((line) => line !== '')
    .map((line) => line.split(';').map((field) => field.replace(/^"(.*)"$/, '$1').replaceAll('""', '"')));

/** The cells each row of the table shows, without its buttons' column. */
const tableCells = async (page: Page) => {
  const header = await page.getByRole('table').getByRole('columnheader').allInnerTexts();
  const rows = page.getByRole('table').locator('tbody tr');
  const cells = await rows.evaluateAll((trs) =>
    trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => (td.textContent ?? '').trim())),
  );
  return { header: header.map((text) => text.trim()), cells };
};

test.describe("'Exportar CSV' in the Gestión table", () => {
  const page = sharedPage({ acceptDownloads: true }, (tab) => logIn(tab, 'admin'));

  test('should download every row of the searched table, in its order, as the table shows them', async () => {
    const lastname = await createPatients();
    await openTable(page(), '/pacientes');
    await page().getByLabel('Buscar').fill(lastname);
    await expect(page().getByRole('table').locator('tbody tr')).toHaveCount(3);
    // Sorted by name, descending: the file follows the table's sort, not the default one.
    const nameHeader = page().getByRole('columnheader', { name: 'Nombre' });
    await nameHeader.getByRole('button').click();
    await expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
    const [answer] = await Promise.all([
      page().waitForResponse((response) => /\/api\/v1\/patients\?.*order=desc/.test(response.url())),
      nameHeader.getByRole('button').click(),
    ]);
    const { items } = (await answer.json()) as { items: { firstName: string }[] };
    await expect(page().getByRole('table').locator('tbody tr').first()).toContainText(items[0]?.firstName ?? '-');
    const shown = await tableCells(page());

    const button = page().getByRole('button', { name: 'Exportar CSV' });
    await button.focus();
    const [download] = await Promise.all([page().waitForEvent('download'), page().keyboard.press('Enter')]);
    const today = new Date().toLocaleDateString('sv-SE');
    expect(download.suggestedFilename()).toBe(`pacientes-${today}.csv`);
    const file = await download.path();
    const bytes = fs.readFileSync(file);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, ...rows] = recordsOf(bytes.subarray(3).toString('utf8'));
    expect(header).toEqual(shown.header.slice(0, header?.length));
    expect(header).toEqual(['Documento', 'Nombre', 'Apellido', 'Edad', 'Celular', 'Correo', 'Representante']);
    expect(rows).toEqual(shown.cells.map((cells) => cells.slice(0, header?.length)));
    expect(rows.map((row) => row[1])).toEqual(items.map((item) => item.firstName));
    await expect(page().getByText(`Archivo pacientes-${today}.csv descargado`)).toBeVisible();
    await expect(button).toBeFocused();
    await screenshot(page(), 'Exportar CSV pacientes');
    await expectNoSeriousViolations(page(), 'Exportar CSV (SNH)');
  });

  test("should say 'Exportando...' while the file comes, and why it failed", async () => {
    await openTable(page(), '/pacientes');
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page().route('**/api/v1/patients/export.csv*', async (route) => {
      await held;
      await route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'La base de datos no responde' }),
      });
    });
    const button = page().getByRole('button', { name: /Exportar CSV|Exportando/ });
    await button.click();
    await expect(button).toHaveText('Exportando...');
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await screenshot(page(), 'Exportar CSV ocupado');
    release();
    await expect(page().getByText('No se pudo exportar el CSV: La base de datos no responde')).toBeVisible();
    await expect(button).toHaveText('Exportar CSV');
    await expect(button).toHaveAttribute('aria-disabled', 'false');
    await page().unroute('**/api/v1/patients/export.csv*');
  });
});

test.describe("'Exportar CSV' in the dark theme", () => {
  const page = sharedPage({}, async (tab) => {
    await startInTheme(tab, 'SNHdark');
    await logIn(tab, 'admin');
  });

  test('should be readable and reachable', async () => {
    await openTable(page(), '/lotes');
    await expect(page().getByRole('button', { name: 'Exportar CSV' })).toBeVisible();
    await screenshot(page(), 'Exportar CSV lotes (SNHdark)');
    await expectNoSeriousViolations(page(), 'Exportar CSV (SNHdark)');
  });
});

test.describe("'Exportar CSV' on a phone", () => {
  const page = sharedPage({ viewport: { width: 390, height: 844 } }, (tab) => logIn(tab, 'admin'));

  test('should sit under the search box, whole and usable', async () => {
    await openTable(page(), '/pacientes');
    const button = page().getByRole('button', { name: 'Exportar CSV' });
    const box = await button.boundingBox();
    expect(box?.width).toBeGreaterThan(0);
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
    await screenshot(page(), 'Exportar CSV pacientes (390 px)');
  });
});
