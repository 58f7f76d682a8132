import type { BrowserContext, Page, Route } from '@playwright/test';
import { apiAs } from './support/api';
import { expectCleanInBothThemes } from './support/axe';
import { expect, logIn, screenshot, test } from './support/browser';
import {
  chooseKeptPatient,
  goOffline,
  goOnline,
  prepareOutreach,
  registerOutreachDose as registerDose,
  registerNewPatient,
  seedKeptPatients,
  seedOutreachBatches,
  syncStatus as status,
} from './support/outreach';
import { uniqueDigits, uniqueLetters } from './support/sections';

type Row = { id: number };
type Dose = Row & { patientId: number; vaccineBatchId: number };
type Batch = Row & { availableQuantity: number };

/** The patients kept for the session (searched by their shared last name), and the lots they are vaccinated from. */
const letters = uniqueLetters();
const surname = `Brigada ${letters}`;
const keptPatients = Array.from({ length: 37 }, () => uniqueDigits(8));
/** The kept patients of each scenario: 17 beside the 3 new ones, then 20 more. */
const [firstRound, secondRound] = [keptPatients.slice(0, 17), keptPatients.slice(17)];
const newPatients = Array.from({ length: 3 }, (_, index) => ({
  document: uniqueDigits(8),
  lastname: `Nueva ${'bcd'[index]} ${letters}`,
}));
const batches = { main: `BRG-${letters}-A`.toUpperCase(), small: `BRG-${letters}-B`.toUpperCase() };
const ids = { vaccine: 0, main: 0, small: 0 };

const admin = () => apiAs('admin');

/** The outreach's own vaccine and its two lots, and the patients kept for it. */
const seed = async () => {
  const { vaccineId, batchIds } = await seedOutreachBatches(`Brigada ${letters}`, {
    [batches.main]: 100,
    [batches.small]: 5,
  });
  Object.assign(ids, { vaccine: vaccineId, main: batchIds[batches.main], small: batchIds[batches.small] });
  await seedKeptPatients(surname, keptPatients);
};

const vialsOf = async (batchId: number) =>
  (await (await admin())<Batch>('GET', `/vaccine-batches/${batchId}`)).availableQuantity;
const dosesOfVaccine = async () => (await admin())<Dose[]>('GET', `/applied-doses?vaccineId=${ids.vaccine}`);

test.describe('offline outreach (service worker, outbox, exactly-once sync)', () => {
  test.describe.configure({ mode: 'serial' });
  let page: Page;
  let context: BrowserContext;

  test.beforeAll(async ({ browser }) => {
    test.setTimeout(120_000);
    await seed();
    context = await browser.newContext({ serviceWorkers: 'allow' });
    page = await context.newPage();
    await logIn(page, 'health');
    await prepareOutreach(page, surname, keptPatients.length);
  });

  test.afterAll(async () => {
    await context?.close();
  });

  test('should keep 3 patients and 20 doses through reloads offline, then record each exactly once', async () => {
    test.setTimeout(240_000);
    const vialsBefore = await vialsOf(ids.main);
    await goOffline(context);
    await page.goto('/formulario-dosis');
    await expect(status(page)).toContainText('Sin conexión');
    for (const patient of newPatients) {
      await registerNewPatient(page, patient);
      await registerDose(page, batches.main);
    }
    for (const document of firstRound) {
      await chooseKeptPatient(page, document);
      await registerDose(page, batches.main);
    }
    await expect(status(page)).toContainText('Sin conexión · 23 pendientes');
    await screenshot(page, 'offline-outreach-pending');
    await expectCleanInBothThemes(page, 'Formulario Dosis, sin conexión');
    // Signing out now would leave them unsent: the app says how many first.
    await page.getByRole('button', { name: 'Cerrar sesión' }).click();
    const warning = page.getByRole('alertdialog', { name: 'Hay registros sin enviar' });
    await expect(warning).toContainText('Hay 23 registros de este dispositivo sin enviar');
    await warning.getByRole('button', { name: 'Cancelar' }).click();
    await page.reload();
    await page.reload();
    await expect(status(page)).toContainText('Sin conexión · 23 pendientes');

    // The 5th dose's answer is lost after the server committed it.
    let dosePosts = 0;
    await context.route('**/api/v1/applied-doses', async (route: Route) => {
      if (route.request().method() !== 'POST') return route.continue();
      dosePosts += 1;
      if (dosePosts !== 5) return route.continue();
      await route.fetch();
      return route.abort('connectionreset');
    });
    await goOnline(context);
    await expect(status(page)).toContainText('Todo sincronizado', { timeout: 30_000 });
    await context.unroute('**/api/v1/applied-doses');

    const api = await admin();
    const registered = await Promise.all(
      newPatients.map(({ document }) => api<Row[]>('GET', `/patients?q=${document}`)),
    );
    expect(registered.map((found) => found.length)).toEqual([1, 1, 1]);
    const doses = await dosesOfVaccine();
    expect(doses).toHaveLength(20);
    expect(new Set(doses.map((dose) => dose.patientId)).size).toBe(20);
    expect(doses.every((dose) => dose.vaccineBatchId === ids.main)).toBe(true);
    expect(await vialsOf(ids.main)).toBe(vialsBefore - 20);
    expect(dosePosts).toBeGreaterThan(20);
  });

  test("should land 19 doses, show the one its emptied lot refused with its reason after a reload, and land it with 'Corregir'", async () => {
    test.setTimeout(180_000);
    const [refusedPatient, ...landedPatients] = secondRound as [string, ...string[]];
    await goOffline(context);
    await page.goto('/formulario-dosis');
    await chooseKeptPatient(page, refusedPatient);
    await registerDose(page, batches.small);
    for (const document of landedPatients) {
      await chooseKeptPatient(page, document);
      await registerDose(page, batches.main);
    }
    // Meanwhile, the small lot is emptied at the centre.
    await (await admin())('POST', `/vaccine-batches/${ids.small}/counts`, { countedQuantity: 0, note: 'Vacío' });
    await goOnline(context);
    await expect(status(page)).toHaveText('1 rechazado', { timeout: 30_000 });
    expect(await dosesOfVaccine()).toHaveLength(20 + 19);

    await page.goto('/registros-sin-conexion');
    await page.reload();
    const refused = page.getByRole('article', { name: new RegExp(`lote ${batches.small}`) });
    await expect(refused).toContainText('Rechazado');
    await expect(refused).toContainText('El lote no tiene stock en este centro');
    await screenshot(page, 'offline-outreach-refused');
    await expectCleanInBothThemes(page, 'Registros sin conexión');
    await refused.getByRole('button', { name: 'Descartar' }).click();
    const discard = page.getByRole('alertdialog', { name: 'Descartar el registro' });
    await expect(discard).toContainText('no se enviará al servidor');
    await discard.getByRole('button', { name: 'Cancelar' }).click();
    await refused.getByRole('button', { name: 'Corregir' }).click();
    await expect(page.getByLabel('Paciente', { exact: true })).toHaveValue(new RegExp(refusedPatient));
    await registerDose(page, batches.main);
    await expect(status(page)).toContainText('Todo sincronizado', { timeout: 30_000 });

    const doses = await dosesOfVaccine();
    expect(doses).toHaveLength(40);
    expect(doses.filter((dose) => dose.vaccineBatchId === ids.small)).toEqual([]);
  });
});
