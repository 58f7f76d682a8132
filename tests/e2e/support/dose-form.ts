import type { Locator, Page } from '@playwright/test';
import { screenshot } from './browser';

/** The centre where the scenarios apply their doses. */
export const doseCenter = 'Centro de Salud Norte';

/**
 * Chooses a reference by its search box: types the words, then clicks the option with that
 * label. Reference fields of large tables (patients, users, batches) are chosen this way.
 */
export const chooseBySearch = async (scope: Page | Locator, label: string, words: string, option: string) => {
  await scope.getByLabel(label, { exact: true }).fill(words);
  await scope.getByRole('option', { name: option, exact: true }).click();
};

/** Step 2 as a person fills it: the lot by search, centre, professional, observations; then sent and confirmed. */
export const registerDose = async (page: Page, batchNumber: string) => {
  await page.getByRole('navigation', { name: 'Pasos del formulario' }).getByText('Registro de Dosis').waitFor();
  await page.getByLabel('Lote', { exact: true }).fill(batchNumber.slice(0, 7));
  await page.getByRole('option', { name: new RegExp(batchNumber) }).click();
  await page.getByLabel('Centro de salud', { exact: true }).selectOption({ label: doseCenter });
  await chooseBySearch(page, 'Profesional de salud', 'carlos', 'Carlos Peña');
  await page.getByLabel('Observaciones').fill('Sin reacciones adversas');
  await screenshot(page, `dose-step-2-${batchNumber}`);
  // The patient step's '¡Registro exitoso!' may still be on screen, and the last dose's confirmation: that one is
  // closed first, so that the confirmation awaited is this dose's.
  const confirmation = page.getByRole('heading', { name: 'Dosis registrada' });
  if (await confirmation.isVisible()) await page.getByRole('button', { name: 'Cerrar confirmación' }).click();
  await confirmation.waitFor({ state: 'detached' });
  await page.getByRole('button', { name: 'Registrar dosis' }).click();
  await confirmation.waitFor();
};

/** Opens step 2 of the dose form for a patient registered before, found by `words` (their last name). */
export const openDoseStepFor = async (page: Page, words: string) => {
  await page.goto('/formulario-dosis');
  await page.getByRole('button', { name: 'El paciente ya está registrado' }).click();
  await page.getByLabel('Paciente', { exact: true }).fill(words);
  await page.getByRole('option', { name: new RegExp(words) }).click();
};

/** Chooses the vaccine by its name: the form then lists its usable lots and preselects the first to expire. */
export const chooseVaccine = (page: Page, vaccineName: string) =>
  chooseBySearch(page, 'Vacuna', vaccineName, vaccineName);
