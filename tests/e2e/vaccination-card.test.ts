import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { apiAs } from './support/api';
import { expectCleanInBothThemes, expectNoSeriousViolations, startInTheme } from './support/axe';
import { expect, logIn, screenshot, sharedPage, test } from './support/browser';
import { isoDaysFromToday, typedDaysFromToday, uniqueDigits, uniqueLetters } from './support/sections';
import { stockCenter } from './support/stock';

type Row = { id: number };
type Named = Row & { [key: string]: unknown };

const pdfDir = path.resolve(import.meta.dirname, '../../test-results/e2e');
const day = 86_400_000;

/**
 * The vaccines of the scenario, without schedule rules (each next dose recommended its interval
 * after the last): six, with the status the card shows on the day of their doses.
 */
const series = [
  { name: 'Antiamarílica', requiredDoses: 1, doseIntervalDays: 1, doses: 1, status: 'Completo' },
  { name: 'Hepatitis B', requiredDoses: 3, doseIntervalDays: 60, doses: 1, status: 'Aún no' },
  { name: 'Rotavirus', requiredDoses: 2, doseIntervalDays: 7, doses: 1, status: 'Aún no' },
  { name: 'Neumococo', requiredDoses: 3, doseIntervalDays: 30, doses: 2, status: 'Aún no' },
  { name: 'Influenza', requiredDoses: 1, doseIntervalDays: 1, doses: 1, status: 'Completo' },
  { name: 'Polio', requiredDoses: 4, doseIntervalDays: 60, doses: 3, status: 'Aún no' },
] as const;

/**
 * A birth dose of the scenario's own, by the schedule: given in the first week, no later than
 * 30 days of age. The child, born in 2024, is past it; its maximum age keeps it off every
 * older patient's lists (the server's children are older than a month).
 */
const birthDoseRule = {
  doseNumber: 1,
  minimumAgeDays: 0,
  recommendedAgeDays: 0,
  overdueAgeDays: 7,
  maximumAgeDays: 30,
  minimumIntervalDays: 0,
} as const;

/**
 * A child with a representative and doses of four vaccines of their own, registered through the
 * API today by the health user at the demo's Centro de Salud Norte.
 */
const createChildWithDoses = async () => {
  const admin = await apiAs('admin');
  const health = await apiAs('health');
  const letters = uniqueLetters();
  const [manufacturer] = await admin<Named[]>('GET', '/manufacturers');
  const centers = await admin<Named[]>('GET', '/vaccination-centers');
  const center = centers.find((row) => row.centerName === 'Centro de Salud Norte');
  const users = await admin<Named[]>('GET', '/users');
  const professional = users.find((row) => row.name === 'Carlos');
  if (!manufacturer || !center || !professional) throw new Error('The demo data is missing');
  const representative = await health<Row>('POST', '/patients', {
    firstName: 'Rosa',
    lastname: `Quispe ${letters}`,
    age: '34',
    email: 'rosa.quispe@gmail.com',
    address: 'Jirón Puno 245',
    mobilePhone: '51944455566',
    dateOfBirth: '1992-03-14',
    identityDocument: uniqueDigits(8),
    isChild: false,
    representativeId: null,
  });
  const child = await health<Row & { identityDocument: string }>('POST', '/patients', {
    firstName: 'Valentina',
    lastname: `Quispe ${letters}`,
    age: '2',
    email: 'rosa.quispe@gmail.com',
    address: 'Jirón Puno 245',
    mobilePhone: '51944455566',
    dateOfBirth: '2024-01-20',
    identityDocument: '',
    isChild: true,
    representativeId: representative.id,
  });
  const birthDose = await admin<Row>('POST', '/vaccines', {
    vaccineName: `Hepatitis neonatal ${letters}`,
    requiredDoses: 1,
    doseIntervalDays: 30,
    storageTemperature: '2 a 8 °C',
    manufacturerId: manufacturer.id,
  });
  const rule = await admin<Row>('POST', '/schedule-rules', { vaccineId: birthDose.id, ...birthDoseRule });
  const batches: string[] = [];
  for (const vaccine of series) {
    const created = await admin<Row>('POST', '/vaccines', {
      vaccineName: `${vaccine.name} ${letters}`,
      requiredDoses: vaccine.requiredDoses,
      doseIntervalDays: vaccine.doseIntervalDays,
      storageTemperature: '2 a 8 °C',
      manufacturerId: manufacturer.id,
    });
    const batchNumber = `CV-${letters}-${batches.length + 1}`.toUpperCase();
    const batch = await admin<Row>('POST', '/vaccine-batches', {
      batchNumber,
      manufactureDate: isoDaysFromToday(-30),
      expirationDate: isoDaysFromToday(300),
      initialQuantity: 10,
      availableQuantity: 10,
      vaccineId: created.id,
    });
    await stockCenter({ batchId: batch.id, centerId: center.id, vials: 10 }, admin);
    batches.push(batchNumber);
    for (let doseNumber = 1; doseNumber <= vaccine.doses; doseNumber += 1) {
      await health('POST', '/applied-doses', {
        doseNumber,
        observations: 'Sin reacciones',
        patientId: child.id,
        vaccineBatchId: batch.id,
        vaccinationCenterId: center.id,
        applyingUserId: professional.id,
      });
    }
  }
  return {
    id: child.id,
    document: child.identityDocument,
    letters,
    batches,
    centerId: Number(center.id),
    ruleId: rule.id,
  };
};

type Child = Awaited<ReturnType<typeof createChildWithDoses>>;

/** The card's block of one vaccine. */
const vaccineBlock = (page: Page, name: string) => page.getByRole('region', { name });

/** A PDF's page count: its page objects (`/Type /Page`, not the `/Pages` tree). */
const pageCountOf = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type\s*\/Page(?![s\w])/g)?.length ?? 0;

let child: Child;

test.beforeAll(async () => {
  child = await createChildWithDoses();
});

// Every card lists every vaccine with rules: the birth dose's rule goes with the file.
test.afterAll(async () => {
  await (await apiAs('admin'))('DELETE', `/schedule-rules/${child.ruleId}`);
});

test.describe('the vaccination card, for the admin', () => {
  const page = sharedPage({}, (tab) => logIn(tab, 'admin'));

  test("should open a child's card from the patients table with the keyboard", async () => {
    await page().goto('/pacientes');
    await page().getByLabel('Buscar').fill(`Valentina Quispe ${child.letters}`);
    const link = page().getByRole('link', { name: `Ver carnet paciente Valentina Quispe ${child.letters}` });
    await link.focus();
    await page().keyboard.press('Enter');

    await page().waitForURL(`**/pacientes/${child.id}/carnet`);
    await expect(page().getByRole('heading', { level: 1, name: 'Carnet de vacunación' })).toBeFocused();
    await expect(page()).toHaveTitle(`Carnet de vacunación · Valentina Quispe ${child.letters} · SNH Vacunas`);
    const patient = page().getByRole('region', { name: 'Datos del paciente' });
    await expect(patient.getByText(child.document)).toBeVisible();
    await expect(patient.getByText('20/01/2024')).toBeVisible();
    await expect(patient.getByText(`Rosa Quispe ${child.letters}`)).toBeVisible();
    for (const vaccine of series) {
      const block = vaccineBlock(page(), `${vaccine.name} ${child.letters}`);
      await expect(block.getByText(vaccine.status, { exact: true })).toBeVisible();
      await expect(block.getByRole('row')).toHaveCount(1 + vaccine.doses);
    }
    const rotavirus = vaccineBlock(page(), `Rotavirus ${child.letters}`);
    await expect(rotavirus.getByRole('row').nth(1)).toContainText(child.batches[2] ?? '');
    await expect(rotavirus.getByRole('row').nth(1)).toContainText('Centro de Salud Norte');
    await expect(rotavirus.getByRole('row').nth(1)).toContainText('Carlos Peña');
    await expect(rotavirus.getByText('Dosis 2', { exact: true })).toBeVisible();
    await expect(rotavirus.getByText(`${typedDaysFromToday(7)} (en 7 días)`)).toBeVisible();
    // The birth dose's group, past its age without a dose, is named on the card's last line, not shown as a block.
    await expect(vaccineBlock(page(), `Hepatitis neonatal ${child.letters}`)).toHaveCount(0);
    await expect(page().getByText(/^Fuera de edad: /)).toContainText(`Hepatitis neonatal ${child.letters}`);
    await screenshot(page(), 'vaccination-card-admin');
    await expectNoSeriousViolations(page(), 'Carnet de vacunación');
  });

  test('should print one A4 page, without the shell or the buttons', async () => {
    await page().goto(`/pacientes/${child.id}/carnet`);
    await expect(page().getByRole('button', { name: 'Imprimir' })).toBeVisible();

    const pdf = await page().pdf({ format: 'A4' });

    fs.mkdirSync(pdfDir, { recursive: true });
    fs.writeFileSync(path.join(pdfDir, 'vaccination-card.pdf'), pdf);
    expect(pageCountOf(pdf)).toBe(1);
    await page().emulateMedia({ media: 'print' });
    await expect(page().getByRole('button', { name: 'Imprimir' })).toBeHidden();
    await expect(page().getByRole('navigation', { name: 'Navegación principal' })).toBeHidden();
    await expect(page().getByText(/^Impreso el \d{2}\/\d{2}\/\d{4}$/)).toBeVisible();
    await screenshot(page(), 'vaccination-card-print');
    await page().emulateMedia({ media: 'screen' });
  });

  test('should say when a patient does not exist', async () => {
    await page().goto('/pacientes/9999999/carnet');
    await expect(page().getByRole('heading', { level: 1, name: 'Paciente no encontrado' })).toBeVisible();
  });
});

test.describe('the vaccination card, for the health staff', () => {
  const page = sharedPage({}, async (tab) => {
    await startInTheme(tab, 'SNHdark');
    await logIn(tab, 'health');
  });

  test("should open by its address and follow the browser's date", async () => {
    await page().goto(`/pacientes/${child.id}/carnet`);
    const rotavirus = vaccineBlock(page(), `Rotavirus ${child.letters}`);
    await expect(rotavirus.getByText('Aún no', { exact: true })).toBeVisible();
    await expect(rotavirus.getByText(`${typedDaysFromToday(7)} (en 7 días)`)).toBeVisible();
    await screenshot(page(), 'vaccination-card-health-dark');
    await expectNoSeriousViolations(page(), 'Carnet de vacunación (SNHdark)');

    // A day earlier by the browser's clock, the second dose is 8 days away.
    await page().clock.setFixedTime(new Date(Date.now() - day));
    await page().reload();
    await expect(rotavirus.getByText(`${typedDaysFromToday(7)} (en 8 días)`)).toBeVisible();
    await expect(rotavirus.getByText('Aún no', { exact: true })).toBeVisible();
  });

  test('should print in black on white from the dark theme, on one page', async () => {
    await page().goto(`/pacientes/${child.id}/carnet`);
    await expect(page().getByRole('button', { name: 'Imprimir' })).toBeVisible();
    const pdf = await page().pdf({ format: 'A4' });
    fs.writeFileSync(path.join(pdfDir, 'vaccination-card-dark.pdf'), pdf);
    expect(pageCountOf(pdf)).toBe(1);
    await page().emulateMedia({ media: 'print' });
    const background = await page().evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(background).toBe('rgb(255, 255, 255)');
    await page().emulateMedia({ media: 'screen' });
  });

  test('should fit a phone screen', async () => {
    await page().setViewportSize({ width: 390, height: 844 });
    await page().goto(`/pacientes/${child.id}/carnet`);
    await expect(vaccineBlock(page(), `Polio ${child.letters}`).getByRole('listitem')).toHaveCount(3);
    expect(await page().evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page(), 'vaccination-card-phone');
    await expectNoSeriousViolations(page(), 'Carnet de vacunación (móvil)');
    await page().setViewportSize({ width: 1440, height: 900 });
  });

  test("should mark a dose copied from a paper card 'Histórica', without a lot, and count it for the series", async () => {
    const admin = await apiAs('admin');
    const health = await apiAs('health');
    const [manufacturer] = await admin<Named[]>('GET', '/manufacturers');
    const users = await admin<Named[]>('GET', '/users');
    const professional = users.find((row) => row.name === 'Carlos');
    const measles = await admin<Row>('POST', '/vaccines', {
      vaccineName: `Sarampión ${child.letters}`,
      requiredDoses: 2,
      doseIntervalDays: 28,
      storageTemperature: '2 a 8 °C',
      manufacturerId: manufacturer?.id,
    });
    await health('POST', '/applied-doses', {
      isHistorical: true,
      vaccineId: measles.id,
      applicationDate: '2025-01-20',
      doseNumber: 1,
      patientId: child.id,
      vaccinationCenterId: child.centerId,
      applyingUserId: professional?.id,
    });

    await page().goto(`/pacientes/${child.id}/carnet`);

    const block = vaccineBlock(page(), `Sarampión ${child.letters}`);
    const row = block.getByRole('row').nth(1);
    await expect(row.getByRole('cell')).toHaveText([
      '20/01/2025',
      'Dosis 1Histórica',
      '—',
      'Centro de Salud Norte',
      'Carlos Peña',
      '—',
      'Reportar ESAVI',
    ]);
    await expect(block.getByText('1 de 2 dosis')).toBeVisible();
    await expect(block.getByText('Atrasada', { exact: true })).toBeVisible();
    await expect(block.getByText(/^17\/02\/2025 \(hace \d+ días\)$/)).toBeVisible();
    await screenshot(page(), 'vaccination-card-historical-dark');
    await expectNoSeriousViolations(page(), 'Carnet de vacunación, dosis histórica (SNHdark)');
  });

  test('should show a patient without doses as such', async () => {
    const health = await apiAs('health');
    const adult = await health<Row>('POST', '/patients', {
      firstName: 'Elena',
      lastname: `Soto ${uniqueLetters()}`,
      age: '51',
      email: 'elena.soto@gmail.com',
      address: 'Avenida Grau 12',
      mobilePhone: '51933322211',
      dateOfBirth: '1975-06-02',
      identityDocument: uniqueDigits(8),
      isChild: false,
      representativeId: null,
    });
    await page().goto(`/pacientes/${adult.id}/carnet`);
    await expect(page().getByText('Sin dosis registradas')).toBeVisible();
    await expect(page().getByText('Representante')).toHaveCount(0);
  });
});

/** A demo vaccine's id by its name. */
const demoVaccineId = async (name: string) => {
  const admin = await apiAs('admin');
  const found = (await admin<Named[]>('GET', `/vaccines?q=${encodeURIComponent(name)}`)).find(
    (row) => row.vaccineName === name,
  );
  if (!found) throw new Error(`The demo data has no vaccine ${name}`);
  return found.id;
};

/** A patient born `daysOld` days ago, with doses copied from a paper card: [vaccine, age in days of each]. */
const createWithHistory = async ({
  firstName,
  daysOld,
  doses,
}: {
  firstName: string;
  daysOld: number;
  doses: readonly (readonly [string, number])[];
}) => {
  const health = await apiAs('health');
  const users = await health<Named[]>('GET', '/users');
  const professional = users.find((row) => row.name === 'Carlos');
  const lastname = `Huamán ${uniqueLetters()}`;
  const patient = await health<Row>('POST', '/patients', {
    firstName,
    lastname,
    age: String(Math.floor(daysOld / 365)),
    email: 'familia.huaman@gmail.com',
    address: 'Jirón Ayacucho 310',
    mobilePhone: '51977788899',
    dateOfBirth: isoDaysFromToday(-daysOld),
    identityDocument: uniqueDigits(8),
    isChild: false,
    representativeId: null,
  });
  for (const [vaccine, age] of doses) {
    await health('POST', '/applied-doses', {
      isHistorical: true,
      vaccineId: await demoVaccineId(vaccine),
      applicationDate: isoDaysFromToday(age - daysOld),
      doseNumber: 1,
      patientId: patient.id,
      vaccinationCenterId: child.centerId,
      applyingUserId: professional?.id,
    });
  }
  return { id: patient.id, name: `${firstName} ${lastname}` };
};

test.describe('the vaccination card by vaccine group (CDSi)', () => {
  const page = sharedPage({}, (tab) => logIn(tab, 'health'));

  test("should count a Hexavalente dose for polio and hepatitis B, show a dose given too young 'No válida' with its reason, and fold the groups past their age", async () => {
    // Five months old: polio at 10 days (too young), then the Hexavalente of a private clinic at 2 months.
    const infant = await createWithHistory({
      firstName: 'Joaquín',
      daysOld: 150,
      doses: [
        ['Polio inactivada IPV', 10],
        ['Hexavalente', 62],
      ],
    });
    await page().goto(`/pacientes/${infant.id}/carnet`);

    const polio = page().getByRole('region', { name: 'Polio', exact: true });
    await expect(polio.getByRole('row').nth(1).getByRole('cell')).toHaveText([
      typedDaysFromToday(10 - 150),
      'Polio inactivada IPV',
      'No válida — el paciente aún no tiene la edad mínimaHistórica',
      '—',
      'Centro de Salud Norte',
      'Carlos Peña',
      '—',
      'Reportar ESAVI',
    ]);
    await expect(polio.getByRole('row').nth(2)).toContainText('HexavalenteDosis 1Histórica');
    await expect(polio.getByText('Dosis 2', { exact: true })).toBeVisible();
    const hepatitis = page().getByRole('region', { name: 'Hepatitis B', exact: true });
    await expect(hepatitis.getByRole('row').nth(1)).toContainText('HexavalenteDosis 1Histórica');
    await expect(hepatitis.getByRole('row')).toHaveCount(2);
    const dtp = page().getByRole('region', { name: 'DTP', exact: true });
    await expect(dtp.getByText('Difteria, Tétanos, Tos convulsa', { exact: true })).toBeVisible();
    await expect(dtp.getByRole('row').nth(1)).toContainText('HexavalenteDosis 1Histórica');
    // Rotavirus' first dose is given before 15 weeks: past it, the group is only named.
    await expect(page().getByRole('region', { name: 'Rotavirus', exact: true })).toHaveCount(0);
    await expect(page().getByText(/^Fuera de edad: /)).toContainText('Rotavirus');
    await screenshot(page(), 'vaccination-card-groups');
    await expectCleanInBothThemes(page(), 'Carnet de vacunación por grupos');

    await page().emulateMedia({ media: 'print' });
    await expect(polio.getByRole('table').getByText('No válida', { exact: true })).toBeVisible();
    await expect(page().getByText(/^Fuera de edad: /)).toBeVisible();
    await expect(polio.getByRole('button', { name: /^Reportar ESAVI/ })).toHaveCount(0);
    await screenshot(page(), 'vaccination-card-groups-print');
    await page().emulateMedia({ media: 'screen' });

    // A woman of 26 with one influenza dose: her dose first, every infant group on one line.
    const adult = await createWithHistory({
      firstName: 'Lucía',
      daysOld: 26 * 365 + 100,
      doses: [['Influenza tetravalente', 26 * 365]],
    });
    await page().goto(`/pacientes/${adult.id}/carnet`);
    const influenza = page().getByRole('region', { name: 'Influenza tetravalente', exact: true });
    await expect(influenza.getByRole('row')).toHaveCount(2);
    const agedOut = page().getByText(/^Fuera de edad: /);
    for (const group of ['BCG', 'DTP', 'Hib', 'Polio', 'Rotavirus', 'Neumococo', 'Triple viral']) {
      await expect(agedOut).toContainText(group);
      await expect(page().getByRole('region', { name: group, exact: true })).toHaveCount(0);
    }
    await screenshot(page(), 'vaccination-card-adult');
  });
});
