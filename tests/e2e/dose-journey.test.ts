import type { Page } from '@playwright/test';
import { apiAs } from './support/api';
import { expect, logIn, screenshot, test } from './support/browser';
import { chooseBySearch, doseCenter, registerDose } from './support/dose-form';
import { readHomeCharts } from './support/home-charts';
import { uniqueLetters } from './support/sections';

type Patient = { lastname: string; identityDocument: string; representative: { identityDocument: string } | null };

const hepatitis = { batchNumber: 'HB-2026-045', vaccine: 'Hepatitis B', batchLabel: 'Lote HB-2026-045 (Hepatitis B)' };
const comirnaty = { batchNumber: 'PF-2026-002', vaccine: 'Comirnaty', batchLabel: 'Lote PF-2026-002 (Comirnaty)' };

const homeFor = (page: Page, batch: typeof hepatitis) => readHomeCharts(page, { center: doseCenter, ...batch });

/** Step 1 for a child without an ID, linked to María Peña as representative. */
const registerChild = async (page: Page, lastname: string) => {
  await page.goto('/formulario-dosis');
  await page.getByRole('switch', { name: 'Menor sin documento de identidad' }).click();
  await page.getByLabel('Documento de identidad', { exact: true }).waitFor({ state: 'detached' });
  await page.getByLabel('Representante').fill('María Peña');
  await page.getByRole('option', { name: /40123987/ }).click();
  await page.getByLabel('Nombre', { exact: true }).fill('Lucas');
  await page.getByLabel('Apellido', { exact: true }).fill(lastname);
  await page.getByLabel('Fecha de nacimiento').fill('01/02/2023');
  await page.getByLabel('Celular').fill('51955555556');
  await page.getByLabel('Correo electrónico').fill('maria.pena@hotmail.com');
  await page.getByLabel('Dirección').fill('Calle Los Pinos 107');
  await screenshot(page, 'dose-step-1-child');
  await page.getByRole('button', { name: 'Registrar paciente' }).click();
  await page.getByText('¡Registro exitoso!').waitFor();
};

test.describe("a child's dose, seen from the home page", () => {
  test('should count the dose and move the vials on the home charts through registration, edit and cancel', async ({
    page: health,
    browser,
  }) => {
    const lastname = `Peña ${uniqueLetters()}`;

    // Health staff register a child without an ID and a dose for them.
    await logIn(health, 'health');
    const before = await homeFor(health, hepatitis);
    await registerChild(health, lastname);
    await registerDose(health, hepatitis.batchNumber);
    expect(await homeFor(health, hepatitis)).toEqual({ doses: before.doses + 1, vials: before.vials - 1 });
    await screenshot(health, 'journey-home-after-dose');

    const api = await apiAs('admin');
    const [child] = await api<Patient[]>('GET', `/patients?q=${encodeURIComponent(lastname)}`);
    expect(child?.identityDocument).toMatch(/^999\d{16}$/);
    expect(child?.representative?.identityDocument).toBe('40123987');

    // The admin moves the dose to another batch, then cancels it.
    const admin = await browser.newPage();
    await logIn(admin, 'admin');
    const comirnatyBefore = await homeFor(admin, comirnaty);
    await admin.goto('/dosis');
    await admin.getByLabel('Buscar').fill(lastname);
    const row = admin.getByRole('row').filter({ hasText: lastname });
    await row.getByText(hepatitis.batchNumber).waitFor();
    await row.getByRole('button', { name: 'Editar' }).click();
    await chooseBySearch(
      admin.getByRole('dialog'),
      'Lote',
      comirnaty.batchNumber,
      `${comirnaty.batchNumber} ${comirnaty.vaccine}`,
    );
    await admin.getByRole('dialog').getByRole('button', { name: 'Guardar' }).click();
    await admin.getByText('Dosis actualizada correctamente').waitFor();
    expect((await homeFor(admin, hepatitis)).vials).toBe(before.vials);
    expect((await homeFor(admin, comirnaty)).vials).toBe(comirnatyBefore.vials - 1);

    await admin.goto('/dosis');
    await admin.getByLabel('Buscar').fill(lastname);
    await row.getByText(comirnaty.batchNumber).waitFor();
    await row.getByRole('button', { name: 'Eliminar' }).click();
    await admin.getByRole('alertdialog').getByRole('button', { name: 'Confirmar' }).click();
    await admin.getByText('Dosis eliminada correctamente').waitFor();
    expect(await homeFor(admin, comirnaty)).toEqual(comirnatyBefore);
    expect(await homeFor(admin, hepatitis)).toEqual({ doses: before.doses, vials: before.vials });
  });
});
