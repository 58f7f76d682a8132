import fs from 'node:fs';
import path from 'node:path';
import { type Browser, type BrowserContextOptions, chromium, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, inject, onTestFailed } from 'vitest';
import { chromiumArgs } from './chromium';

const shotsDir = path.resolve(import.meta.dirname, '../../../test-results/e2e');

const slug = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-zA-Z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase();

/** Saves a full-page screenshot under test-results/e2e. */
export const screenshot = async (page: Page, name: string) => {
  fs.mkdirSync(shotsDir, { recursive: true });
  await page.screenshot({ path: path.join(shotsDir, `${slug(name)}.png`), fullPage: true });
};

/**
 * One Chromium per test file; each test gets a fresh context (no stored session) on the
 * server the global setup started, and a screenshot at the point of failure.
 */
export const setUpBrowser = () => {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: inject('chromiumPath'), args: chromiumArgs });
  });
  afterAll(async () => {
    await browser?.close();
  });
  const openPage = async (options: BrowserContextOptions) => {
    if (!browser) throw new Error('Browser not started');
    const context = await browser.newContext({
      baseURL: inject('baseUrl'),
      viewport: { width: 1440, height: 900 },
      locale: 'es-ES',
      ...options,
    });
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    return page;
  };
  return {
    newPage: async (options: BrowserContextOptions = {}) => {
      const page = await openPage(options);
      onTestFailed(async ({ task }) => {
        await screenshot(page, `FAILED-${task.name}`).catch(() => undefined);
      });
      return page;
    },
    /**
     * One tab for every test of the calling describe block (one login for many checks): opened
     * before its first test and closed after its last, with a screenshot of each failing test.
     * `prepare` runs once on the new tab, such as a login.
     */
    sharedPage: (options: BrowserContextOptions = {}, prepare?: (page: Page) => Promise<void>) => {
      let shared: Page | undefined;
      beforeAll(async () => {
        shared = await openPage(options);
        await prepare?.(shared);
      });
      afterEach(async ({ task }) => {
        if (shared && task.result?.state === 'fail') {
          await screenshot(shared, `FAILED-${task.fullName}`).catch(() => undefined);
        }
      });
      afterAll(async () => {
        await shared?.context().close();
      });
      return () => {
        if (!shared) throw new Error('The shared page opens before the first test');
        return shared;
      };
    },
  };
};

export const demoAccounts = {
  admin: { email: 'admin@gmail.com', password: 'admin123' },
  health: { email: 'salud@gmail.com', password: 'salud123' },
} as const;

/** Logs in through the login form, as a person would. */
export const logIn = async (page: Page, role: keyof typeof demoAccounts) => {
  await page.goto('/login');
  await page.getByLabel('Correo electrónico').fill(demoAccounts[role].email);
  await page.getByLabel('Contraseña', { exact: true }).fill(demoAccounts[role].password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await page.waitForURL('**/inicio');
};
