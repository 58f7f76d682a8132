import { describe, expect, it } from 'vitest';
import { logIn, screenshot, setUpBrowser } from './support/browser';

const browser = setUpBrowser();

const fakeToken = (payload: object) =>
  `${Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url')}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.c2lnbmF0dXJl`;

describe('session and route guards (spec section 4)', () => {
  it('should send a visitor without a token to the login with "Necesitas iniciar sesión"', async () => {
    const page = await browser.newPage();
    await page.goto('/pacientes');
    await page.waitForURL('**/login?reason=required');
    await page.getByText('Necesitas iniciar sesión').waitFor();
    await screenshot(page, 'guard-required');
  });

  it.each([
    ['expired', fakeToken({ sub: '1', role: 'admin', exp: Math.floor(Date.now() / 1000) - 60 }), 'Sesión expirada'],
    ['invalid', 'esto-no-es-un-token', 'Token inválido'],
  ])('should clear an %s token and say so on the login page', async (reason, token, message) => {
    const page = await browser.newPage();
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

  it('should show health staff only Inicio and Formulario Dosis, and Acceso Denegado on /pais', async () => {
    const page = await browser.newPage();
    await logIn(page, 'health');
    const navigation = page.getByRole('navigation');
    await navigation.getByRole('link', { name: 'Inicio' }).waitFor();
    await navigation.getByRole('link', { name: 'Formulario Dosis' }).waitFor();
    expect(await navigation.getByRole('link').count()).toBe(2);
    expect(await page.getByText('Gestión Administrativa').count()).toBe(0);
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

  it('should offer Reintentar after a failed login and log in after fixing the password', async () => {
    const page = await browser.newPage();
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

  it('should log out, clearing token and role', async () => {
    const page = await browser.newPage();
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
