import type { Page } from '@playwright/test';
import { addDays } from '../../src/domain/calendar-days';
import { formatDate } from '../../src/engine/cell-format';
import { intervalAntigen } from '../helpers/interval-antigen';
import { apiAs, demoDistrictId, vaccinatorAt } from './support/api';
import { expectNoSeriousViolations, startInTheme } from './support/axe';
import { expect, logIn, logInWith, screenshot, test } from './support/browser';
import { chooseVaccine, openDoseStepFor } from './support/dose-form';
import { uniqueDigits, uniqueLetters } from './support/sections';
import { stockCenter } from './support/stock';

type Row = { id: number };

const interval = 21;

/**
 * A two-dose vaccine forecast by its interval (an antigen and group of its own name: interval-antigen.ts), a lot of
 * it, a centre, a representative and a child of their own, through the API.
 */
const createScenario = async () => {
  const api = await apiAs('admin');
  const word = uniqueLetters();
  const [manufacturer] = await api<Row[]>('GET', '/manufacturers?limit=1');
  const vaccineName = `Vacuna seguimiento ${word}`;
  const code = `E2E${uniqueDigits(6)}`;
  const group = await api<Row>('POST', '/vaccine-groups', { groupName: vaccineName });
  await api('POST', '/antigens', {
    antigenName: vaccineName,
    vaccineGroupId: group.id,
    definition: JSON.stringify(
      intervalAntigen({ antigen: vaccineName, productKey: code, doses: 2, intervalDays: interval }),
    ),
  });
  const vaccine = await api<Row>('POST', '/vaccines', {
    vaccineName,
    requiredDoses: 2,
    doseIntervalDays: interval,
    storageTemperature: '2 a 8 °C',
    manufacturerId: manufacturer?.id,
    codeSystem: 'http://hl7.org/fhir/sid/cvx',
    code,
    antigens: vaccineName,
  });
  const batchNumber = `SG-${uniqueDigits(6)}`;
  const batch = await api<Row>('POST', '/vaccine-batches', {
    batchNumber,
    vaccineId: vaccine.id,
    manufactureDate: addDays(today(), -60),
    expirationDate: addDays(today(), 365),
    initialQuantity: 20,
    availableQuantity: 20,
  });
  const centerName = `Centro Seguimiento ${word}`;
  const center = await api<Row>('POST', '/vaccination-centers', {
    centerName: centerName,
    address: 'Avenida Central 456',
    phone: '05112345678',
    mobilePhone: '51987654321',
    email: 'seguimiento@gmail.com',
    orgUnitId: await demoDistrictId(),
  });
  await stockCenter({ batchId: batch.id, centerId: center.id, vials: 20 }, api);
  const adult = {
    age: '35',
    email: 'rosa.quispe@gmail.com',
    address: 'Calle Las Flores 220',
    dateOfBirth: '1990-04-12',
    isChild: false,
    representativeId: null,
    vaccinationCenterId: center.id,
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
  const vaccinator = await vaccinatorAt(center.id);
  return { vaccineName, batchNumber, centerName, childName: `Valentina ${childLastname}`, childPhone, vaccinator };
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
  await page.getByLabel('Centro de salud', { exact: true }).selectOption({ label: scenario.centerName });
  await expect(page.getByLabel('Profesional de salud', { exact: true })).toHaveValue('Vacunador De Escenario');
  await expect(page.getByLabel('Número de dosis')).toHaveValue('1');
  await page.getByRole('button', { name: 'Registrar dosis' }).click();
  await page.getByText('¡Registro exitoso!').waitFor();
};

/**
 * Moves the browser's clock to noon of `day` (today: to now, since noon may be hours ahead, past the
 * session's expiry, when the suite runs after midnight) and shows the home page's lists for the centre:
 * the page is already open (a jump of weeks would expire the session on the next navigation,
 * as the client reads the token's expiry with the same clock), so leaving the centre and choosing
 * it again renders the lists for the new day.
 */
const showCenterOn = async (page: Page, centerName: string, day: string) => {
  await page.clock.setFixedTime(day === today() ? new Date() : new Date(`${day}T12:00:00Z`));
  const select = page.getByLabel('Centro de Salud');
  await select.selectOption({ index: 0 });
  await select.selectOption({ label: centerName });
};

/** A list's rows of a patient, and of one vaccine when named (the demo's schedule lists the patient's other vaccines too). */
const rowOf = (page: Page, kind: 'upcoming' | 'overdue' | 'zero-dose', name: string, vaccineName?: string) => {
  const rows = page.getByTestId(`due-doses-${kind}`).getByRole('row').filter({ hasText: name });
  return vaccineName === undefined ? rows : rows.filter({ hasText: vaccineName });
};

test.describe('the due lists of the home page, as health staff', () => {
  test.use({ timezoneId: 'UTC', colorScheme: 'light' });

  test("should show a child's second dose as 'Próxima' on its due date and 'Atrasada' a week later", async ({
    page,
  }) => {
    const scenario = await createScenario();
    await logInWith(page, scenario.vaccinator);
    await registerFirstDose(page, scenario);
    const dueDate = addDays(today(), interval);

    await page.goto('/inicio');
    await page.getByRole('heading', { name: 'Próximas dosis' }).waitFor();

    await showCenterOn(page, scenario.centerName, dueDate);
    const upcoming = rowOf(page, 'upcoming', scenario.childName, scenario.vaccineName);
    await expect(upcoming).toHaveCount(1);
    await expect(upcoming.getByRole('cell')).toHaveText([
      scenario.childName,
      scenario.vaccineName,
      '2',
      formatDate(dueDate),
      scenario.childPhone,
    ]);
    await expect(upcoming.getByRole('link')).toHaveAttribute('href', `tel:${scenario.childPhone}`);
    await expect(rowOf(page, 'overdue', scenario.childName, scenario.vaccineName)).toHaveCount(0);
    await screenshot(page, 'due-doses-upcoming');
    await expectNoSeriousViolations(page, 'Inicio, dosis próximas (SNH)');

    await showCenterOn(page, scenario.centerName, addDays(dueDate, 7));
    const overdue = rowOf(page, 'overdue', scenario.childName, scenario.vaccineName);
    await expect(overdue).toHaveCount(1);
    await expect(overdue.getByRole('cell').nth(3)).toHaveText(formatDate(dueDate));
    await expect(rowOf(page, 'upcoming', scenario.childName, scenario.vaccineName)).toHaveCount(0);

    await page.getByRole('button', { name: 'Modo Oscuro' }).click();
    await page.getByRole('button', { name: 'Modo Claro' }).waitFor();
    await screenshot(page, 'due-doses-overdue-dark');
    await expectNoSeriousViolations(page, 'Inicio, dosis atrasadas (SNHdark)');
  });
});

/**
 * The test's own two-dose vaccine by the schedule: dose 1 at 2 months (late at 3, no later than
 * 4), dose 2 at 5 months (late at 6, no later than 8), 4 weeks apart. Its maximum ages keep it
 * off the lists of the server's older patients.
 */
const zeroDoseRules = [
  {
    doseNumber: 1,
    minimumAgeDays: 42,
    recommendedAgeDays: 60,
    overdueAgeDays: 90,
    maximumAgeDays: 120,
    minimumIntervalDays: 0,
  },
  {
    doseNumber: 2,
    minimumAgeDays: 70,
    recommendedAgeDays: 150,
    overdueAgeDays: 180,
    maximumAgeDays: 240,
    minimumIntervalDays: 28,
  },
] as const;

/** The child's age on the day the scenario starts: their first dose of any vaccine with rules is overdue. */
const zeroDoseAge = 100;

/** The rules the file adds to the server's schedule, which every patient's forecast reads: removed after its tests. */
const scheduleRuleIds: number[] = [];

test.afterAll(async () => {
  const admin = await apiAs('admin');
  for (const id of scheduleRuleIds.splice(0)) await admin('DELETE', `/schedule-rules/${id}`);
});

/** A vaccine group's forecast as `GET /patients/{id}/forecast` gives it (CDSi). */
type ForecastItem = {
  vaccineGroup: { id: number; name: string };
  forecastDoseNumber: number | null;
  recommendedDate: string | null;
  pastDueDate: string | null;
  status: string;
};

/**
 * A vaccine of its own with the rules above and a lot, a centre, and `children` children born
 * {@link zeroDoseAge} days ago without any dose, followed up at that centre, through the API.
 */
const createZeroDoseScenario = async ({ children = 1 }: { children?: number } = {}) => {
  const admin = await apiAs('admin');
  const word = uniqueLetters();
  const [manufacturer] = await admin<Row[]>('GET', '/manufacturers?limit=1');
  const vaccineName = `Vacuna programa ${word}`;
  const vaccine = await admin<Row>('POST', '/vaccines', {
    vaccineName,
    requiredDoses: 2,
    doseIntervalDays: 28,
    storageTemperature: '2 a 8 °C',
    manufacturerId: manufacturer?.id,
  });
  for (const rule of zeroDoseRules) {
    scheduleRuleIds.push((await admin<Row>('POST', '/schedule-rules', { vaccineId: vaccine.id, ...rule })).id);
  }
  const batchNumber = `ZD-${uniqueDigits(6)}`;
  const batch = await admin<Row>('POST', '/vaccine-batches', {
    batchNumber,
    vaccineId: vaccine.id,
    manufactureDate: addDays(today(), -60),
    expirationDate: addDays(today(), 365),
    initialQuantity: 20,
    availableQuantity: 20,
  });
  const centerName = `Centro Cero Dosis ${word}`;
  const center = await admin<Row>('POST', '/vaccination-centers', {
    centerName: centerName,
    address: 'Jirón Ayacucho 310',
    phone: '05112345678',
    mobilePhone: '51987654321',
    email: 'cerodosis@gmail.com',
    orgUnitId: await demoDistrictId(),
  });
  await stockCenter({ batchId: batch.id, centerId: center.id, vials: 20 }, admin);
  const representative = await admin<Row>('POST', '/patients', {
    firstName: 'Carmen',
    lastname: `Huamán ${word}`,
    age: '29',
    email: 'carmen.huaman@gmail.com',
    address: 'Jirón Ayacucho 310',
    mobilePhone: `519${uniqueDigits(8)}`,
    dateOfBirth: '1997-08-21',
    identityDocument: uniqueDigits(8),
    isChild: false,
    representativeId: null,
  });
  const kids = [];
  for (let index = 0; index < children; index += 1) {
    const lastname = `Huamán ${word}${'bcdfghjklm'[index] ?? ''}`;
    const phone = `519${uniqueDigits(8)}`;
    const child = await admin<Row>('POST', '/patients', {
      firstName: 'Luciana',
      lastname,
      age: '0',
      email: 'carmen.huaman@gmail.com',
      address: 'Jirón Ayacucho 310',
      dateOfBirth: addDays(today(), -zeroDoseAge - index),
      mobilePhone: phone,
      identityDocument: '',
      isChild: true,
      representativeId: representative.id,
      vaccinationCenterId: center.id,
    });
    kids.push({ id: child.id, name: `Luciana ${lastname}`, phone });
  }
  return {
    vaccineId: vaccine.id,
    vaccineName,
    batchNumber,
    centerName,
    children: kids,
    vaccinator: await vaccinatorAt(center.id),
  };
};

/**
 * What the zero-dose list shows of a child on `day`: the vaccine group whose first dose is overdue the longest (then
 * the lowest id), as the cell names it (the group, and in brackets the vaccine to give when named otherwise), and that
 * dose's recommended date, from their CDSi forecast, so the demo's own schedule may change without this test knowing.
 */
const firstOverdueOf = async (patientId: number, day: string) => {
  const admin = await apiAs('admin');
  const { items } = await admin<{ items: ForecastItem[] }>('GET', `/patients/${patientId}/forecast?today=${day}`);
  const overdue = items
    .filter((item) => item.forecastDoseNumber === 1 && item.status === 'overdue')
    .sort((a, b) => (a.pastDueDate ?? '').localeCompare(b.pastDueDate ?? '') || a.vaccineGroup.id - b.vaccineGroup.id);
  const [first] = overdue;
  if (!first?.recommendedDate) throw new Error('The child has no overdue first dose');
  const group = first.vaccineGroup.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return { vaccineName: new RegExp(`^${group}( \\(.+\\))?$`), recommendedDate: first.recommendedDate };
};

test.describe('the zero-dose list of the home page, as health staff', () => {
  test.use({ timezoneId: 'UTC', colorScheme: 'light' });

  test("should list a child without any dose at their centre until their first dose, then their dose 2 in 'Próximas dosis' on its date", async ({
    page,
  }) => {
    const scenario = await createZeroDoseScenario();
    const [child] = scenario.children;
    if (!child) throw new Error('The scenario has a child');
    const first = await firstOverdueOf(child.id, today());
    await logInWith(page, scenario.vaccinator);
    await page.getByRole('heading', { name: 'Sin ninguna dosis' }).waitFor();

    await showCenterOn(page, scenario.centerName, today());
    const zeroDose = rowOf(page, 'zero-dose', child.name);
    await expect(zeroDose.getByRole('cell')).toHaveText([
      child.name,
      first.vaccineName,
      formatDate(first.recommendedDate),
      child.phone,
    ]);
    await expect(zeroDose.getByRole('link')).toHaveAttribute('href', `tel:${child.phone}`);
    await expect(rowOf(page, 'overdue', child.name, scenario.vaccineName)).toHaveCount(1);
    await screenshot(page, 'due-doses-zero-dose');
    await expectNoSeriousViolations(page, 'Inicio, sin ninguna dosis (SNH)');

    // The first dose, through the dose form; the server dates it today.
    await openDoseStepFor(page, child.name);
    await chooseVaccine(page, scenario.vaccineName);
    await expect(page.getByRole('combobox', { name: 'Lote', exact: true })).toHaveValue(
      new RegExp(`^${scenario.batchNumber} `),
    );
    await page.getByLabel('Centro de salud', { exact: true }).selectOption({ label: scenario.centerName });
    await expect(page.getByLabel('Número de dosis')).toHaveValue('1');
    await page.getByRole('button', { name: 'Registrar dosis' }).click();
    await page.getByText('¡Registro exitoso!').waitFor();

    // Dose 2: 4 weeks after dose 1 at the least, recommended at 150 days of age, late at 180.
    const birth = addDays(today(), -zeroDoseAge);
    const recommended = addDays(birth, 150);
    await page.goto('/inicio');
    await showCenterOn(page, scenario.centerName, today());
    await expect(
      page.getByTestId('due-doses-zero-dose').getByText('No hay niños sin ninguna dosis en este centro.'),
    ).toBeVisible();
    await expect(rowOf(page, 'overdue', child.name, scenario.vaccineName)).toHaveCount(0);
    await expect(rowOf(page, 'upcoming', child.name, scenario.vaccineName)).toHaveCount(0);

    await showCenterOn(page, scenario.centerName, addDays(recommended, -8));
    await expect(rowOf(page, 'upcoming', child.name, scenario.vaccineName)).toHaveCount(0);

    await showCenterOn(page, scenario.centerName, addDays(recommended, -7));
    const upcoming = rowOf(page, 'upcoming', child.name, scenario.vaccineName);
    await expect(upcoming.getByRole('cell')).toHaveText([
      child.name,
      scenario.vaccineName,
      '2',
      formatDate(recommended),
      child.phone,
    ]);
    await expect(rowOf(page, 'zero-dose', child.name)).toHaveCount(0);

    await showCenterOn(page, scenario.centerName, addDays(birth, 180));
    await expect(rowOf(page, 'overdue', child.name, scenario.vaccineName)).toHaveCount(1);
    await expect(rowOf(page, 'upcoming', child.name, scenario.vaccineName)).toHaveCount(0);
  });
});

test.describe('the zero-dose list of the home page, as the admin in the dark theme', () => {
  test.use({ timezoneId: 'UTC', colorScheme: 'dark' });

  test('should page through the children of a centre', async ({ page }) => {
    const scenario = await createZeroDoseScenario({ children: 11 });
    await startInTheme(page, 'SNHdark');
    await logIn(page, 'admin');
    await showCenterOn(page, scenario.centerName, today());

    const list = page.getByTestId('due-doses-zero-dose');
    await expect(list.getByText('11 pacientes')).toBeVisible();
    await expect(list.getByText('Página 1 de 2')).toBeVisible();
    // The oldest child first: the last one created is a day older than the one before.
    const names = scenario.children.map((child) => child.name).reverse();
    await expect(list.getByRole('row').nth(1).getByRole('cell').first()).toHaveText(names[0] ?? '');
    await expect(list.getByRole('row')).toHaveCount(11);
    await screenshot(page, 'due-doses-zero-dose-dark');
    await expectNoSeriousViolations(page, 'Inicio, sin ninguna dosis (SNHdark)');

    await list.getByRole('button', { name: 'Página siguiente' }).click();
    await expect(list.getByText('Página 2 de 2')).toBeVisible();
    await expect(list.getByRole('row')).toHaveCount(2);
    await expect(list.getByRole('row').nth(1).getByRole('cell').first()).toHaveText(names[10] ?? '');
  });
});
