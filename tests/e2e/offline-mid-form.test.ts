import type { BrowserContext, Page, Route } from '@playwright/test';
import { apiAs } from './support/api';
import { expect, logIn, screenshot, test } from './support/browser';
import { doseCenter } from './support/dose-form';
import {
  chooseKeptPatient,
  fillNewPatient,
  keptMessage,
  prepareOutreach,
  pressRegisterDose,
  registerOutreachDose,
  seedKeptPatients,
  seedOutreachBatches,
  syncStatus,
} from './support/outreach';
import { typedDaysFromToday, uniqueDigits, uniqueLetters } from './support/sections';

type Row = { id: number; patientId: number; isHistorical?: boolean };

const letters = uniqueLetters();
const surname = `Ronda ${letters}`;
const keptPatients = Array.from({ length: 8 }, () => uniqueDigits(8));
/** Each scenario vaccinates kept patients of its own (the vaccine has one dose). */
let keptTaken = 0;
const nextKeptPatient = () => keptPatients[keptTaken++ % keptPatients.length] ?? '';
const batch = `RND-${letters}-A`.toUpperCase();
const ids = { vaccine: 0 };

const admin = () => apiAs('admin');
const patientsWithDocument = async (document: string) =>
  (await (await admin())<Row[]>('GET', `/patients?q=${document}`)).length;
const dosesOfVaccine = async () => (await admin())<Row[]>('GET', `/applied-doses?vaccineId=${ids.vaccine}`);

/** Presses 'Registrar paciente' for a new adult, and expects the entry kept on the device within a second. */
const keepNewPatient = async (page: Page, patient: { document: string; lastname: string }) => {
  await fillNewPatient(page, patient);
  await page.getByRole('button', { name: 'Registrar paciente' }).click();
  await expect(keptMessage(page)).toBeVisible({ timeout: 1_000 });
  await expect(page.getByLabel('Paciente', { exact: true })).toHaveValue(new RegExp(patient.lastname));
};

/** Holds the next POST to `path` until `release` is called, then hands the route to `finish`. */
const holdNextPost = async (context: BrowserContext, path: string, finish: (route: Route) => Promise<void>) => {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let isHeld = false;
  await context.route(`**/api/v1${path}`, async (route) => {
    if (route.request().method() !== 'POST' || isHeld) return route.fallback();
    isHeld = true;
    await released;
    await finish(route);
  });
  return { release, stop: () => context.unroute(`**/api/v1${path}`) };
};

test.describe('offline outreach: the network drops with the form open', () => {
  test.describe.configure({ mode: 'serial' });
  let page: Page;
  let context: BrowserContext;

  test.beforeAll(async ({ browser }) => {
    test.setTimeout(120_000);
    const seeded = await seedOutreachBatches(`Ronda ${letters}`, { [batch]: 100 });
    ids.vaccine = seeded.vaccineId;
    await seedKeptPatients(surname, keptPatients);
    context = await browser.newContext({ serviceWorkers: 'allow' });
    page = await context.newPage();
    await logIn(page, 'health');
    await prepareOutreach(page, surname, keptPatients.length);
  });

  test.afterAll(async () => {
    await context?.close();
  });

  test.afterEach(async () => {
    await context.unrouteAll({ behavior: 'ignoreErrors' });
    await context.setOffline(false);
  });

  test('should keep a patient and their dose at once when the network drops after the form loaded, through a reload, and land each once', async () => {
    const patient = { document: uniqueDigits(8), lastname: `Caida ${letters}` };
    await page.goto('/formulario-dosis');
    await expect(page.getByLabel('Documento de identidad', { exact: true })).toBeVisible();
    await context.setOffline(true);

    await keepNewPatient(page, patient);
    await pressRegisterDose(page, batch);
    await expect(keptMessage(page)).toBeVisible({ timeout: 1_000 });
    await expect(syncStatus(page)).toContainText('Sin conexión · 2 pendientes');
    await screenshot(page, 'offline-mid-form-kept');
    await page.reload();
    await expect(syncStatus(page)).toContainText('Sin conexión · 2 pendientes');

    await context.setOffline(false);
    await expect(syncStatus(page)).toContainText('Todo sincronizado', { timeout: 30_000 });
    expect(await patientsWithDocument(patient.document)).toBe(1);
    expect(await dosesOfVaccine()).toHaveLength(1);
  });

  test("should keep a dose from a paper card ('Registrar dosis anterior') pressed after the network dropped, and land it once", async () => {
    const dosesBefore = (await dosesOfVaccine()).length;
    await page.goto('/formulario-dosis');
    await chooseKeptPatient(page, nextKeptPatient());
    await page.getByRole('switch', { name: 'Registrar dosis anterior' }).click();
    await page.getByLabel('Vacuna', { exact: true }).selectOption({ label: `Ronda ${letters}` });
    await page.getByLabel('Fecha de aplicación').fill(typedDaysFromToday(-40));
    await page.getByLabel('Centro de salud', { exact: true }).selectOption({ label: doseCenter });
    await context.setOffline(true);

    await page.getByRole('button', { name: 'Registrar dosis' }).click();
    await expect(keptMessage(page)).toBeVisible({ timeout: 1_000 });
    await expect(syncStatus(page)).toContainText('Sin conexión · 1 pendiente');

    await context.setOffline(false);
    await expect(syncStatus(page)).toContainText('Todo sincronizado', { timeout: 30_000 });
    const doses = await dosesOfVaccine();
    expect(doses).toHaveLength(dosesBefore + 1);
    expect(doses.filter((dose) => dose.isHistorical)).toHaveLength(1);
  });

  test('should keep a save whose answer the dropped network lost, and land it once with the same key', async () => {
    const patient = { document: uniqueDigits(8), lastname: `Perdida ${letters}` };
    await page.goto('/formulario-dosis');
    await expect(page.getByLabel('Documento de identidad', { exact: true })).toBeVisible();
    const keys: string[] = [];
    // The server writes the patient; the network drops before its answer arrives.
    const held = await holdNextPost(context, '/patients', async (route) => {
      keys.push(route.request().headers()['idempotency-key'] ?? '');
      await route.fetch();
      await context.setOffline(true);
      // Going offline may already have failed the request: either way the browser got no answer.
      await route.abort('internetdisconnected').catch(() => {});
    });
    await fillNewPatient(page, patient);
    await page.getByRole('button', { name: 'Registrar paciente' }).click();
    held.release();
    await expect(keptMessage(page)).toBeVisible({ timeout: 1_000 });
    await held.stop();
    await expect(syncStatus(page)).toContainText('Sin conexión · 1 pendiente');

    await context.route('**/api/v1/patients', async (route) => {
      if (route.request().method() === 'POST') keys.push(route.request().headers()['idempotency-key'] ?? '');
      await route.fallback();
    });
    await context.setOffline(false);
    await expect(syncStatus(page)).toContainText('Todo sincronizado', { timeout: 30_000 });
    expect(await patientsWithDocument(patient.document)).toBe(1);
    expect(new Set(keys).size).toBe(1);
    expect(keys.length).toBeGreaterThan(1);
  });

  test('should land a dose once when the network flaps three times during its save', async () => {
    const dosesBefore = (await dosesOfVaccine()).length;
    await page.goto('/formulario-dosis');
    await chooseKeptPatient(page, nextKeptPatient());
    let flapped = () => {};
    const isFlapped = new Promise<void>((resolve) => {
      flapped = resolve;
    });
    // The first send is held through the flaps (the first one drops it); the ones the flaps let through go on.
    const held = await holdNextPost(context, '/applied-doses', async (route) => {
      await isFlapped;
      await route.abort('connectionreset').catch(() => {});
    });
    await pressRegisterDose(page, batch);
    held.release();
    for (let flap = 0; flap < 3; flap += 1) {
      await context.setOffline(true);
      await page.waitForTimeout(300);
      await context.setOffline(false);
      await page.waitForTimeout(300);
    }
    flapped();
    await expect(keptMessage(page)).toBeVisible();
    await held.stop();
    await expect(syncStatus(page)).toContainText('Todo sincronizado', { timeout: 30_000 });
    const doses = await dosesOfVaccine();
    expect(doses).toHaveLength(dosesBefore + 1);
  });

  test('should write once a dose pressed as the network returns, beside the one kept while it was gone', async () => {
    const dosesBefore = (await dosesOfVaccine()).length;
    await page.goto('/formulario-dosis');
    await context.setOffline(true);
    await chooseKeptPatient(page, nextKeptPatient());
    await registerOutreachDose(page, batch);
    await expect(syncStatus(page)).toContainText('Sin conexión · 1 pendiente');

    await chooseKeptPatient(page, nextKeptPatient());
    await page.getByLabel('Lote', { exact: true }).fill(batch);
    await page.getByRole('option', { name: new RegExp(batch) }).click();
    await Promise.all([context.setOffline(false), page.getByRole('button', { name: 'Registrar dosis' }).click()]);
    // The press is written (to the server or the device) once the form is back at its first step;
    // until then the first dose alone may have been sent, and the status may read synced.
    await page.getByRole('button', { name: 'Registrar paciente' }).waitFor();
    await expect(syncStatus(page)).toContainText('Todo sincronizado', { timeout: 30_000 });
    const doses = await dosesOfVaccine();
    expect(doses).toHaveLength(dosesBefore + 2);
    expect(new Set(doses.map((dose) => dose.patientId)).size).toBe(doses.length);
  });

  test('should read failed requests as no network while the browser still says online, and send when they answer again', async () => {
    const patient = { document: uniqueDigits(8), lastname: `Wifi ${letters}` };
    await page.goto('/formulario-dosis');
    await expect(page.getByLabel('Documento de identidad', { exact: true })).toBeVisible();
    // A clinic's Wi-Fi without internet: the browser is online, no request reaches the server.
    await context.route('**/api/**', (route) => route.abort('connectionrefused'));
    expect(await page.evaluate(() => navigator.onLine)).toBe(true);

    await keepNewPatient(page, patient);
    await expect(syncStatus(page)).toContainText('Sin conexión · 1 pendiente');
    // What needs the server says so instead of spinning.
    await page.goto('/registros-sin-conexion');
    await expect(page.getByRole('button', { name: 'Sincronizar ahora' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Preparar jornada sin conexión' })).toBeDisabled();

    await context.unroute('**/api/**');
    await expect(syncStatus(page)).toContainText('Todo sincronizado', { timeout: 30_000 });
    expect(await patientsWithDocument(patient.document)).toBe(1);
  });
});
