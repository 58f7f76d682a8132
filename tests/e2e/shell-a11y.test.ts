import type { Page } from '@playwright/test';
import { demoAccounts, expect, logIn, screenshot, test } from './support/browser';

const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

/** The focused element as '<tag>:<text>', or 'BODY' when the focus is lost to the page. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return 'BODY';
    const name = element.getAttribute('aria-label') ?? element.textContent?.trim() ?? '';
    return `${element.tagName.toLowerCase()}:${name}`;
  });

/** Waits until the focus is on `expected` ('h1:Pacientes'). */
const focusSettlesOn = async (page: Page, expected: string) => {
  await expect.poll(() => focused(page), { timeout: 5000 }).toBe(expected);
};

/** Presses Tab (or Shift+Tab) until the focus reaches `expected`, checking that it never falls to the body on the way. */
const tabTo = async (page: Page, expected: string, key: 'Tab' | 'Shift+Tab' = 'Tab') => {
  for (let press = 0; press < 40; press += 1) {
    await page.keyboard.press(key);
    const now = await focused(page);
    expect(now).not.toBe('BODY');
    if (now === expected) return;
  }
  throw new Error(`Tab never reached ${expected}`);
};

test.describe('the app shell for keyboard and screen reader users', () => {
  test('should log in by keyboard alone and put the focus on the home heading', async ({ page }) => {
    await page.goto('/login');
    await expect(page).toHaveTitle('Iniciar sesión · SNH Vacunas');

    await tabTo(page, 'input:');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('type'))).toBe('email');
    await page.keyboard.type(demoAccounts.admin.email);
    await page.keyboard.press('Tab');
    await page.keyboard.type(demoAccounts.admin.password);
    await page.keyboard.press('Enter');
    await page.waitForURL('**/inicio');

    await focusSettlesOn(page, 'h1:Bienvenido a SNH Vacunas');
    expect(await page.title()).toBe('Inicio · SNH Vacunas');
    await screenshot(page, 'shell-focus-after-login');
  });

  test('should keep the focus in the password after a refused login', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Correo electrónico').fill(demoAccounts.admin.email);
    await page.getByLabel('Contraseña', { exact: true }).fill('otra-clave');
    await page.getByRole('button', { name: 'Iniciar sesión' }).focus();

    await page.keyboard.press('Enter');

    await page.getByRole('button', { name: 'Reintentar' }).waitFor();
    expect(await page.evaluate(() => document.activeElement?.getAttribute('autocomplete'))).toBe('current-password');
    expect(page.url()).toContain('/login');
  });

  test("should move the focus to the new page's heading after a menu choice, and mark the entry as current", async ({
    page,
  }) => {
    await logIn(page, 'admin');
    await focusSettlesOn(page, 'h1:Bienvenido a SNH Vacunas');

    await tabTo(page, 'a:Pacientes', 'Shift+Tab');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/pacientes');

    await focusSettlesOn(page, 'h1:Pacientes');
    expect(await page.title()).toBe('Pacientes · SNH Vacunas');
    const navigation = page.getByRole('navigation', { name: 'Navegación principal' });
    expect(await navigation.getByRole('link', { name: 'Pacientes' }).getAttribute('aria-current')).toBe('page');
    expect(await navigation.getByRole('link', { name: 'Inicio' }).getAttribute('aria-current')).toBeNull();

    await page.goBack();
    await page.waitForURL('**/inicio');
    await focusSettlesOn(page, 'h1:Bienvenido a SNH Vacunas');
  });

  test('should put the focus on the login heading after logging out by keyboard', async ({ page }) => {
    await logIn(page, 'admin');
    await focusSettlesOn(page, 'h1:Bienvenido a SNH Vacunas');

    await tabTo(page, 'button:Cerrar sesión', 'Shift+Tab');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/login');

    await focusSettlesOn(page, 'h1:Iniciar sesión');
    await expect(page).toHaveTitle('Iniciar sesión · SNH Vacunas');
  });

  test('should title every route after its page', async ({ page, browser }) => {
    await logIn(page, 'admin');
    for (const [path, title] of [
      ['/lotes', 'Lotes · SNH Vacunas'],
      ['/pais', 'País · SNH Vacunas'],
      ['/formulario-dosis', 'Formulario Dosis · SNH Vacunas'],
      ['/no-existe', 'Página no encontrada · SNH Vacunas'],
    ] as const) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await expect(page).toHaveTitle(title);
    }

    const health = await browser.newPage();
    await logIn(health, 'health');
    await health.goto('/pacientes');
    await health.waitForURL('**/forbidden');
    await expect(health).toHaveTitle('Acceso Denegado · SNH Vacunas');
    await health.close();
  });

  test('should offer the skip link first, leading to the main content, inside named landmarks', async ({ page }) => {
    await logIn(page, 'admin');
    await page.goto('/inicio');
    await page.getByRole('heading', { level: 1 }).waitFor();

    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('a:Saltar al contenido');
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('contenido');

    expect(await page.getByRole('banner').count()).toBe(1);
    expect(await page.getByRole('main').count()).toBe(1);
    expect(await page.getByRole('navigation', { name: 'Navegación principal' }).count()).toBe(1);
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
  });

  test.describe('on a phone', () => {
    test.use(phone);

    test('should close the mobile drawer and focus the chosen page heading', async ({ page }) => {
      await logIn(page, 'admin');
      await page.getByRole('button', { name: 'Abrir menú' }).focus();
      await page.keyboard.press('Enter');
      const navigation = page.getByRole('navigation', { name: 'Navegación principal' });
      await navigation.getByRole('link', { name: 'Vacunas', exact: true }).waitFor();

      await tabTo(page, 'a:Vacunas');
      await page.keyboard.press('Enter');
      await page.waitForURL('**/vacunas');
      await navigation.waitFor({ state: 'hidden' });

      await focusSettlesOn(page, 'h1:Vacunas');
      // The drawer's closing transition ends later; the focus must stay on the heading.
      await page.waitForTimeout(500);
      expect(await focused(page)).toBe('h1:Vacunas');
    });

    for (const [how, close] of [
      ['Escape', (page: Page) => page.keyboard.press('Escape')],
      ['its close button', (page: Page) => page.getByRole('button', { name: 'Cerrar menú' }).last().press('Enter')],
      ['a tap beside it', (page: Page) => page.mouse.click(370, 420)],
    ] as const) {
      test(`should give the focus back to the menu button when the mobile drawer is closed by ${how}`, async ({
        page,
      }) => {
        await logIn(page, 'admin');
        await page.getByRole('button', { name: 'Abrir menú' }).focus();
        await page.keyboard.press('Enter');
        const navigation = page.getByRole('navigation', { name: 'Navegación principal' });
        await navigation.getByRole('link', { name: 'Vacunas', exact: true }).waitFor();
        // As a person would: close it once it has opened, its focus inside and its slide-in done.
        await page.waitForFunction(
          () =>
            document.activeElement?.closest('[role="dialog"]') &&
            document.getAnimations().every((animation) => animation.playState !== 'running'),
        );

        await close(page);

        await navigation.waitFor({ state: 'hidden' });
        await focusSettlesOn(page, 'button:Abrir menú');
        await page.waitForTimeout(500);
        expect(await focused(page)).toBe('button:Abrir menú');
      });
    }
  });

  test("should move the focus to each step's heading in the dose form", async ({ page }) => {
    await logIn(page, 'health');
    await page.goto('/formulario-dosis');
    await page.getByRole('heading', { level: 1, name: 'Formulario Dosis' }).waitFor();
    const current = page.locator('[aria-current="step"]');
    expect(await current.textContent()).toContain('Registro de Paciente');

    await page.getByRole('button', { name: 'El paciente ya está registrado' }).focus();
    await page.keyboard.press('Enter');
    await focusSettlesOn(page, 'h2:Registro de Dosis');
    expect(await current.textContent()).toContain('Registro de Dosis');

    await page.getByRole('button', { name: 'Paso anterior' }).focus();
    await page.keyboard.press('Enter');
    await focusSettlesOn(page, 'h2:Registro de Paciente');
    await screenshot(page, 'shell-dose-step-heading');
  });
});
