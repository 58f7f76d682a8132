import fs from 'node:fs';
import path from 'node:path';
import { type Browser, type BrowserContextOptions, type Page, test } from '@playwright/test';

export { expect, test } from '@playwright/test';

const shotsDir = path.resolve(import.meta.dirname, '../../../test-results/e2e');

const slug = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-zA-Z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase();

/** Saves a full-page screenshot under test-results/e2e, for the README and a person's review. */
export const screenshot = async (page: Page, name: string) => {
  fs.mkdirSync(shotsDir, { recursive: true });
  await page.screenshot({ path: path.join(shotsDir, `${slug(name)}.png`), fullPage: true });
};

/**
 * One tab for every test of the calling describe block (one login for many checks): opened
 * before its first test with the config's context options plus `options`, and closed after its
 * last. `prepare` runs once on the new tab, such as a login. A failing test's screenshot (and trace, when
 * recorded) covers this tab too, as every page of the test's browser.
 *
 * @example
 * const page = sharedPage({}, (tab) => logIn(tab, 'admin'));
 * test('...', async () => { await page().goto('/pais'); });
 */
export const sharedPage = (options: BrowserContextOptions = {}, prepare?: (page: Page) => Promise<void>) => {
  let shared: Page | undefined;
  test.beforeAll(async ({ browser }: { browser: Browser }) => {
    shared = await (await browser.newContext(options)).newPage();
    await prepare?.(shared);
  });
  test.afterAll(async () => {
    await shared?.context().close();
  });
  return () => {
    if (!shared) throw new Error('The shared page opens before the first test');
    return shared;
  };
};

export const demoAccounts = {
  admin: { email: 'admin@gmail.com', password: 'admin123' },
  health: { email: 'salud@gmail.com', password: 'salud123' },
  /** The admin of 'Distrito Lima Norte', scoped to the district. */
  district: { email: 'distrito@gmail.com', password: 'distrito123' },
} as const;

/** Logs in through the login form, as a person would. */
export const logIn = (page: Page, role: keyof typeof demoAccounts) => logInWith(page, demoAccounts[role]);

/** Logs in through the login form with an account a scenario made (a vaccinator of its own centre). */
export const logInWith = async (page: Page, account: { email: string; password: string }) => {
  await page.goto('/login');
  await page.getByLabel('Correo electrónico').fill(account.email);
  await page.getByLabel('Contraseña', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await page.waitForURL('**/inicio');
};
