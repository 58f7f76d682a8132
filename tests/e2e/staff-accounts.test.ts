import type { Page } from '@playwright/test';
import { apiAs, demoDistrictId } from './support/api';
import { expectCleanInBothThemes } from './support/axe';
import { expect, logIn, screenshot, test } from './support/browser';
import { fillFields, uniqueLetters } from './support/sections';

/** Signs in through the login form with any account, as a person would. */
const logInWith = async (page: Page, email: string, password: string) => {
  await page.goto('/login');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await page.waitForURL('**/inicio');
};

const fillPasswordForm = async (page: Page, current: string, next: string) => {
  await fillFields(page, [
    ['Contraseña actual', current],
    ['Nueva contraseña', next],
    ['Confirmar nueva contraseña', next],
  ]);
  await page.getByRole('button', { name: 'Cambiar contraseña' }).last().click();
};

test.describe("staff accounts in 'Usuarios'", () => {
  test('should create an account, sign in with it elsewhere, deactivate it and see its open session refused', async ({
    page,
    browser,
  }) => {
    const unique = uniqueLetters();
    const email = `personal.${unique}@gmail.com`;
    const password = `inicial-${unique}`;
    await logIn(page, 'admin');
    await page.goto('/usuarios');
    await page.getByRole('heading', { name: 'Usuarios' }).waitFor();
    await page.getByRole('table').getByText('admin@gmail.com').waitFor();
    await expectCleanInBothThemes(page, 'usuarios-gestion');

    await page.getByRole('button', { name: 'Agregar' }).click();
    await fillFields(page, [
      ['Nombre', 'Paola'],
      ['Apellido', `Staff ${unique}`],
      ['Correo electrónico', email],
      ['Rol', 'Personal de salud', 'select'],
      ['Centro de salud', 'Centro de Salud Norte', 'select'],
      ['Contraseña inicial', password],
    ]);
    await expect(page.getByLabel('Contraseña inicial', { exact: true })).toHaveAttribute('type', 'password');
    await expectCleanInBothThemes(page, 'usuarios-agregar');
    await screenshot(page, 'usuarios-agregar');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('¡Registro exitoso!').waitFor();

    const staffContext = await browser.newContext();
    const staffPage = await staffContext.newPage();
    try {
      await logInWith(staffPage, email, password);
      await staffPage.getByText('Personal de salud').first().waitFor();

      await page.getByRole('button', { name: 'Gestión' }).click();
      await page.getByLabel('Buscar').fill(unique);
      const row = page.getByRole('row').filter({ hasText: email });
      await row.getByText('Personal de salud').waitFor();
      await row.getByRole('button', { name: 'Editar' }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByLabel('Contraseña inicial')).toHaveCount(0);
      await expectCleanInBothThemes(page, 'usuarios-editar');
      await dialog.getByRole('button', { name: /^Desactivar cuenta/ }).click();
      await page.getByText('Estado de la cuenta actualizado correctamente').waitFor();
      await dialog.getByRole('button', { name: /^Reactivar cuenta/ }).waitFor();
      await screenshot(page, 'usuarios-desactivada');

      // The staff's open session: its next action is refused and lands on the login page.
      await staffPage.getByRole('link', { name: 'Cambiar contraseña' }).click();
      await fillPasswordForm(staffPage, password, `otra-${unique}`);
      await staffPage.waitForURL('**/login**');
      await staffPage.getByText('Sesión expirada').first().waitFor();
      await staffPage.getByText('Su cuenta está desactivada. Consulte con el administrador').waitFor();
      await screenshot(staffPage, 'usuarios-sesion-rechazada');

      await dialog.getByRole('button', { name: /^Reactivar cuenta/ }).click();
      await dialog.getByRole('button', { name: /^Desactivar cuenta/ }).waitFor();
      await logInWith(staffPage, email, password);
    } finally {
      await staffContext.close();
    }
  });

  test('should let a user change their password and then sign in with the new one', async ({ page }) => {
    const unique = uniqueLetters();
    const email = `clave.${unique}@outlook.com`;
    const admin = await apiAs('admin');
    await admin('POST', '/users', {
      name: 'Iván',
      lastname: `Clave ${unique}`,
      email,
      role: 'health',
      orgUnitId: await demoDistrictId(),
      password: 'antigua123',
    });

    await logInWith(page, email, 'antigua123');
    await page.getByRole('link', { name: 'Cambiar contraseña' }).click();
    await page.getByRole('heading', { name: 'Cambiar contraseña' }).waitFor();
    await expectCleanInBothThemes(page, 'cambiar-contrasena');
    await page.getByRole('button', { name: 'Cambiar contraseña' }).last().click();
    await page.getByText('La contraseña actual es requerida').waitFor();
    await expectCleanInBothThemes(page, 'cambiar-contrasena-enviado-vacio');

    await fillPasswordForm(page, 'equivocada', 'nueva-456');
    await page.getByText('La contraseña actual no es correcta').waitFor();
    await expect(page.getByLabel('Contraseña actual')).toBeFocused();
    await screenshot(page, 'cambiar-contrasena-error');

    await fillPasswordForm(page, 'antigua123', 'nueva-456');
    await page.getByText('Contraseña cambiada correctamente').waitFor();
    await screenshot(page, 'cambiar-contrasena-hecho');

    await page.getByRole('button', { name: 'Cerrar sesión' }).click();
    await page.waitForURL('**/login**');
    await logInWith(page, email, 'nueva-456');
  });
});
