import type { Page } from '@playwright/test';
import { apiAs, demoCenterId, demoDistrictId } from './support/api';
import { expectCleanInBothThemes } from './support/axe';
import { expect, logIn, screenshot, test } from './support/browser';
import { openDoseStepFor, registerDose } from './support/dose-form';
import { settle } from './support/screens';
import { isoDaysFromToday, uniqueDigits, uniqueLetters } from './support/sections';

/**
 * Issue 42's scenario, as its users walk it: the demo's district admin ('Distrito Lima Norte') sends
 * 3 vials of a 10-dose vaccine from the district's store to 'Centro de Salud Norte' ('Nueva
 * transferencia'); the centre's vaccinator (salud@gmail.com) receives them ('Registrar recepción'),
 * one vial at VVM stage 3, so discarded; gives 3 doses from one opened vial, the first through the
 * dose form; closes the session on 'Existencias' ('Cerrar jornada'), which discards the 7 doses left; and 'Indicadores' shows WHO's
 * wastage of that vaccine at the centre: 10 doses issued, 3 given, 70 % of the opened vials'.
 */

const center = 'Centro de Salud Norte';
const district = 'Distrito Lima Norte';

type Row = { id: number };

/** The scenario's own 10-dose vaccine, its lot of 5 vials received at the district's store, three patients of the centre. */
const seedScenario = async () => {
  const admin = await apiAs('admin');
  const word = uniqueLetters();
  const [manufacturer] = await admin<Row[]>('GET', '/manufacturers?limit=1');
  const vaccineName = `Sarampión ${word}`;
  const vaccine = await admin<Row>('POST', '/vaccines', {
    vaccineName,
    requiredDoses: 1,
    doseIntervalDays: 28,
    storageTemperature: '2 a 8 °C',
    manufacturerId: manufacturer?.id,
    dosesPerVial: 10,
    openVialHours: 6,
  });
  const batchNumber = `SR${uniqueDigits(6)}`;
  const batch = await admin<Row>('POST', '/vaccine-batches', {
    batchNumber,
    vaccineId: vaccine.id,
    manufactureDate: isoDaysFromToday(-60),
    expirationDate: isoDaysFromToday(365),
    initialQuantity: 5,
    availableQuantity: 5,
    storeOrgUnitId: await demoDistrictId(),
  });
  const centerId = await demoCenterId(center);
  const lastname = `Suministro ${word}`;
  const patients: Row[] = [];
  for (const firstName of ['Ana', 'Luis', 'Sofía'])
    patients.push(
      await admin<Row>('POST', '/patients', {
        firstName,
        lastname,
        age: '30',
        email: 'suministro@gmail.com',
        address: 'Avenida Grau 742',
        mobilePhone: `519${uniqueDigits(8)}`,
        dateOfBirth: '1995-03-14',
        identityDocument: uniqueDigits(8),
        isChild: false,
        representativeId: null,
        vaccinationCenterId: centerId,
      }),
    );
  return { vaccineName, batchId: batch.id, batchNumber, centerId, lastname, patients };
};

/** Chooses a place in a place search ('Almacén · Distrito Lima Norte'). */
const choosePlace = async (page: Page, label: string, words: string, option: string) => {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(label, { exact: true }).fill(words);
  await page.getByRole('option', { name: option, exact: true }).click();
};

test('a district sends a 10-dose vaccine, its centre receives it with a vial at VVM stage 3, gives 3 doses, closes the session and reads 70 % wastage', async ({
  page,
  browser,
}) => {
  const scenario = await seedScenario();

  // The district admin sends 3 vials from the district's store to the centre.
  await logIn(page, 'district');
  await page.goto('/transferencias');
  await page.getByRole('button', { name: 'Nueva transferencia' }).click();
  const dialog = page.getByRole('dialog');
  await choosePlace(page, 'Origen', 'Lima Norte', `Almacén · ${district}`);
  await choosePlace(page, 'Destino', 'Salud Norte', `Centro de salud · ${center}`);
  await dialog.getByLabel('Lote', { exact: true }).fill(scenario.batchNumber);
  await page.getByRole('option', { name: new RegExp(scenario.batchNumber) }).click();
  await dialog.getByLabel('Viales', { exact: true }).fill('3');
  await settle(page);
  await expectCleanInBothThemes(page, 'Transferencias, new transfer dialog', '[role="dialog"]');
  await screenshot(page, 'supply-journey-transfer');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await dialog.waitFor({ state: 'detached' });

  // The centre's vaccinator receives them: 2 vials at stage 1, 1 at stage 3.
  const health = await (await browser.newContext()).newPage();
  await logIn(health, 'health');
  await health.goto('/transferencias');
  const row = health.getByRole('row').filter({ hasText: district }).filter({ hasText: 'Enviado' }).first();
  await row.getByLabel('Ver transferencia').click();
  await health.getByRole('button', { name: 'Registrar recepción' }).click();
  const receipt = health.getByRole('dialog');
  const lineTitle = `${scenario.batchNumber} · ${scenario.vaccineName}`;
  await receipt.getByRole('button', { name: `Duplicar línea ${lineTitle}` }).click();
  const lines = receipt.getByRole('group', { name: lineTitle });
  await lines.nth(0).getByLabel('Viales recibidos').fill('2');
  await lines.nth(1).getByLabel('Viales recibidos').fill('1');
  await lines.nth(1).getByLabel('Monitor VVM').selectOption({ label: 'Etapa 3' });
  await settle(health);
  await expectCleanInBothThemes(health, 'Transferencias, receipt dialog', '[role="dialog"]');
  await screenshot(health, 'supply-journey-receipt');
  await receipt.getByRole('button', { name: 'Registrar recepción' }).click();
  await health.getByText('Recepción registrada correctamente').waitFor();

  // 3 doses from one 10-dose vial: the first through the dose form, the others through the API.
  await openDoseStepFor(health, `Ana ${scenario.lastname}`);
  await registerDose(health, scenario.batchNumber);
  const staff = await apiAs('health');
  const users = await (await apiAs('admin'))<(Row & { email: string })[]>('GET', '/users?q=salud');
  const nurse = users.find((user) => user.email === 'salud@gmail.com');
  for (const patient of scenario.patients.slice(1))
    await staff('POST', '/applied-doses', {
      doseNumber: 1,
      observations: '',
      patientId: patient.id,
      vaccineBatchId: scenario.batchId,
      vaccinationCenterId: scenario.centerId,
      applyingUserId: nurse?.id,
    });

  // 'Cerrar jornada' on 'Existencias', which opens on the vaccinator's centre: the 7 doses left in the vial discarded.
  await health.goto('/existencias');
  await health.getByRole('button', { name: 'Cerrar jornada' }).click();
  const question = health.getByRole('alertdialog', { name: 'Cerrar jornada' });
  await expect(question).toContainText(center);
  await settle(health);
  await expectCleanInBothThemes(health, 'Existencias, close-session dialog', '[role="alertdialog"]');
  await screenshot(health, 'supply-journey-close-session');
  await question.getByRole('button', { name: 'Cerrar jornada' }).click();
  await health.getByText('Jornada cerrada: 7 dosis dadas de baja de 1 vial abierto.').waitFor();

  // 'Indicadores' opens on the vaccinator's centre; for the vaccine: 10 doses of opened vials, 3 given, 70,0 %; with
  // the vial at stage 3, 85,0 % over both.
  await health.goto('/indicadores');
  await health.getByLabel('Vacuna', { exact: true }).selectOption({ label: scenario.vaccineName });
  const table = health.getByRole('table', { name: 'Pérdida por vacuna' });
  const wastage = table.getByRole('row').filter({ hasText: scenario.vaccineName });
  await expect(wastage.getByRole('cell')).toHaveText([center, scenario.vaccineName, '3', '10', /70,0/, '1', /85,0/]);
  await settle(health);
  await expectCleanInBothThemes(health, 'Indicadores, wastage');
  await screenshot(health, 'supply-journey-wastage');
});
