import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiAs } from './support/api';
import { logIn, screenshot, setUpBrowser } from './support/browser';
import { uniqueDigits, uniqueLetters } from './support/sections';

const browser = setUpBrowser();

type Batch = { batchNumber: string; availableQuantity: number };
type Patient = {
  id: number;
  lastname: string;
  identityDocument: string;
  representative: { identityDocument: string } | null;
};

const vialsOf = async (batchNumber: string) => {
  const api = await apiAs('admin');
  const batches = await api<Batch[]>('GET', '/vaccine-batches');
  return batches.find((batch) => batch.batchNumber === batchNumber)?.availableQuantity;
};

/** Step 2 as a person fills it: the lot by search, centre, professional, observations. */
const registerDose = async (page: Page, batchNumber: string) => {
  await page.getByRole('navigation', { name: 'Pasos del formulario' }).getByText('Registro de Dosis').waitFor();
  await page.getByLabel('Lote', { exact: true }).fill(batchNumber.slice(0, 7));
  await page.getByRole('option', { name: new RegExp(batchNumber) }).click();
  await page.getByLabel('Centro de salud', { exact: true }).selectOption({ label: 'Centro de Salud Norte' });
  await page.getByLabel('Profesional de salud', { exact: true }).selectOption({ label: 'Carlos Peña' });
  await page.getByLabel('Observaciones').fill('Sin reacciones adversas');
  await screenshot(page, `dose-step-2-${batchNumber}`);
  await page.getByRole('button', { name: 'Registrar dosis' }).click();
  await page.getByText('¡Registro exitoso!').waitFor();
};

describe('dose registration form (/formulario-dosis)', () => {
  it('should register an adult and a dose for them, taking one vial', async () => {
    const batchNumber = 'PF-2026-002';
    const before = await vialsOf(batchNumber);
    const lastname = `Zúñiga ${uniqueLetters()}`;
    const page = await browser.newPage();
    await logIn(page, 'admin');
    await page.goto('/formulario-dosis');
    await page.getByLabel('Documento de identidad', { exact: true }).fill(uniqueDigits(8));
    await page.getByLabel('Nombre', { exact: true }).fill('Adrián');
    await page.getByLabel('Apellido', { exact: true }).fill(lastname);
    await page.getByLabel('Fecha de nacimiento').fill('1990-03-10');
    await expect.poll(() => page.getByLabel('Edad').inputValue()).toMatch(/^\d{2}$/);
    await page.getByLabel('Celular').fill('51955555555');
    await page.getByLabel('Correo electrónico').fill('adrian@outlook.com');
    await page.getByLabel('Dirección').fill('Avenida Arequipa 1200');
    await screenshot(page, 'dose-step-1-adult');
    await page.getByRole('button', { name: 'Registrar paciente' }).click();
    await page.getByText('¡Registro exitoso!').waitFor();
    await expect.poll(() => page.getByLabel('Paciente', { exact: true }).inputValue()).toContain(lastname);
    await registerDose(page, batchNumber);
    expect(await vialsOf(batchNumber)).toBe(Number(before) - 1);
  });

  it('should register a child without an ID linked to a representative, as health staff', async () => {
    const batchNumber = 'HB-2026-045';
    const before = await vialsOf(batchNumber);
    const lastname = `Peña ${uniqueLetters()}`;
    const page = await browser.newPage();
    await logIn(page, 'health');
    await page.goto('/formulario-dosis');
    await page.getByRole('switch', { name: 'Menor sin documento de identidad' }).click();
    await page.getByLabel('Documento de identidad', { exact: true }).waitFor({ state: 'detached' });
    await page.getByLabel('Representante').fill('María Peña');
    await page.getByRole('option', { name: /40123987/ }).click();
    await page.getByLabel('Nombre', { exact: true }).fill('Lucas');
    await page.getByLabel('Apellido', { exact: true }).fill(lastname);
    await page.getByLabel('Fecha de nacimiento').fill('2023-02-01');
    await page.getByLabel('Celular').fill('51955555556');
    await page.getByLabel('Correo electrónico').fill('maria.pena@hotmail.com');
    await page.getByLabel('Dirección').fill('Calle Los Pinos 107');
    await screenshot(page, 'dose-step-1-child');
    await page.getByRole('button', { name: 'Registrar paciente' }).click();
    await page.getByText('¡Registro exitoso!').waitFor();
    await registerDose(page, batchNumber);
    expect(await vialsOf(batchNumber)).toBe(Number(before) - 1);

    const api = await apiAs('admin');
    const child = (await api<Patient[]>('GET', `/patients?q=${encodeURIComponent(lastname)}`))[0];
    expect(child.identityDocument).toMatch(/^999\d{16}$/);
    expect(child.representative?.identityDocument).toBe('40123987');
  });

  it("should show the 'Debe seleccionar ...' messages when step 2 is sent empty", async () => {
    const page = await browser.newPage();
    await logIn(page, 'health');
    await page.goto('/formulario-dosis');
    await page.getByRole('button', { name: 'El paciente ya está registrado' }).click();
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
