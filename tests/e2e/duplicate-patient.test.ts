import type { Page } from '@playwright/test';
import { apiAs, demoCenterId } from './support/api';
import { expectNoSeriousViolations } from './support/axe';
import { expect, logIn, screenshot, test } from './support/browser';
import { fillFields, uniqueDigits, uniqueLetters } from './support/sections';

type Patient = { id: number; firstName: string; lastname: string };

/** A birth date no other test uses, so only this test's patients share it. */
const uniqueBirthDate = () => {
  const day = new Date(Date.UTC(1930, 0, 1) + Math.floor(Math.random() * 20_000) * 86_400_000);
  return day.toISOString().slice(0, 10);
};

const dayFirst = (iso: string) => iso.split('-').reverse().join('/');

/** The Agregar form of /pacientes, filled in for a new adult. */
const fillPatient = async (page: Page, person: { firstName: string; lastname: string; birthDate: string }) => {
  await fillFields(page, [
    ['Documento de identidad', uniqueDigits(8)],
    ['Nombre', person.firstName],
    ['Apellido', person.lastname],
    ['Fecha de nacimiento', dayFirst(person.birthDate)],
    ['Edad', '40'],
    ['Celular', '51912345678'],
    ['Correo electrónico', 'paciente@gmail.com'],
    ['Dirección', 'Calle Los Pinos 4'],
  ]);
};

test.describe('duplicate-patient warning (Pacientes, Agregar)', () => {
  test("should show the existing patient, open it with 'Usar este paciente' and register anyway", async ({ page }) => {
    const api = await apiAs('admin');
    const u = uniqueLetters();
    const birthDate = uniqueBirthDate();
    const document = uniqueDigits(8);
    const existing = await api<Patient>('POST', '/patients', {
      firstName: 'María',
      lastname: `Peña ${u}`,
      age: '40',
      email: 'maria@gmail.com',
      address: 'Calle Uno 123',
      mobilePhone: '51999999999',
      dateOfBirth: birthDate,
      identityDocument: document,
      isChild: false,
    });

    await logIn(page, 'admin');
    await page.goto('/pacientes');
    await page.getByRole('heading', { name: 'Pacientes' }).waitFor();
    await page.getByRole('button', { name: 'Agregar' }).click();
    await fillPatient(page, { firstName: 'maria', lastname: `PENA ${u}`, birthDate });
    await page.getByRole('button', { name: 'Guardar' }).click();

    const warning = page.getByRole('region', { name: 'Este paciente podría estar ya registrado' });
    await warning.waitFor();
    await expect(warning.getByRole('heading', { name: 'Este paciente podría estar ya registrado' })).toBeFocused();
    const match = warning.getByRole('listitem').filter({ hasText: `María Peña ${u}` });
    await expect(match).toContainText(document);
    await expect(match).toContainText(dayFirst(birthDate));
    await screenshot(page, 'duplicate-patient-warning');
    await expectNoSeriousViolations(page, 'Pacientes, paciente parecido');

    // Keyboard: from the warning's heading, Tab reaches the match's button and Enter presses it.
    const use = match.getByRole('button', { name: 'Usar este paciente' });
    await page.keyboard.press('Tab');
    await expect(use).toBeFocused();
    await page.keyboard.press('Enter');
    // Headless UI's dialog root has no box of its own: wait for what it shows.
    const dialog = page.getByRole('dialog', { name: 'Editar Paciente' });
    await expect(dialog.getByLabel('Nombre', { exact: true })).toHaveValue('María');
    await expect(dialog.getByLabel('Apellido', { exact: true })).toHaveValue(`Peña ${u}`);
    await screenshot(page, 'duplicate-patient-use');
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect(warning).toBeHidden();
    await expect(page.getByLabel('Nombre', { exact: true })).toHaveValue('');

    // A one-letter typo of the same name, same birth date: warned again, then registered anyway.
    await fillPatient(page, { firstName: 'Marta', lastname: `Peña ${u}`, birthDate });
    await page.getByRole('button', { name: 'Guardar' }).click();
    await warning.waitFor();
    await warning.getByRole('button', { name: 'Registrar de todos modos' }).click();
    await page.getByText('¡Registro exitoso!').waitFor();
    await expect(warning).toBeHidden();

    const { items } = await api<{ items: Patient[] }>('GET', `/patients?page=1&pageSize=10&q=${encodeURIComponent(u)}`);
    expect(items.map((row) => row.firstName).sort()).toEqual(['Marta', 'María']);
    expect(items.map((row) => row.id)).toContain(existing.id);
  });

  test("should offer the existing patient in the dose form's step 1 and go on with it", async ({ page }) => {
    const api = await apiAs('admin');
    const u = uniqueLetters();
    const birthDate = uniqueBirthDate();
    await api<Patient>('POST', '/patients', {
      firstName: 'Julián',
      lastname: `Ríos ${u}`,
      age: '40',
      email: 'julian@gmail.com',
      address: 'Calle Dos 45',
      mobilePhone: '51999999998',
      dateOfBirth: birthDate,
      identityDocument: uniqueDigits(8),
      isChild: false,
      // The vaccinator's own centre: the warning names their patients only.
      vaccinationCenterId: await demoCenterId(),
    });

    await logIn(page, 'health');
    await page.goto('/formulario-dosis');
    // The dose form fills the age from the birth date.
    await fillFields(page, [
      ['Documento de identidad', uniqueDigits(8)],
      ['Nombre', 'julian'],
      ['Apellido', `RIOS ${u}`],
      ['Fecha de nacimiento', dayFirst(birthDate)],
      ['Celular', '51912345678'],
      ['Correo electrónico', 'paciente@gmail.com'],
      ['Dirección', 'Calle Los Pinos 4'],
    ]);
    await page.getByRole('button', { name: 'Registrar paciente' }).click();
    const warning = page.getByRole('region', { name: 'Este paciente podría estar ya registrado' });
    await warning.waitFor();
    await screenshot(page, 'duplicate-patient-dose-form');
    await warning.getByRole('button', { name: 'Usar este paciente' }).click();

    await page.getByRole('region', { name: 'Registro de Dosis' }).waitFor();
    await expect(page.getByLabel('Paciente', { exact: true })).toHaveValue(new RegExp(`Julián Ríos ${u}`));
    const { items } = await api<{ items: Patient[] }>('GET', `/patients?page=1&pageSize=10&q=${encodeURIComponent(u)}`);
    expect(items).toHaveLength(1);
  });
});
