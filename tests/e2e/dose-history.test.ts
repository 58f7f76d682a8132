import type { Page } from '@playwright/test';
import { apiAs, demoCenterId } from './support/api';
import { expectNoSeriousViolations, expectTheme, startInTheme } from './support/axe';
import { demoAccounts, expect, logIn, screenshot, sharedPage, test } from './support/browser';
import { chooseVaccine, doseCenter, openDoseStepFor } from './support/dose-form';
import { settle } from './support/screens';
import { isoDaysFromToday, uniqueDigits, uniqueLetters } from './support/sections';
import { stockCenter } from './support/stock';

/**
 * The dose form against the patient's history, as the health staff use it: first expiry first
 * out, a too-early second dose confirmed or not, a dose beyond the series refused. The browser's
 * clock is held at one instant (Playwright's clock; not days ahead, since the session's token
 * lasts 8 hours by that clock): the form checks against its own date, and sends it as `today`.
 */

type Row = { id: number };
type Dose = Row & { doseNumber: number; isActive: boolean; patientId: number };

const intervalDays = 28;
const frozenAt = new Date();
const suffix = uniqueLetters();
const vaccineName = `Historia ${suffix}`;
const soonBatch = `HS-${suffix.toUpperCase()}-1`;
const laterBatch = `HS-${suffix.toUpperCase()}-2`;
const lastname = `Historia ${suffix}`;
/** A second patient, who never received the vaccine. */
const newcomer = `Nueva ${suffix}`;
/** The second dose's due date, DD/MM/YYYY: the first one's day (today) plus the interval. */
const dueDate = isoDaysFromToday(intervalDays).split('-').reverse().join('/');
let patientId = 0;
let newcomerId = 0;

/** A 2-dose vaccine of its own with two lots (the later one created first), and a patient who had dose 1 today. */
const createHistory = async () => {
  const admin = await apiAs('admin');
  const [manufacturer] = await admin<Row[]>('GET', '/manufacturers');
  const centers = await admin<(Row & { centerName: string })[]>('GET', '/vaccination-centers');
  const users = await admin<(Row & { email: string })[]>('GET', '/users');
  const center = centers.find((row) => row.centerName === doseCenter);
  const nurse = users.find((row) => row.email === demoAccounts.health.email);
  if (!manufacturer || !center || !nurse) throw new Error('The demo data has manufacturers, centres and users');
  const vaccine = await admin<Row>('POST', '/vaccines', {
    vaccineName,
    requiredDoses: 2,
    doseIntervalDays: intervalDays,
    storageTemperature: '2 a 8 °C',
    manufacturerId: manufacturer.id,
  });
  // Each lot sent to the vaccinator's centre: a dose takes from its centre's stock.
  const batch = async (batchNumber: string, expiresInDays: number) => {
    const row = await admin<Row>('POST', '/vaccine-batches', {
      batchNumber,
      manufactureDate: isoDaysFromToday(-30),
      expirationDate: isoDaysFromToday(expiresInDays),
      initialQuantity: 20,
      availableQuantity: 20,
      vaccineId: vaccine.id,
    });
    await stockCenter({ batchId: row.id, centerId: await demoCenterId(), vials: 20 }, admin);
    return row;
  };
  const later = await batch(laterBatch, 300);
  await batch(soonBatch, 20);
  const vaccinationCenterId = await demoCenterId();
  const person = (name: string) =>
    admin<Row>('POST', '/patients', {
      firstName: 'Elena',
      lastname: name,
      age: '40',
      email: 'elena@gmail.com',
      address: 'Calle Historia 12',
      mobilePhone: '51900000012',
      dateOfBirth: '1986-04-02',
      identityDocument: uniqueDigits(8),
      isChild: false,
      vaccinationCenterId,
    });
  const patient = await person(lastname);
  patientId = patient.id;
  newcomerId = (await person(newcomer)).id;
  await admin('POST', '/applied-doses', {
    doseNumber: 1,
    observations: '',
    patientId: patient.id,
    vaccineBatchId: later.id,
    vaccinationCenterId: center.id,
    applyingUserId: nurse.id,
  });
};

/** A patient's active dose numbers, as the API has them (the first patient's by default). */
const activeDoseNumbers = async ({ name = lastname, id = patientId } = {}) => {
  const admin = await apiAs('admin');
  const doses = await admin<Dose[]>('GET', `/applied-doses?q=${encodeURIComponent(name)}`);
  return doses
    .filter((dose) => dose.patientId === id && dose.isActive)
    .map((dose) => dose.doseNumber)
    .sort((a, b) => a - b);
};

/** The rest of step 2 as a person fills it: centre and professional (the signed-in one is preselected). */
const fillCenter = async (page: Page) => {
  await page.getByLabel('Centro de salud', { exact: true }).selectOption({ label: doseCenter });
  await expect(page.getByLabel('Profesional de salud', { exact: true })).toHaveValue('Carlos Peña');
};

test.describe.configure({ mode: 'serial' });

test.beforeAll(createHistory);
test.afterAll(async () => {
  const admin = await apiAs('admin');
  const doses = await admin<Dose[]>('GET', `/applied-doses?q=${encodeURIComponent(lastname)}`);
  for (const dose of doses.filter((row) => row.isActive)) await admin('PATCH', `/applied-doses/cancel/${dose.id}`);
});

test.describe("the dose form checks a dose against the patient's history", () => {
  const page = sharedPage({}, async (tab) => {
    await tab.clock.setFixedTime(frozenAt);
    await logIn(tab, 'health');
  });

  test('should preselect the lot that expires first, mark it, and list the previous doses', async () => {
    await openDoseStepFor(page(), lastname);
    await chooseVaccine(page(), vaccineName);
    const batches = page().getByRole('group', { name: `Lotes disponibles de ${vaccineName}` });
    await expect(batches.getByRole('radio')).toHaveCount(2);
    await expect(batches.getByRole('radio', { name: new RegExp(soonBatch) })).toBeChecked();
    await expect(batches.getByRole('radio', { name: new RegExp(`${soonBatch}.*Vence pronto`) })).toBeVisible();
    await expect(batches.getByRole('radio', { name: new RegExp(`${laterBatch}.*Vence pronto`) })).toHaveCount(0);
    await expect(page().getByRole('combobox', { name: 'Lote', exact: true })).toHaveValue(new RegExp(`^${soonBatch} `));

    const history = page().getByRole('table', { name: `Dosis previas de ${vaccineName}` });
    await expect(history.getByRole('row')).toHaveCount(2);
    await expect(history.getByRole('row').nth(1)).toContainText(laterBatch);
    await expect(history.getByRole('row').nth(1)).toContainText(doseCenter);
    await expect(page().getByLabel('Número de dosis')).toHaveValue('2');
    await expect(page().getByRole('link', { name: 'Ver carnet de vacunación' })).toHaveAttribute(
      'href',
      `/pacientes/${patientId}/carnet`,
    );
    // The card's forecast: a vaccine without schedule rules is due its interval after the last dose.
    await page().getByText(`Siguiente dosis: 2, prevista el ${dueDate} (Aún no).`).waitFor();
    await page().getByText(`La dosis 2 se aplica antes de su fecha prevista (${dueDate})`).waitFor();
    await settle(page());
    await screenshot(page(), 'dose-history-lots-and-history');
  });

  test('should ask to confirm a too-early second dose: Cancelar writes nothing, Confirmar records it', async () => {
    await fillCenter(page());
    const submit = page().getByRole('button', { name: 'Registrar dosis' });
    await submit.click();
    const dialog = page().getByRole('alertdialog', { name: 'Confirmar la dosis' });
    await expect(dialog).toContainText(`La dosis 2 se aplica antes de su fecha prevista (${dueDate})`);
    await expect(dialog.getByRole('button', { name: 'Cancelar' })).toBeFocused();
    await settle(page());
    await screenshot(page(), 'dose-history-confirmation');
    await expectNoSeriousViolations(page(), 'Formulario Dosis, confirmación de una dosis temprana');

    await page().keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(submit).toBeFocused();
    await expect(page().getByLabel('Número de dosis')).toHaveValue('2');
    expect(await activeDoseNumbers()).toEqual([1]);

    await submit.click();
    await dialog.getByRole('button', { name: 'Confirmar' }).click();
    await page().getByText('¡Registro exitoso!').waitFor();
    expect(await activeDoseNumbers()).toEqual([1, 2]);
  });

  test('should refuse a dose beyond the series with its Spanish message, sending nothing', async () => {
    await openDoseStepFor(page(), lastname);
    // The lot by its number this time: its vaccine comes with it.
    await page().getByLabel('Lote', { exact: true }).fill(laterBatch);
    await page()
      .getByRole('option', { name: new RegExp(`^${laterBatch} `) })
      .click();
    await page().getByText('Esquema completo (2 de 2 dosis).').waitFor();
    await fillCenter(page());
    const number = page().getByLabel('Número de dosis');
    await number.fill('3');
    let doseRequests = 0;
    page().on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/applied-doses')) doseRequests += 1;
    });
    await page().getByRole('button', { name: 'Registrar dosis' }).click();
    const message = 'La vacuna tiene un esquema de 2 dosis: no se puede registrar la dosis 3';
    await expect(number).toHaveAccessibleDescription(message);
    await expect(number).toBeFocused();
    await settle(page());
    await screenshot(page(), 'dose-history-beyond-series');
    await expectNoSeriousViolations(page(), 'Formulario Dosis, historial y dosis fuera del esquema');
    expect(doseRequests).toBe(0);
    expect(await activeDoseNumbers()).toEqual([1, 2]);
  });
});

test.describe("the server's refusal of a vaccine the patient never received", () => {
  const page = sharedPage({}, async (tab) => {
    await tab.clock.setFixedTime(frozenAt);
    await startInTheme(tab, 'SNHdark');
    await logIn(tab, 'health');
  });

  test('should warn of a number other than 1, then show the 409 on the number field, recording nothing', async () => {
    await openDoseStepFor(page(), newcomer);
    await chooseVaccine(page(), vaccineName);
    await page().getByText(`Sin dosis previas de ${vaccineName}. Siguiente dosis: 1.`).waitFor();
    await fillCenter(page());
    const number = page().getByLabel('Número de dosis');
    await expect(number).toHaveValue('1');
    await number.fill('3');
    await page().getByRole('button', { name: 'Registrar dosis' }).click();
    const dialog = page().getByRole('alertdialog', { name: 'Confirmar la dosis' });
    await expect(dialog).toContainText('La siguiente dosis de esta vacuna es la 1, no la 3');
    await settle(page());
    await expectTheme(page(), 'SNHdark');
    await expectNoSeriousViolations(page(), 'Formulario Dosis, confirmación (SNHdark)');
    await screenshot(page(), 'dose-history-confirmation-dark');

    // The health role cannot read a vaccine's series until the patient has a dose of it: the server refuses.
    await dialog.getByRole('button', { name: 'Confirmar' }).click();
    const message = 'La vacuna tiene un esquema de 2 dosis: no se puede registrar la dosis 3';
    await expect(number).toHaveAccessibleDescription(message);
    await page().getByText(`Algo salió mal al registrar la dosis: ${message}`).waitFor();
    await settle(page());
    await expectNoSeriousViolations(page(), 'Formulario Dosis, historial y rechazo del servidor (SNHdark)');
    await screenshot(page(), 'dose-history-server-refusal-dark');
    expect(await activeDoseNumbers({ name: newcomer, id: newcomerId })).toEqual([]);
  });
});
