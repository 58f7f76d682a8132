import { apiAs } from './support/api';
import { expect, logIn, screenshot, test } from './support/browser';
import { registerDose } from './support/dose-form';
import { uniqueDigits, uniqueLetters } from './support/sections';

type Batch = { batchNumber: string; availableQuantity: number };
const vialsOf = async (batchNumber: string) => {
  const api = await apiAs('admin');
  const batches = await api<Batch[]>('GET', '/vaccine-batches');
  return batches.find((batch) => batch.batchNumber === batchNumber)?.availableQuantity;
};

test.describe('dose registration form (/formulario-dosis)', () => {
  test('should register an adult and a dose for them, taking one vial', async ({ page }) => {
    const batchNumber = 'PF-2026-002';
    const before = await vialsOf(batchNumber);
    const lastname = `Zúñiga ${uniqueLetters()}`;
    await logIn(page, 'admin');
    await page.goto('/formulario-dosis');
    await page.getByLabel('Documento de identidad', { exact: true }).fill(uniqueDigits(8));
    await page.getByLabel('Nombre', { exact: true }).fill('Adrián');
    await page.getByLabel('Apellido', { exact: true }).fill(lastname);
    await page.getByLabel('Fecha de nacimiento').fill('10/03/1990');
    await expect(page.getByLabel('Edad')).toHaveValue(/^\d{2}$/);
    await page.getByLabel('Celular').fill('51955555555');
    await page.getByLabel('Correo electrónico').fill('adrian@outlook.com');
    await page.getByLabel('Dirección').fill('Avenida Arequipa 1200');
    await screenshot(page, 'dose-step-1-adult');
    await page.getByRole('button', { name: 'Registrar paciente' }).click();
    await page.getByText('¡Registro exitoso!').waitFor();
    await expect(page.getByLabel('Paciente', { exact: true })).toHaveValue(new RegExp(lastname));
    await registerDose(page, batchNumber);
    expect(await vialsOf(batchNumber)).toBe(Number(before) - 1);
  });

  test("should show the 'Debe seleccionar ...' messages when step 2 is sent empty", async ({ page }) => {
    await logIn(page, 'health');
    await page.goto('/formulario-dosis');
    await page.getByRole('button', { name: 'El paciente ya está registrado' }).click();
    // The signed-in professional comes preselected: clear the search box to leave every choice empty.
    const professional = page.getByLabel('Profesional de salud', { exact: true });
    await expect(professional).toHaveValue('Carlos Peña');
    await professional.fill('');
    await page.getByRole('button', { name: 'Registrar dosis' }).click();
    for (const message of [
      'Debe seleccionar un paciente',
      'Debe seleccionar un lote',
      'Debe seleccionar un centro de salud',
      'Debe seleccionar un profesional de salud',
    ]) {
      await page.getByText(message).waitFor();
    }
    await screenshot(page, 'dose-step-2-errors');
    await page.getByRole('button', { name: 'Paso anterior' }).click();
    await page.getByRole('button', { name: 'Registrar paciente' }).waitFor();
  });
});
