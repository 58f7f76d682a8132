import { apiAs } from './support/api';
import { demoAccounts, expect, logIn, screenshot, test } from './support/browser';
import { isoDaysFromToday, uniqueDigits, uniqueLetters } from './support/sections';
import { stockCenter } from './support/stock';

type User = { id: number; email: string };

/** A patient and a batch of their own, and a dose the health user enters under the admin's name. */
const doseEnteredByHealthForAdmin = async () => {
  const admin = await apiAs('admin');
  const health = await apiAs('health');
  const [vaccine] = await admin<{ id: number }[]>('GET', '/vaccines');
  const [center] = await admin<{ id: number }[]>('GET', '/vaccination-centers');
  if (!vaccine || !center) throw new Error('The demo data has vaccines and centres');
  const users = await admin<User[]>('GET', '/users');
  const adminUser = users.find((user) => user.email === demoAccounts.admin.email);
  const batch = await admin<{ id: number }>('POST', '/vaccine-batches', {
    batchNumber: `REG-${uniqueLetters().toUpperCase()}`,
    manufactureDate: isoDaysFromToday(-10),
    expirationDate: isoDaysFromToday(100),
    initialQuantity: 5,
    availableQuantity: 5,
    vaccineId: vaccine.id,
  });
  await stockCenter({ batchId: batch.id, centerId: center.id, vials: 5 }, admin);
  const lastname = `Registro ${uniqueLetters()}`;
  const patient = await admin<{ id: number }>('POST', '/patients', {
    firstName: 'Irene',
    lastname,
    age: '30',
    email: 'irene@gmail.com',
    address: 'Calle Luna 20',
    mobilePhone: '51900000001',
    dateOfBirth: '1996-01-01',
    identityDocument: uniqueDigits(8),
    isChild: false,
  });
  await health('POST', '/applied-doses', {
    doseNumber: 1,
    observations: '',
    patientId: patient.id,
    vaccineBatchId: batch.id,
    vaccinationCenterId: center.id,
    applyingUserId: adminUser?.id,
  });
  return lastname;
};

test.describe('who recorded a dose', () => {
  test('should preselect the signed-in professional in the dose form', async ({ page }) => {
    await logIn(page, 'health');
    await page.goto('/formulario-dosis');
    await page.getByRole('button', { name: 'Paso siguiente' }).click();
    const professional = page.getByLabel('Profesional de salud', { exact: true });
    await expect(professional).toHaveValue('Carlos Peña');
  });

  test("should show the admin 'Registrado por' in /dosis and, read-only, in the dose's edit dialog", async ({
    page,
  }) => {
    const lastname = await doseEnteredByHealthForAdmin();
    await logIn(page, 'admin');
    await page.goto('/dosis');
    await page.getByRole('columnheader', { name: 'Registrado por' }).waitFor();
    await page.getByLabel('Buscar').fill(lastname);
    const row = page
      .getByRole('row')
      .filter({ hasText: lastname })
      .filter({ has: page.getByRole('button', { name: 'Editar' }) });
    const recorderCell = row.getByRole('cell', { name: demoAccounts.health.email });
    await recorderCell.waitFor();
    await row.getByRole('cell', { name: 'Laura', exact: true }).waitFor();
    await recorderCell.scrollIntoViewIfNeeded();
    await screenshot(page, 'dose-list-recorded-by');

    await row.getByRole('button', { name: 'Editar' }).click();
    const recorder = page.getByRole('dialog').getByLabel('Registrado por');
    await expect(recorder).toHaveValue('Carlos Peña salud@gmail.com');
    expect(await recorder.getAttribute('readonly')).not.toBeNull();
    await page
      .getByRole('dialog')
      .evaluate((dialog) =>
        Promise.all(dialog.getAnimations({ subtree: true }).map((animation) => animation.finished)),
      );
    await screenshot(page, 'dose-edit-recorded-by');
  });
});
