import type { Page } from '@playwright/test';
import { addDays } from '../../src/domain/calendar-days';
import { formatDate } from '../../src/engine/cell-format';
import { apiAs } from './support/api';
import { expectNoSeriousViolations } from './support/axe';
import { expect, logIn, screenshot, test } from './support/browser';
import { chooseVaccine, doseCentre, openDoseStepFor } from './support/dose-form';
import { uniqueDigits, uniqueLetters } from './support/sections';

type Row = { id: number };

const interval = 21;

/** A two-dose vaccine, a lot of it, a centre, a representative and a child of their own, through the API. */
const createScenario = async () => {
  const api = await apiAs('admin');
  const word = uniqueLetters();
  const [manufacturer] = await api<Row[]>('GET', '/manufacturers?limit=1');
  const vaccineName = `Vacuna seguimiento ${word}`;
  const vaccine = await api<Row>('POST', '/vaccines', {
    vaccineName,
    requiredDoses: 2,
    doseIntervalDays: interval,
    storageTemperature: '2 a 8 °C',
    manufacturerId: manufacturer?.id,
  });
  const batchNumber = `SG-${uniqueDigits(6)}`;
  await api('POST', '/vaccine-batches', {
    batchNumber,
    vaccineId: vaccine.id,
    manufactureDate: addDays(today(), -60),
    expirationDate: addDays(today(), 365),
    initialQuantity: 20,
    availableQuantity: 20,
  });
  const centreName = `Centro Seguimiento ${word}`;
  await api('POST', '/vaccination-centers', {
    centerName: centreName,
    address: 'Avenida Central 456',
    phone: '05112345678',
    mobilePhone: '51987654321',
    email: 'seguimiento@gmail.com',
  });
  const adult = {
    age: '35',
    email: 'rosa.quispe@gmail.com',
    address: 'Calle Las Flores 220',
    dateOfBirth: '1990-04-12',
    isChild: false,
    representativeId: null,
  };
  const representative = await api<Row>('POST', '/patients', {
    ...adult,
    firstName: 'Rosa',
    lastname: `Quispe ${word}`,
    mobilePhone: `519${uniqueDigits(8)}`,
    identityDocument: uniqueDigits(8),
  });
  const childLastname = `Quispe ${word}`;
  const childPhone = `519${uniqueDigits(8)}`;
  await api('POST', '/patients', {
    ...adult,
    firstName: 'Valentina',
    lastname: childLastname,
    age: '2',
    dateOfBirth: addDays(today(), -700),
    mobilePhone: childPhone,
    identityDocument: '',
    isChild: true,
    representativeId: representative.id,
  });
  return { vaccineName, batchNumber, centreName, childName: `Valentina ${childLastname}`, childPhone };
};

type Scenario = Awaited<ReturnType<typeof createScenario>>;

/** The server dates a dose with its own (UTC) day; the browser runs in UTC too. */
const today = () => new Date().toISOString().slice(0, 10);

/** Step 2 of the dose form for the child, registered before: their vaccine, its one lot preselected, their centre. */
const registerFirstDose = async (page: Page, scenario: Scenario) => {
  await openDoseStepFor(page, scenario.childName);
  await chooseVaccine(page, scenario.vaccineName);
  await expect(page.getByRole('combobox', { name: 'Lote', exact: true })).toHaveValue(
    new RegExp(`^${scenario.batchNumber} `),
  );
  await page.getByLabel('Centro de salud', { exact: true }).selectOption({ label: scenario.centreName });
  await expect(page.getByLabel('Profesional de salud', { exact: true })).toHaveValue('Carlos Peña');
  await expect(page.getByLabel('Número de dosis')).toHaveValue('1');
  await page.getByRole('button', { name: 'Registrar dosis' }).click();
  await page.getByText('¡Registro exitoso!').waitFor();
};

/**
 * Moves the browser's clock to noon of `day` and shows the home page's lists for the centre:
 * the page is already open (a jump of weeks would expire the session on the next navigation,
 * as the client reads the token's expiry with the same clock), so choosing the centre again
 * renders the lists for the new day.
 */
const showCentreOn = async (page: Page, centreName: string, day: string) => {
  await page.clock.setFixedTime(new Date(`${day}T12:00:00Z`));
  const select = page.getByLabel('Centro de Salud');
  await select.selectOption({ label: doseCentre });
  await select.selectOption({ label: centreName });
};

const rowOf = (page: Page, kind: 'upcoming' | 'overdue', name: string) =>
  page.getByTestId(`due-doses-${kind}`).getByRole('row').filter({ hasText: name });

test.describe('the due lists of the home page, as health staff', () => {
  test.use({ timezoneId: 'UTC', colorScheme: 'light' });

  test("should show a child's second dose as 'Próxima' on its due date and 'Atrasada' a week later", async ({
    page,
  }) => {
    const scenario = await createScenario();
    await logIn(page, 'health');
    await registerFirstDose(page, scenario);
    const dueDate = addDays(today(), interval);

    await page.goto('/inicio');
    await page.getByRole('heading', { name: 'Próximas dosis' }).waitFor();
    await page
      .getByText('Seleccione un centro de salud para ver sus pacientes con dosis pendientes.')
      .first()
      .waitFor();

    await showCentreOn(page, scenario.centreName, dueDate);
    const upcoming = rowOf(page, 'upcoming', scenario.childName);
    await expect(upcoming).toHaveCount(1);
    await expect(upcoming.getByRole('cell')).toHaveText([
      scenario.childName,
      scenario.vaccineName,
      '2',
      formatDate(dueDate),
      scenario.childPhone,
    ]);
    await expect(upcoming.getByRole('link')).toHaveAttribute('href', `tel:${scenario.childPhone}`);
    await page.getByText('No hay dosis atrasadas en este centro.').waitFor();
    await screenshot(page, 'due-doses-upcoming');
    await expectNoSeriousViolations(page, 'Inicio, dosis próximas (SNH)');

    await showCentreOn(page, scenario.centreName, addDays(dueDate, 7));
    const overdue = rowOf(page, 'overdue', scenario.childName);
    await expect(overdue).toHaveCount(1);
    await expect(overdue.getByRole('cell').nth(3)).toHaveText(formatDate(dueDate));
    await page.getByText('No hay dosis próximas en este centro.').waitFor();
    await expect(rowOf(page, 'upcoming', scenario.childName)).toHaveCount(0);

    await page.getByRole('button', { name: 'Modo Oscuro' }).click();
    await page.getByRole('button', { name: 'Modo Claro' }).waitFor();
    await screenshot(page, 'due-doses-overdue-dark');
    await expectNoSeriousViolations(page, 'Inicio, dosis atrasadas (SNHdark)');
  });
});
