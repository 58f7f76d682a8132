import type { Page } from '@playwright/test';
import { apiAs, demoCenterId } from './support/api';
import { expectCleanInBothThemes } from './support/axe';
import { expect, logIn, screenshot, sharedPage, test } from './support/browser';
import { chooseVaccine, doseCenter, registerDose } from './support/dose-form';
import { openDialog } from './support/screens';
import { isoDaysFromToday, uniqueDigits, uniqueLetters } from './support/sections';
import { stockCenter } from './support/stock';

/**
 * Issue 40, as a vaccinator of 'Centro de Salud Norte' meets a patient of another centre: their
 * list and search do not show them; the dose form finds them by their document, as another
 * centre's, and opens them with a reason (recorded); a dose given here makes them theirs for good.
 */

type Row = { id: number };
type Dose = Row & { patientId: number; isActive: boolean; vaccinationCenter?: { centerName: string } };

const otherCenter = 'Centro Materno Infantil Sur';
const suffix = uniqueLetters();
const lastname = `Ajeno ${suffix}`;
const document = uniqueDigits(8);
const vaccineName = `Ámbito ${suffix}`;
const batchNumber = `AMB-${suffix.toUpperCase()}-1`;
const ids = { patient: 0 };

/** A patient whose catchment centre is another demo centre, and a vaccine of its own with a lot to give them. */
const createScenario = async () => {
  const admin = await apiAs('admin');
  const centers = await admin<(Row & { centerName: string })[]>('GET', '/vaccination-centers');
  const [manufacturer] = await admin<Row[]>('GET', '/manufacturers');
  const south = centers.find((center) => center.centerName === otherCenter);
  if (!south || !manufacturer) throw new Error(`The demo data has ${otherCenter} and a manufacturer`);
  ids.patient = (
    await admin<Row>('POST', '/patients', {
      firstName: 'Rosa',
      lastname,
      age: '35',
      email: 'rosa@gmail.com',
      address: 'Avenida del Sur 40',
      mobilePhone: '51900000040',
      dateOfBirth: '1990-05-14',
      identityDocument: document,
      isChild: false,
      vaccinationCenterId: south.id,
    })
  ).id;
  const vaccine = await admin<Row>('POST', '/vaccines', {
    vaccineName,
    requiredDoses: 1,
    doseIntervalDays: 28,
    storageTemperature: '2 a 8 °C',
    manufacturerId: manufacturer.id,
  });
  const batch = await admin<Row>('POST', '/vaccine-batches', {
    batchNumber,
    manufactureDate: isoDaysFromToday(-30),
    expirationDate: isoDaysFromToday(300),
    initialQuantity: 10,
    availableQuantity: 10,
    vaccineId: vaccine.id,
  });
  // The vaccinator's centre holds the lot: a dose takes from its centre's stock.
  await stockCenter({ batchId: batch.id, centerId: await demoCenterId(), vials: 10 }, admin);
};

/** The patients' search (`GET /patients?q=`) as the vaccinator's account asks it: the lastnames it answers. */
const vaccinatorSearch = async () => {
  const health = await apiAs('health');
  const rows = await health<(Row & { lastname: string })[]>('GET', `/patients?q=${document}`);
  return rows.map((row) => row.lastname);
};

/** The centres of the patient's active doses, as the admin reads them. */
const dosesAt = async () => {
  const admin = await apiAs('admin');
  const doses = await admin<Dose[]>('GET', `/applied-doses?q=${encodeURIComponent(lastname)}`);
  return doses
    .filter((dose) => dose.patientId === ids.patient && dose.isActive)
    .map((dose) => dose.vaccinationCenter?.centerName);
};

const patientBox = (page: Page) => page.getByRole('combobox', { name: 'Paciente', exact: true });
const accessDialog = (page: Page) => page.getByRole('dialog', { name: 'Acceso fuera de su ámbito' });

test.describe.configure({ mode: 'serial' });

test.beforeAll(createScenario);
test.afterAll(async () => {
  const admin = await apiAs('admin');
  const doses = await admin<Dose[]>('GET', `/applied-doses?q=${encodeURIComponent(lastname)}`);
  for (const dose of doses.filter((row) => row.patientId === ids.patient && row.isActive)) {
    await admin('PATCH', `/applied-doses/cancel/${dose.id}`);
  }
});

test.describe('a patient of another centre', () => {
  const page = sharedPage({}, (tab) => logIn(tab, 'health'));

  test("should not be found by the vaccinator's search of the patients", async () => {
    expect(await vaccinatorSearch()).toEqual([]);
  });

  test("should be offered by their document in the dose form as another centre's, with a labelled dialog", async () => {
    await page().goto('/formulario-dosis');
    await page().getByRole('button', { name: 'El paciente ya está registrado' }).click();
    await patientBox(page()).fill(document);
    const option = page().getByRole('option', { name: /Pertenece a otro centro/ });
    // None of the vaccinator's own patients has the document: the one option is the other centre's.
    await expect(page().getByRole('listbox', { name: 'Paciente' }).getByRole('option')).toHaveCount(1);
    await expect(option).toHaveText(`Rosa ${lastname} (14/05/1990) · Pertenece a otro centro: ${otherCenter}`);
    await option.click();

    const dialog = accessDialog(page());
    // The dialog's own element holds only fixed-position parts: its title is what shows it open.
    await expect(dialog.getByText('Acceso fuera de su ámbito')).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Motivo' })).toBeFocused();
    await expect(dialog).toContainText('El acceso queda registrado');
    await screenshot(page(), 'acceso-fuera-de-su-ambito');
    await expectCleanInBothThemes(page(), 'Formulario Dosis, acceso fuera de su ámbito', openDialog);

    // Escape closes it, choosing nobody; the focus goes back to the search.
    await page().keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(patientBox(page())).toBeFocused();
    await expect(patientBox(page())).toHaveValue('');
  });

  test('should ask for a reason of 10 characters, then open them and register a dose', async () => {
    await patientBox(page()).fill(document);
    await page()
      .getByRole('option', { name: /Pertenece a otro centro/ })
      .click();
    const dialog = accessDialog(page());
    const reason = dialog.getByRole('textbox', { name: 'Motivo' });

    await reason.fill('mudanza');
    await dialog.getByRole('button', { name: 'Acceder' }).click();
    await expect(dialog.getByText('El motivo debe tener al menos 10 caracteres')).toBeVisible();
    await expect(reason).toHaveAttribute('aria-invalid', 'true');
    await screenshot(page(), 'acceso-fuera-de-su-ambito-motivo-corto');

    await reason.fill('Se mudó a nuestro distrito');
    await dialog.getByRole('button', { name: 'Acceder' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(patientBox(page())).toHaveValue(`Rosa ${lastname}`);
    await expect(page().getByRole('region', { name: 'Historial del paciente' })).toBeVisible();

    await chooseVaccine(page(), vaccineName);
    await registerDose(page(), batchNumber);
  });

  test('should then be theirs: found by the search of the patients and, after a reload, of the dose form', async () => {
    expect(await vaccinatorSearch()).toEqual([lastname]);
    // For good, not for the grant's day: the dose was given at the vaccinator's centre.
    expect(await dosesAt()).toEqual([doseCenter]);

    await page().reload();
    await page().getByRole('button', { name: 'El paciente ya está registrado' }).click();
    await patientBox(page()).fill(document);
    await expect(page().getByRole('option', { name: `Rosa ${lastname} ${document}`, exact: true })).toBeVisible();
    await expect(page().getByRole('option', { name: /Pertenece a otro centro/ })).toHaveCount(0);
  });

  test('should say that the other centres need a network when a document finds nobody offline', async () => {
    const unknown = uniqueDigits(9);
    await page().context().setOffline(true);
    try {
      await patientBox(page()).fill(unknown);
      await expect(page().getByText('Se necesita conexión para buscar pacientes de otros centros')).toBeVisible();
      await screenshot(page(), 'acceso-fuera-de-su-ambito-sin-conexion');
    } finally {
      await page().context().setOffline(false);
    }
  });
});
