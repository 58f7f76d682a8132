import type { Locator, Page } from '@playwright/test';
import { apiAs, demoCenterId } from './support/api';
import { expectCleanInBothThemes } from './support/axe';
import { expect, logIn, screenshot, test } from './support/browser';
import { openDoseStepFor, registerDose } from './support/dose-form';
import { isoDaysFromToday, typedDaysFromToday, uniqueDigits, uniqueLetters } from './support/sections';
import { stockCenter } from './support/stock';

type Row = { id: number };

/** A vaccine and a lot of their own, and an adult patient, made through the API. */
const createScenario = async () => {
  const admin = await apiAs('admin');
  const health = await apiAs('health');
  const letters = uniqueLetters();
  const [manufacturer] = await admin<Row[]>('GET', '/manufacturers');
  const vaccineName = `Esavi ${letters}`;
  const vaccine = await admin<Row>('POST', '/vaccines', {
    vaccineName,
    requiredDoses: 3,
    doseIntervalDays: 1,
    storageTemperature: '2 a 8 °C',
    manufacturerId: manufacturer?.id,
  });
  const batchNumber = `ES-${letters}`.toUpperCase();
  const batch = await admin<Row>('POST', '/vaccine-batches', {
    batchNumber,
    manufactureDate: isoDaysFromToday(-30),
    expirationDate: isoDaysFromToday(300),
    initialQuantity: 20,
    availableQuantity: 20,
    vaccineId: vaccine.id,
  });
  // The vaccinator's centre holds the lot: a dose takes from its centre's stock.
  await stockCenter({ batchId: batch.id, centerId: await demoCenterId(), vials: 20 }, admin);
  const lastname = `Ñahui ${letters}`;
  const patient = await health<Row>('POST', '/patients', {
    firstName: 'Marisol',
    lastname,
    age: '31',
    email: 'marisol.nahui@gmail.com',
    address: 'Jirón Cusco 120',
    mobilePhone: '51955566677',
    dateOfBirth: '1995-06-02',
    identityDocument: uniqueDigits(8),
    isChild: false,
    representativeId: null,
  });
  return { vaccineName, batchNumber, lastname, patientId: patient.id, patientName: `Marisol ${lastname}` };
};

/** Fills the open 'Reportar ESAVI' dialog as a person would; the onset is today. */
const fillReport = async (dialog: Locator, description: string) => {
  await dialog.getByLabel('Fecha de inicio de los síntomas', { exact: true }).fill(typedDaysFromToday(0));
  await dialog.getByLabel('Gravedad', { exact: true }).selectOption({ label: 'Grave' });
  await dialog.getByLabel('Descripción del evento', { exact: true }).fill(description);
  await dialog.getByLabel('Evolución', { exact: true }).selectOption({ label: 'En recuperación' });
};

const sendReport = async (page: Page, dialog: Locator) => {
  await dialog.getByRole('button', { name: 'Enviar reporte' }).click();
  await page.getByText('¡Registro exitoso!').waitFor();
  await dialog.waitFor({ state: 'detached' });
};

/** The text of a row's cell under the column headed `header`. */
const cellUnder = async (page: Page, row: Locator, header: string) => {
  const headers = await page.getByRole('columnheader').allTextContents();
  const index = headers.findIndex((text) => text.trim() === header);
  return row.getByRole('cell').nth(index);
};

test.describe('ESAVI (adverse events following immunization)', () => {
  test('should let health staff report from the dose form and the card, and the admin see the reports, the count and the alert', async ({
    page: healthPage,
    browser,
  }) => {
    let page = healthPage;
    const scenario = await createScenario();

    // The health staff registers the dose, then reports an event from the form's confirmation.
    await logIn(page, 'health');
    await openDoseStepFor(page, scenario.lastname);
    await registerDose(page, scenario.batchNumber);
    const confirmation = page.getByRole('region', { name: 'Dosis registrada' });
    await expect(confirmation).toContainText(scenario.patientName);
    await expect(confirmation).toContainText(`${scenario.vaccineName}, dosis 1`);
    await confirmation.getByRole('button', { name: 'Reportar ESAVI' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reportar ESAVI' });
    await expect(dialog.getByLabel('Fecha de inicio de los síntomas', { exact: true })).toBeFocused();
    await expect(dialog).toContainText(scenario.patientName);
    await dialog.getByLabel('Fecha de inicio de los síntomas', { exact: true }).fill(typedDaysFromToday(-1));
    await dialog.getByLabel('Descripción del evento', { exact: true }).fill('Fiebre');
    await dialog.getByRole('button', { name: 'Enviar reporte' }).click();
    await expect(dialog).toContainText('La descripción debe tener al menos 10 caracteres');
    await expect(dialog).toContainText('La gravedad es requerida');
    await expectCleanInBothThemes(page, 'Reportar ESAVI, with its messages', '[role="dialog"]');
    await fillReport(dialog, 'Fiebre de 39 °C y convulsión febril a las 6 horas');
    // The day before the dose, once the rest is right: said on the field, nothing sent.
    await dialog.getByLabel('Fecha de inicio de los síntomas', { exact: true }).fill(typedDaysFromToday(-1));
    await dialog.getByRole('button', { name: 'Enviar reporte' }).click();
    await expect(dialog).toContainText(
      `La fecha de inicio no puede ser anterior a la dosis, aplicada el ${typedDaysFromToday(0)}`,
    );
    await dialog.getByLabel('Fecha de inicio de los síntomas', { exact: true }).fill(typedDaysFromToday(0));
    await screenshot(page, 'esavi-report-dialog');
    await sendReport(page, dialog);

    // From the patient's card: the dose's own 'Reportar ESAVI', by keyboard.
    await page.goto(`/pacientes/${scenario.patientId}/carnet`);
    const block = page.getByRole('region', { name: scenario.vaccineName });
    const report = block.getByRole('button', {
      name: `Reportar ESAVI de ${scenario.vaccineName}, dosis 1 del ${typedDaysFromToday(0)}`,
    });
    await report.first().focus();
    await page.keyboard.press('Enter');
    await expect(dialog).toContainText(`${scenario.vaccineName}, dosis 1, aplicada el ${typedDaysFromToday(0)}`);
    await fillReport(dialog, 'Reacción alérgica con urticaria generalizada');
    await sendReport(page, dialog);
    await expect(report.first()).toBeFocused();

    // The admin reports a third from the dose's row in 'Dosis' (it opens the patient's card on the report).
    page = await (await browser.newContext()).newPage();
    await logIn(page, 'admin');
    await page.goto('/dosis');
    await page.getByLabel('Buscar').fill(scenario.lastname);
    const doseRow = page.getByRole('row').filter({ hasText: scenario.lastname }).first();
    await doseRow.getByRole('link', { name: /^Reportar ESAVI/ }).click();
    const adminDialog = page.getByRole('dialog', { name: 'Reportar ESAVI' });
    await expect(adminDialog).toContainText(scenario.patientName);
    await fillReport(adminDialog, 'Dolor intenso e inflamación del brazo');
    await sendReport(page, adminDialog);

    // 'ESAVI' under Gestión Administrativa lists the three, with who reported each.
    await page.getByRole('link', { name: 'ESAVI', exact: true }).click();
    await page.getByRole('heading', { name: 'ESAVI', level: 1 }).waitFor();
    await page.getByLabel('Buscar').fill(scenario.lastname);
    const reports = page.getByRole('row').filter({ hasText: scenario.lastname });
    await expect(reports).toHaveCount(3);
    await expect(reports.filter({ hasText: 'salud@gmail.com' })).toHaveCount(2);
    await expect(reports.filter({ hasText: 'Grave' })).toHaveCount(3);
    await screenshot(page, 'esavi-page');
    await expectCleanInBothThemes(page, 'ESAVI');

    // The lot's row in 'Lotes' counts its reports.
    await page.goto('/lotes');
    await page.getByLabel('Buscar').fill(scenario.batchNumber);
    const batch = page.getByRole('row').filter({ hasText: scenario.batchNumber }).first();
    await expect(await cellUnder(page, batch, 'ESAVI')).toHaveText('3');

    // Three severe reports put the lot on the home page's alerts.
    await page.goto('/inicio');
    const review = page.getByRole('region', { name: /^Revisar lote: eventos graves/ });
    const line = review.getByRole('listitem').filter({ hasText: `Lote ${scenario.batchNumber}` });
    await expect(line).toContainText('3 ESAVI graves');
    await review.scrollIntoViewIfNeeded();
    await screenshot(page, 'esavi-lot-alert');
    await page.context().close();
  });
});
