import { apiAs } from './support/api';
import { expect, logIn, screenshot, test } from './support/browser';
import { isoDaysFromToday, uniqueLetters } from './support/sections';

test.describe('batch status toggle in the edit dialog', () => {
  test("should close a batch with 'Cerrar Lote' and reopen it with 'Abrir Lote'", async ({ page }) => {
    const api = await apiAs('admin');
    const vaccines = await api<{ id: number; vaccineName: string }[]>('GET', '/vaccines');
    const batchNumber = `TOGGLE-${uniqueLetters()}`;
    await api('POST', '/vaccine-batches', {
      batchNumber,
      manufactureDate: isoDaysFromToday(-10),
      expirationDate: isoDaysFromToday(100),
      initialQuantity: 5,
      availableQuantity: 5,
      vaccineId: vaccines[0]?.id,
    });

    await logIn(page, 'admin');
    await page.goto('/lotes');
    await page.getByLabel('Buscar').fill(batchNumber);
    const row = page
      .getByRole('row')
      .filter({ hasText: batchNumber })
      .filter({ has: page.getByRole('button', { name: 'Editar' }) });
    await row.getByText('Abierto').waitFor();
    await row.getByRole('button', { name: `Editar lote ${batchNumber}`, exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: `Cerrar Lote ${batchNumber}`, exact: true }).click();
    await page.getByText('Estado del lote actualizado correctamente').waitFor();
    await dialog.getByRole('button', { name: `Abrir Lote ${batchNumber}`, exact: true }).waitFor();
    await screenshot(page, 'batch-closed');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await row.getByText('Cerrado').waitFor();
    const closed = await api<{ batchNumber: string; status: number }[]>('GET', '/vaccine-batches');
    expect(closed.find((batch) => batch.batchNumber === batchNumber)?.status).toBe(2);

    await row.getByRole('button', { name: 'Editar' }).click();
    await dialog.getByRole('button', { name: 'Abrir Lote' }).click();
    await dialog.getByRole('button', { name: 'Cerrar Lote' }).waitFor();
    await page.keyboard.press('Escape');
    await row.getByText('Abierto').waitFor();
    const reopened = await api<{ batchNumber: string; status: number }[]>('GET', '/vaccine-batches');
    expect(reopened.find((batch) => batch.batchNumber === batchNumber)?.status).toBe(1);
  });
});
