import { apiAs } from './support/api';
import { expectNoSeriousViolations, startInTheme } from './support/axe';
import { expect, logIn, screenshot, sharedPage, test } from './support/browser';
import { fillFields, uniqueLetters } from './support/sections';

type Row = { id: number };

test.describe("the audit trail as admin: a record's 'Historial' and the /auditoria page", () => {
  const page = sharedPage({}, (tab) => logIn(tab, 'admin'));
  const unique = uniqueLetters();
  const first = `Islas Bitacora ${unique}`;
  const second = `Islas Registro ${unique}`;
  let countryId = 0;

  test.beforeAll(async () => {
    const api = await apiAs('admin');
    countryId = (await api<Row>('POST', '/countries', { nameCountry: first })).id;
  });

  test("should show an edit in the record's Historial, newest first, by its field's label", async () => {
    const tab = page();
    await tab.goto('/pais');
    await tab.getByRole('button', { name: 'Gestión' }).click();
    await tab.getByLabel('Buscar').fill(unique);
    const row = tab.getByRole('row').filter({ hasText: first });
    await row.getByRole('button', { name: 'Editar' }).click();
    const dialog = tab.getByRole('dialog');
    await fillFields(dialog, [['País', second]]);
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await tab.getByText('País actualizado correctamente').waitFor();

    await tab.getByRole('row').filter({ hasText: second }).getByRole('button', { name: 'Editar' }).click();
    const toggle = dialog.getByRole('button', { name: 'Historial' });
    await toggle.focus();
    await tab.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const entries = dialog.getByRole('listitem');
    await expect(entries).toHaveCount(2);
    await expect(entries.nth(0)).toContainText('Modificado');
    await expect(entries.nth(0)).toContainText('(admin@gmail.com)');
    await expect(entries.nth(0)).toContainText('País');
    await expect(entries.nth(0)).toContainText(first);
    await expect(entries.nth(0)).toContainText(second);
    await expect(entries.nth(1)).toContainText('Creado');
    await screenshot(tab, 'audit-trail-historial');
    await expectNoSeriousViolations(tab, 'Historial del diálogo de edición');
    await tab.keyboard.press('Escape');
  });

  test('should list the edit on /auditoria filtered by entity, and open its changes', async () => {
    const tab = page();
    await tab.goto('/auditoria');
    await tab.getByRole('heading', { name: 'Auditoría' }).waitFor();
    await tab.getByLabel('Entidad').selectOption({ label: 'Países' });
    const entry = tab
      .getByRole('row')
      .filter({ hasText: 'Modificado' })
      // The record's own cell: a small id such as 13 is in many a time of day too (12:52:13).
      .filter({ has: tab.getByRole('cell', { name: String(countryId), exact: true }) });
    await entry.first().waitFor();
    await expect(tab.getByRole('cell', { name: 'Vacunas', exact: true })).toHaveCount(0);

    await entry
      .first()
      .getByRole('button', { name: /Ver cambios/ })
      .click();
    await expect(tab.getByText(second).first()).toBeVisible();
    await screenshot(tab, 'audit-trail-auditoria');
    await expectNoSeriousViolations(tab, '/auditoria');
  });
});

test.describe('/auditoria in the dark theme', () => {
  test('should be readable and axe-clean', async ({ page }) => {
    await startInTheme(page, 'SNHdark');
    await logIn(page, 'admin');
    await page.goto('/auditoria');
    await page.getByRole('heading', { name: 'Auditoría' }).waitFor();
    await page
      .getByRole('table')
      .getByRole('button', { name: /Ver cambios/ })
      .first()
      .click();
    await screenshot(page, 'audit-trail-auditoria-dark');
    await expectNoSeriousViolations(page, '/auditoria (oscuro)');
  });
});
