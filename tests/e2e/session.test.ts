import path from 'node:path';
import { expect, logIn, screenshot, test } from './support/browser';
import { drawerPages } from './support/screens';
import { startServer } from './support/server';

const root = path.resolve(import.meta.dirname, '../..');
const demoLine = 'Cuenta de demostración: admin@gmail.com / admin123';

const fakeToken = (payload: object) =>
  `${Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url')}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.c2lnbmF0dXJl`;

test.describe('session and route guards (spec section 4)', () => {
  test('should send a visitor without a token to the login with "Necesitas iniciar sesión"', async ({ page }) => {
    await page.goto('/pacientes');
    await page.waitForURL('**/login?reason=required');
    await page.getByText('Necesitas iniciar sesión').waitFor();
    await screenshot(page, 'guard-required');
  });

  for (const [reason, token, message] of [
    ['expired', fakeToken({ sub: '1', role: 'admin', exp: Math.floor(Date.now() / 1000) - 60 }), 'Sesión expirada'],
    ['invalid', 'esto-no-es-un-token', 'Token inválido'],
  ] as const) {
    test(`should clear an ${reason} token and say so on the login page`, async ({ page }) => {
      await page.addInitScript(
        ([storedToken]) => {
          if (!sessionStorage.getItem('seeded')) {
            localStorage.setItem('token', storedToken ?? '');
            localStorage.setItem('role', 'admin');
            sessionStorage.setItem('seeded', '1');
          }
        },
        [token],
      );
      await page.goto('/inicio');
      await page.waitForURL(`**/login?reason=${reason}`);
      await page.getByText(message).waitFor();
      expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('role')])).toEqual([
        null,
        null,
      ]);
      await screenshot(page, `guard-${reason}`);
    });
  }

  test('should show health staff only their pages, and Acceso Denegado on /pais', async ({ page }) => {
    await logIn(page, 'health');
    const navigation = page.getByRole('navigation');
    await navigation.getByRole('link', { name: 'Inicio' }).waitFor();
    await navigation.getByRole('link', { name: 'Formulario Dosis' }).waitFor();
    const labels = drawerPages('health').map(({ menu }) => menu.label);
    expect((await navigation.getByRole('link').allInnerTexts()).map((text) => text.trim()).sort()).toEqual(
      labels.sort(),
    );
    await screenshot(page, 'health-menu');
    await page.goto('/pais');
    await page.waitForURL('**/forbidden');
    await page.getByRole('heading', { name: 'Acceso Denegado' }).waitFor();
    await screenshot(page, 'health-forbidden');
    await page
      .getByRole('button', { name: /inicio/i })
      .or(page.getByRole('link', { name: /inicio/i }).last())
      .first()
      .click();
    await page.waitForURL('**/inicio');
  });

  test("should not show the demo account on the suite's production server, demo data and all", async ({ page }) => {
    const health = page.waitForResponse('**/api/v1/health');
    await page.goto('/login');
    expect(await (await health).json()).toEqual({ status: 'ok', demo: false });
    await page.getByRole('button', { name: 'Iniciar sesión' }).waitFor();
    await expect(page.getByText('Cuenta de demostración')).toHaveCount(0);
  });

  test('should offer Reintentar after a failed login and log in after fixing the password', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Correo electrónico').fill('admin@gmail.com');
    await page.getByLabel('Contraseña', { exact: true }).fill('incorrecta');
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await page.getByText('Correo o contraseña incorrectos').waitFor();
    await page.getByRole('button', { name: 'Reintentar' }).waitFor();
    await screenshot(page, 'login-failed');
    await page.getByLabel('Contraseña', { exact: true }).fill('admin123');
    await page.getByRole('button', { name: 'Reintentar' }).click();
    await page.waitForURL('**/inicio');
    await page.getByText('Login exitoso').waitFor();
  });

  test('should log out, clearing token and role', async ({ page }) => {
    await logIn(page, 'admin');
    await page.getByRole('button', { name: 'Cerrar sesión' }).click();
    await page.waitForURL('**/login');
    expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('role')])).toEqual([
      null,
      null,
    ]);
    await page.goto('/inicio');
    await page.waitForURL('**/login?reason=required');
  });
});

test.describe('the demo account on the login page', () => {
  let server: Awaited<ReturnType<typeof startServer>> | undefined;
  test.beforeAll(async () => {
    server = await startServer(root, { env: { NODE_ENV: 'development' } });
  });
  test.afterAll(() => server?.stop());

  test('should show it on a development server with the demo data, and sign in with it', async ({ page }) => {
    await page.goto(`${server?.url}/login`);
    await expect(page.getByText('Cuenta de demostración')).toHaveText(demoLine);
    await screenshot(page, 'login-demo-account');
    await page.getByLabel('Correo electrónico').fill('admin@gmail.com');
    await page.getByLabel('Contraseña', { exact: true }).fill('admin123');
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await page.waitForURL('**/inicio');
  });
});
