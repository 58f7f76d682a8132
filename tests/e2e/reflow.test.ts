import type { Page } from '@playwright/test';
import { expectNoSeriousViolations, expectTheme, startInTheme, themes } from './support/axe';
import { expect, logIn, screenshot, test } from './support/browser';
import { expectFocused, tabTo } from './support/keyboard';
import { openRoute, openTable, settle } from './support/screens';

/** A phone, or a 1280 px screen at 400 % zoom: WCAG 1.4.10 Reflow asks for no sideways scrolling here. */
const narrow = { width: 320, height: 640 };

/** The pages do their own horizontal scrolling (a table in its region); the document never does. */
const expectNoSidewaysScroll = async (page: Page) => {
  const widths = await page.evaluate(() => ({
    document: document.documentElement.scrollWidth,
    viewport: document.documentElement.clientWidth,
  }));
  expect(widths.document, `the page is ${widths.document} px wide in ${widths.viewport} px`).toBeLessThanOrEqual(
    narrow.width,
  );
};

/** Every visible control of the top bar lies inside the viewport, and Tab reaches each one in turn. */
const expectTopBarReachable = async (page: Page) => {
  const controls = page.getByRole('banner').locator('a:visible, button:visible');
  const count = await controls.count();
  expect(count).toBeGreaterThan(0);
  for (let index = 0; index < count; index += 1) {
    const control = controls.nth(index);
    const box = await control.evaluate((element) => {
      const rect = element.getBoundingClientRect();
      return { left: rect.left, right: rect.right, name: element.getAttribute('aria-label') ?? element.textContent };
    });
    expect(box.left, `'${box.name}' starts left of the screen`).toBeGreaterThanOrEqual(0);
    expect(box.right, `'${box.name}' ends at x = ${box.right}`).toBeLessThanOrEqual(narrow.width);
    await tabTo(page, control);
  }
};

const screens = [
  { name: 'Inicio (admin)', role: 'admin', open: (page: Page) => openRoute(page, '/inicio') },
  { name: 'Pacientes, Gestión (admin)', role: 'admin', open: (page: Page) => openTable(page, '/pacientes') },
  { name: 'Formulario Dosis (admin)', role: 'admin', open: (page: Page) => openRoute(page, '/formulario-dosis') },
  { name: 'Inicio (health)', role: 'health', open: (page: Page) => openRoute(page, '/inicio') },
  { name: 'Cambiar contraseña (health)', role: 'health', open: (page: Page) => openRoute(page, '/cuenta/contrasena') },
  { name: 'Formulario Dosis (health)', role: 'health', open: (page: Page) => openRoute(page, '/formulario-dosis') },
] as const;

const accountMenu = (page: Page) => page.getByRole('button', { name: 'Menú de la cuenta' });

test.describe('at 320 px (a phone, or 400 % zoom)', () => {
  test.use({ viewport: narrow });

  test('should show the login page without sideways scrolling', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Iniciar sesión' }).waitFor();
    await expectNoSidewaysScroll(page);
    await screenshot(page, 'reflow-320-login');
  });

  for (const role of ['admin', 'health'] as const) {
    test(`should fit every screen of ${role} in the width, its top bar reachable by keyboard`, async ({ page }) => {
      await logIn(page, role);
      for (const screen of screens.filter((each) => each.role === role)) {
        await test.step(screen.name, async () => {
          await screen.open(page);
          await expectNoSidewaysScroll(page);
          await expectTopBarReachable(page);
          await screenshot(page, `reflow-320 ${screen.name}`);
        });
      }
    });
  }

  test("should offer 'Cambiar contraseña' and 'Cerrar sesión' in the account menu, by keyboard", async ({ page }) => {
    await logIn(page, 'admin');
    await openRoute(page, '/inicio');
    expect(await page.getByRole('banner').getByRole('button', { name: 'Cerrar sesión' }).count()).toBe(0);

    await accountMenu(page).focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu', { name: 'Menú de la cuenta' });
    // Headless UI keeps the focus on the list and points at the active item (aria-activedescendant).
    await expectFocused(page, menu, 'the menu');
    await expect(menu.getByRole('menuitem', { name: 'Cambiar contraseña' })).toHaveAttribute('data-focus');
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem', { name: 'Cerrar sesión' })).toHaveAttribute('data-focus');
    await expectNoSidewaysScroll(page);
    for (const item of await menu.getByRole('menuitem').all()) {
      const box = await item.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= narrow.width).toBe(true);
    }
    await screenshot(page, 'reflow-320-account-menu');

    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });
    await expectFocused(page, accountMenu(page), 'Menú de la cuenta');

    await page.keyboard.press('Enter');
    await expect(menu.getByRole('menuitem', { name: 'Cambiar contraseña' })).toHaveAttribute('data-focus');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/cuenta/contrasena');
    // As after a choice in the drawer: the new page's heading has the focus, not the menu's button.
    await expectFocused(page, page.getByRole('heading', { level: 1, name: 'Cambiar contraseña' }), 'the heading');

    await accountMenu(page).click();
    await menu.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
    await page.waitForURL('**/login');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });

  for (const theme of themes) {
    test(`should pass the axe check with the account menu open (${theme})`, async ({ page }) => {
      await startInTheme(page, theme);
      await logIn(page, 'health');
      await openRoute(page, '/inicio');
      await accountMenu(page).click();
      await page.getByRole('menu', { name: 'Menú de la cuenta' }).waitFor();
      await settle(page);
      await expectTheme(page, theme);
      await expectNoSeriousViolations(page, `Menú de la cuenta, 320 px (${theme})`);
    });
  }
});

test.describe('at 1366 px', () => {
  test.use({ viewport: { width: 1366, height: 860 } });

  test("should run the drawer's background down to the bottom of a long page, and keep the wide top bar", async ({
    page,
  }) => {
    await logIn(page, 'admin');
    await openRoute(page, '/inicio');
    const heights = await page.evaluate(() => {
      const drawer = document.getElementById('navegacion')?.getBoundingClientRect();
      return {
        drawerBottom: (drawer?.bottom ?? 0) + window.scrollY,
        document: document.documentElement.scrollHeight,
        viewport: window.innerHeight,
      };
    });
    expect(heights.document, '/inicio is longer than the screen').toBeGreaterThan(heights.viewport);
    expect(heights.drawerBottom).toBeGreaterThanOrEqual(heights.document);
    await screenshot(page, 'reflow-1366-inicio');

    // The menu still scrolls with the page's top, not away with it.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(
      page.getByRole('navigation', { name: 'Navegación principal' }).getByRole('link', { name: 'Inicio' }),
    ).toBeInViewport();

    const banner = page.getByRole('banner');
    await expect(banner.getByRole('button', { name: 'Cerrar sesión' })).toBeVisible();
    await expect(banner.getByRole('link', { name: 'Cambiar contraseña' })).toBeVisible();
    expect(await accountMenu(page).count()).toBe(0);
  });
});
