import type { Page } from 'playwright-core';
import { screenshot } from './browser';

/** The centre where the scenarios apply their doses. */
export const doseCentre = 'Centro de Salud Norte';

/** Step 2 as a person fills it: the lot by search, centre, professional, observations. */
export const registerDose = async (page: Page, batchNumber: string) => {
  await page.getByRole('navigation', { name: 'Pasos del formulario' }).getByText('Registro de Dosis').waitFor();
  await page.getByLabel('Lote', { exact: true }).fill(batchNumber.slice(0, 7));
  await page.getByRole('option', { name: new RegExp(batchNumber) }).click();
  await page.getByLabel('Centro de salud', { exact: true }).selectOption({ label: doseCentre });
  await page.getByLabel('Profesional de salud', { exact: true }).selectOption({ label: 'Carlos Peña' });
  await page.getByLabel('Observaciones').fill('Sin reacciones adversas');
  await screenshot(page, `dose-step-2-${batchNumber}`);
  await page.getByRole('button', { name: 'Registrar dosis' }).click();
  await page.getByText('¡Registro exitoso!').waitFor();
};
