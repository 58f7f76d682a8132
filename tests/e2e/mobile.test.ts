import { demoAccounts, screenshot, test } from './support/browser';

test.describe('a narrow (mobile) screen', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('should log in, open the drawer as an overlay, navigate and show a table', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Correo electrónico').fill(demoAccounts.admin.email);
    await page.getByLabel('Contraseña', { exact: true }).fill(demoAccounts.admin.password);
    await screenshot(page, 'mobile-login');
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await page.waitForURL('**/inicio');

    const navigation = page.getByRole('navigation', { name: 'Navegación principal' });
    await navigation.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    await navigation.getByRole('link', { name: 'Pacientes' }).waitFor();
    await screenshot(page, 'mobile-drawer');
    await navigation.getByRole('link', { name: 'Pacientes' }).click();
    await page.waitForURL('**/pacientes');
    await navigation.waitFor({ state: 'hidden' });

    await page.getByRole('heading', { name: 'Pacientes' }).waitFor();
    await page.getByLabel('Buscar').fill('pena');
    await page.getByRole('row').filter({ hasText: 'Peña' }).first().waitFor();
    await screenshot(page, 'mobile-table');
  });
});
