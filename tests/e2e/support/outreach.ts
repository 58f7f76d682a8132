import type { BrowserContext, Page } from '@playwright/test';
import { apiAs, demoCenterId } from './api';
import { expect } from './browser';
import { doseCenter } from './dose-form';
import { isoDaysFromToday } from './sections';
import { stockCenter } from './stock';

type Row = { id: number };

/** An outreach's own vaccine (one dose, no schedule rules) and its lots of `vials` each, by batch number. */
export const seedOutreachBatches = async (vaccineName: string, batches: Readonly<Record<string, number>>) => {
  const api = await apiAs('admin');
  const [manufacturer] = await api<Row[]>('GET', '/manufacturers');
  const vaccine = await api<Row>('POST', '/vaccines', {
    vaccineName,
    requiredDoses: 1,
    doseIntervalDays: 1,
    storageTemperature: '2 a 8 °C',
    manufacturerId: manufacturer?.id,
  });
  const batchIds: Record<string, number> = {};
  for (const [batchNumber, vials] of Object.entries(batches)) {
    const batch = await api<Row>('POST', '/vaccine-batches', {
      batchNumber,
      manufactureDate: isoDaysFromToday(-30),
      expirationDate: isoDaysFromToday(300),
      initialQuantity: vials,
      availableQuantity: vials,
      vaccineId: vaccine.id,
    });
    // The session's doses take from the demo vaccinator's centre, where its lots are sent.
    await stockCenter({ batchId: batch.id, centerId: await demoCenterId(), vials }, api);
    batchIds[batchNumber] = batch.id;
  }
  return { vaccineId: vaccine.id, batchIds };
};

/** Adults the session keeps, found by their shared last name. */
export const seedKeptPatients = async (lastname: string, documents: readonly string[]) => {
  const api = await apiAs('admin');
  const vaccinationCenterId = await demoCenterId();
  for (const identityDocument of documents) {
    await api('POST', '/patients', {
      firstName: 'Lucía',
      lastname,
      age: '30',
      email: 'lucia@gmail.com',
      address: 'Jirón Amazonas 12',
      mobilePhone: '51955500012',
      dateOfBirth: '1996-01-20',
      identityDocument,
      isChild: false,
      vaccinationCenterId,
    });
  }
};

/** Prepares the outreach session at the dose centre, with the patients of `lastname`; the app shell cached. */
export const prepareOutreach = async (page: Page, lastname: string, count: number) => {
  await page.goto('/registros-sin-conexion');
  await page.getByLabel('Centro de la jornada').selectOption({ label: doseCenter });
  await page.getByRole('button', { name: 'Preparar jornada sin conexión' }).click();
  await expect(page.getByText(`Jornada preparada para ${doseCenter}`)).toBeVisible();
  await page.getByLabel('Buscar pacientes').fill(lastname);
  await page.getByRole('button', { name: 'Agregar pacientes a la jornada' }).click();
  await expect(page.getByText(`${count} pacientes agregados a la jornada.`)).toBeVisible();
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
};

/** No network for the page, nor for its service worker's own requests. */
export const goOffline = async (context: BrowserContext) => {
  await context.setOffline(true);
  await context.route('**/api/**', (route) => route.abort('internetdisconnected'));
};

export const goOnline = async (context: BrowserContext) => {
  await context.unroute('**/api/**');
  await context.setOffline(false);
};

/** The top bar's sync status. */
export const syncStatus = (page: Page) => page.getByRole('status', { name: 'Estado de sincronización' });

/** The message of an entry kept on the device. */
export const keptMessage = (page: Page) =>
  page.getByText('Guardado en este dispositivo: se enviará cuando haya conexión').last();

/** Step 2 of the dose form: the lot by its number (the centre the session's, the professional the signed-in one). */
export const registerOutreachDose = async (page: Page, batchNumber: string) => {
  await pressRegisterDose(page, batchNumber);
  await page.getByRole('button', { name: 'Registrar paciente' }).waitFor();
};

/** Step 2's lot chosen and 'Registrar dosis' pressed, nothing awaited after the press. */
export const pressRegisterDose = async (page: Page, batchNumber: string) => {
  await page.getByLabel('Lote', { exact: true }).fill(batchNumber);
  await page.getByRole('option', { name: new RegExp(batchNumber) }).click();
  await page.getByRole('button', { name: 'Registrar dosis' }).click();
};

/** Step 1 filled for a new adult, 'Registrar paciente' not yet pressed. */
export const fillNewPatient = async (page: Page, patient: { document: string; lastname: string }) => {
  await page.getByLabel('Documento de identidad', { exact: true }).fill(patient.document);
  await page.getByLabel('Nombre', { exact: true }).fill('Rosa');
  await page.getByLabel('Apellido', { exact: true }).fill(patient.lastname);
  await page.getByLabel('Fecha de nacimiento').fill('10/03/1990');
  await page.getByLabel('Celular').fill('51955555557');
  await page.getByLabel('Correo electrónico').fill('rosa@outlook.com');
  await page.getByLabel('Dirección').fill('Avenida Grau 450');
};

/** A new adult registered in step 1; the form moves to their dose. */
export const registerNewPatient = async (page: Page, patient: { document: string; lastname: string }) => {
  await fillNewPatient(page, patient);
  await page.getByRole('button', { name: 'Registrar paciente' }).click();
  await expect(page.getByLabel('Paciente', { exact: true })).toHaveValue(new RegExp(patient.lastname));
};

export const chooseKeptPatient = async (page: Page, document: string) => {
  await page.getByRole('button', { name: 'El paciente ya está registrado' }).click();
  await page.getByLabel('Paciente', { exact: true }).fill(document);
  await page.getByRole('option', { name: new RegExp(document) }).click();
};
