import { apiAs } from './support/api';
import { expect, logIn, screenshot, test } from './support/browser';
import { uniqueLetters } from './support/sections';
import { stockCenter } from './support/stock';

type Row = { id: number };

test.describe("'Deshacer' after a delete, as admin", () => {
  test('should bring the deleted row back to the table, and the trail should show both', async ({ page }) => {
    const unique = uniqueLetters();
    const name = `Islas Deshacer ${unique}`;
    const api = await apiAs('admin');
    const { id } = await api<Row>('POST', '/countries', { nameCountry: name });
    await logIn(page, 'admin');
    await page.goto('/pais');
    await page.getByRole('button', { name: 'Gestión' }).click();
    await page.getByLabel('Buscar').fill(unique);
    const row = page.getByRole('row').filter({ hasText: name });

    await row.getByRole('button', { name: 'Eliminar' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Confirmar' }).click();
    const bar = page.getByRole('region', { name: 'Mensajes' });
    await bar.getByText('País eliminado correctamente').waitFor();
    await row.waitFor({ state: 'detached' });
    await screenshot(page, 'undo-delete-bar');
    // The bar waits for the user: still there after the plain message's 3 s.
    await page.waitForTimeout(3500);
    const undo = bar.getByRole('button', { name: 'Deshacer' });
    await undo.focus();
    await page.keyboard.press('Enter');

    await page.getByText('País restaurado correctamente').waitFor();
    await row.waitFor();
    await expect(row).toContainText(name);

    await page.goto('/auditoria');
    await page.getByLabel('Entidad').selectOption({ label: 'Países' });
    // The record's own cell: a small id such as 13 is in many a time of day too (12:52:13).
    const entries = page
      .getByRole('row')
      .filter({ has: page.getByRole('cell', { name: String(id), exact: true }) })
      .filter({ hasText: 'Países' });
    await expect(entries.filter({ hasText: 'Restaurado' })).toHaveCount(1);
    await expect(entries.filter({ hasText: 'Eliminado' })).toHaveCount(1);
  });

  test("should take a cancelled dose's vial again when its cancel is undone", async ({ page }) => {
    const api = await apiAs('admin');
    // A lot of its own, open and with vials, so the scenario never depends on the demo data's stock.
    const vaccines = await api<{ items: Row[] }>('GET', '/vaccines?page=1&pageSize=1');
    const day = 86_400_000;
    const batch = await api<Row>('POST', '/vaccine-batches', {
      batchNumber: `UD-${String(Date.now()).slice(-7)}`,
      manufactureDate: new Date(Date.now() - 30 * day).toISOString().slice(0, 10),
      expirationDate: new Date(Date.now() + 365 * day).toISOString().slice(0, 10),
      initialQuantity: 5,
      availableQuantity: 5,
      vaccineId: vaccines.items[0]?.id,
    });
    const digits = String(Date.now()).slice(-8);
    const patient = await api<Row>('POST', '/patients', {
      firstName: 'Deshacer',
      lastname: `Prueba ${uniqueLetters()}`,
      age: '40',
      email: 'deshacer@gmail.com',
      address: 'Calle Uno 123',
      mobilePhone: '51999999999',
      dateOfBirth: '1986-02-01',
      identityDocument: digits,
      isChild: false,
      representativeId: null,
    });
    const centers = await api<{ items: Row[] }>('GET', '/vaccination-centers?page=1&pageSize=1');
    await stockCenter({ batchId: batch.id, centerId: Number(centers.items[0]?.id), vials: 5 }, api);
    const users = await api<{ items: Row[] }>('GET', '/users?page=1&pageSize=1');
    const dose = await api<Row>('POST', '/applied-doses', {
      doseNumber: 1,
      observations: 'Prueba',
      patientId: patient.id,
      vaccineBatchId: batch.id,
      vaccinationCenterId: centers.items[0]?.id,
      applyingUserId: users.items[0]?.id,
    });
    const vials = async () =>
      (await api<{ availableQuantity: number }>('GET', `/vaccine-batches/${batch.id}`)).availableQuantity;
    const taken = await vials();

    await logIn(page, 'admin');
    await page.goto('/dosis');
    await page.getByRole('button', { name: 'Gestión' }).click();
    await page.getByLabel('Buscar').fill(digits);
    const row = page
      .getByRole('row')
      .filter({ hasText: digits })
      .filter({ has: page.getByRole('button', { name: 'Eliminar' }) });
    await row.getByRole('button', { name: 'Eliminar' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Confirmar' }).click();
    await page.getByText('Dosis eliminada correctamente').waitFor();
    await row.waitFor({ state: 'detached' });
    expect(await vials()).toBe(taken + 1);

    await page.getByRole('button', { name: 'Deshacer' }).click();
    await page.getByText('Dosis restaurada correctamente').waitFor();
    await row.waitFor();
    expect(await vials()).toBe(taken);
    expect((await api<Row & { isActive: boolean }>('GET', `/applied-doses/${dose.id}`)).isActive).toBe(true);
  });
});
