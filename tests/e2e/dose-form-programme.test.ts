import type { Browser, Page } from '@playwright/test';
import { addDays } from '../../src/domain/calendar-days';
import { formatDate } from '../../src/engine/cell-format';
import { apiAs } from './support/api';
import { expect, logIn, screenshot, test } from './support/browser';
import { chooseVaccine, doseCenter, openDoseStepFor } from './support/dose-form';
import { createChild } from './support/newborn';

/**
 * The dose form against the national schedule (issue 25), on the demo's: Pentavalente's dose 1
 * from 6 weeks of age. As health, a dose too young is refused in the form and nothing is sent;
 * as admin, the same dose is registered with a reason; a dose copied from a paper card is
 * registered as 'Registrar dosis anterior' and listed in /dosis as 'Histórica'. The browser's
 * clock is held at one instant (Playwright's clock; not days ahead, since the session's token
 * lasts 8 hours by that clock), the one the children's birth dates count from.
 */

type Row = { id: number };
type Dose = Row & { isHistorical: boolean; overrideReason: string | null; doseNumber: number; isActive: boolean };
type Batch = Row & { batchNumber: string; availableQuantity: number };

const frozenAt = new Date();
const today = frozenAt.toISOString().slice(0, 10);
const vaccineName = 'Pentavalente';
const lotNumber = 'PENTA-2023-105';
const tooYoung = 'El paciente aún no tiene la edad mínima para la dosis 1 de Pentavalente (6 semanas)';

const dosesOf = async (patientId: number) => {
  const api = await apiAs('admin');
  return api<Dose[]>('GET', `/applied-doses?patientId=${patientId}`);
};

const vialsOfBatch = async () => {
  const api = await apiAs('admin');
  const batches = await api<Batch[]>('GET', '/vaccine-batches');
  return batches.find((batch) => batch.batchNumber === lotNumber)?.availableQuantity;
};

/** A tab of its own, its clock held, signed in as `role`. */
const openAs = async (browser: Browser, role: 'admin' | 'health') => {
  const page = await (await browser.newContext()).newPage();
  await page.clock.setFixedTime(frozenAt);
  await logIn(page, role);
  return page;
};

/** Step 2 for the child and Pentavalente (its lot preselected), at the scenarios' centre. */
const chooseChildAndPentavalente = async (page: Page, childName: string) => {
  await openDoseStepFor(page, childName);
  await chooseVaccine(page, vaccineName);
  await expect(page.getByLabel('Lote', { exact: true })).toHaveValue(new RegExp(lotNumber));
  await page.getByLabel('Centro de salud', { exact: true }).selectOption({ label: doseCenter });
};

test.describe('the dose form against the national schedule', () => {
  test('as health, should refuse a dose of Pentavalente to a newborn in the form, sending nothing', async ({
    browser,
  }) => {
    const child = await createChild({ ageDays: 5, today });
    const page = await openAs(browser, 'health');
    await chooseChildAndPentavalente(page, child.name);
    // Said before sending, beside the patient's history.
    await page.getByRole('listitem').filter({ hasText: tooYoung }).waitFor();

    await page.getByRole('button', { name: 'Registrar dosis' }).click();

    const number = page.getByLabel('Número de dosis');
    await expect(number).toBeFocused();
    await expect(number).toHaveAttribute('aria-invalid', 'true');
    await expect(number).toHaveAccessibleDescription(tooYoung);
    await expect(page.getByLabel('Motivo')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Registrar de todas formas' })).toHaveCount(0);
    await screenshot(page, 'dose-form-too-young');
    expect(await dosesOf(child.id)).toEqual([]);
    await page.context().close();
  });

  test('as admin, should register the refused dose anyway with a reason, kept on the dose', async ({ browser }) => {
    const child = await createChild({ ageDays: 5, today });
    const reason = 'La familia viaja al extranjero por varios meses';
    const page = await openAs(browser, 'admin');
    await chooseChildAndPentavalente(page, child.name);

    await page.getByRole('button', { name: 'Registrar dosis' }).click();
    await expect(page.getByLabel('Número de dosis')).toHaveAccessibleDescription(tooYoung);
    const override = page.getByRole('region', { name: 'Registrar fuera del esquema' });
    await override.getByRole('button', { name: 'Registrar de todas formas' }).click();
    const motive = override.getByLabel('Motivo');
    await expect(motive).toBeFocused();
    await expect(motive).toHaveAccessibleDescription(/El motivo debe tener al menos 10 caracteres/);
    await motive.fill(reason);
    await screenshot(page, 'dose-form-override');
    await override.getByRole('button', { name: 'Registrar de todas formas' }).click();
    await page.getByText('¡Registro exitoso!').waitFor();

    const [dose] = await dosesOf(child.id);
    expect(dose).toMatchObject({ doseNumber: 1, isActive: true, isHistorical: false, overrideReason: reason });
    await page.context().close();
  });

  test("should register a dose from a paper card with 'Registrar dosis anterior', taking no vial, marked 'Histórica' in /dosis", async ({
    browser,
  }) => {
    const child = await createChild({ ageDays: 400, today });
    const vials = await vialsOfBatch();
    const page = await openAs(browser, 'health');
    await openDoseStepFor(page, child.name);

    await page.getByRole('switch', { name: 'Registrar dosis anterior' }).click();
    await expect(page.getByLabel('Lote', { exact: true })).toHaveCount(0);
    await page.getByLabel('Vacuna', { exact: true }).selectOption({ label: vaccineName });
    await page.getByLabel('Fecha de aplicación').fill(formatDate(addDays(child.birthDate, 65)));
    await expect(page.getByLabel('Número de dosis')).toHaveValue('1');
    await page.getByLabel('Centro de salud', { exact: true }).selectOption({ label: doseCenter });
    await page.getByLabel('Observaciones').fill('Copiada del carnet de vacunación en papel');
    await screenshot(page, 'dose-form-historical');
    await page.getByRole('button', { name: 'Registrar dosis' }).click();
    await page.getByText('¡Registro exitoso!').waitFor();
    // The form starts over at the patient step.
    await page.getByRole('button', { name: 'Registrar paciente' }).waitFor();
    expect(await vialsOfBatch()).toBe(vials);
    await page.context().close();

    const admin = await openAs(browser, 'admin');
    await admin.goto('/dosis');
    await admin.getByLabel('Buscar').fill(child.name);
    const row = admin.getByRole('row').filter({ hasText: child.lastname });
    await expect(row).toHaveCount(1);
    const headers = await admin.getByRole('columnheader').allTextContents();
    const historicalColumn = headers.findIndex((header) => header.includes('Histórica'));
    expect(historicalColumn).toBeGreaterThan(-1);
    await expect(row.getByRole('cell').nth(historicalColumn)).toHaveText('Sí');
    await screenshot(admin, 'doses-historical');
    await admin.context().close();
  });
});
