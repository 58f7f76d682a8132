// The README's screenshots (docs/readme/*.png): starts the built server (`npm run build` first) on a
// fresh embedded database with the demo data, signs in as the demo admin and captures the home
// dashboard, a Gestión table and the dose form, in the light and the dark theme, with Debian's
// Chromium (CHROME_PATH to use another). Run: `npm run build && node scripts/readme-screenshots.mjs`.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import chromiumArgs from './chromium-args.json' with { type: 'json' };

const root = path.resolve(import.meta.dirname, '..');
const outDir = path.join(root, 'docs/readme');
const port = Number(process.env.SCREENSHOT_PORT ?? 4320);
const baseUrl = `http://localhost:${port}`;
const viewport = { width: 1366, height: 860 };

/** @typedef {import('playwright-core').Page} Page */
/** @type {{ file: string, theme: 'SNH' | 'SNHdark', route: string, prepare?: (page: Page) => Promise<void> }[]} */
const shots = [
  { file: 'inicio-light.png', theme: 'SNH', route: '/inicio', prepare: chooseFirstCentre },
  { file: 'pacientes-gestion-dark.png', theme: 'SNHdark', route: '/pacientes', prepare: showManageTable },
  { file: 'formulario-dosis-dark.png', theme: 'SNHdark', route: '/formulario-dosis' },
];

if (!fs.existsSync(path.join(root, 'dist/server/main.js'))) {
  console.error('No build in dist/: run npm run build first');
  process.exit(1);
}
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'readme-shots-'));
const server = spawn(process.execPath, ['dist/server/main.js'], {
  cwd: root,
  env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, NODE_ENV: 'production', LOG_REQUESTS: '0' },
  stdio: ['ignore', 'ignore', 'inherit'],
});
try {
  await waitForHealth();
  const session = await signIn('admin@gmail.com', 'admin123');
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: chromiumArgs,
  });
  fs.mkdirSync(outDir, { recursive: true });
  for (const shot of shots) {
    const context = await browser.newContext({ viewport, locale: 'es-ES', baseURL: baseUrl });
    // The app's own storage keys: the session as the login page stores it, and the theme choice.
    const stored = { ...session, theme: shot.theme };
    const setItems = Object.entries(stored).map(
      ([key, value]) => `localStorage.setItem(${JSON.stringify(key)}, ${JSON.stringify(value)});`,
    );
    await context.addInitScript({ content: setItems.join('\n') });
    const page = await context.newPage();
    await page.goto(shot.route);
    await page.locator('h1').first().waitFor();
    await page.waitForLoadState('networkidle');
    await shot.prepare?.(page);
    // Charts animate in; the bars are drawn after this.
    await page.waitForTimeout(1_000);
    await page.screenshot({ path: path.join(outDir, shot.file) });
    console.log(`docs/readme/${shot.file}`);
    await context.close();
  }
  await browser.close();
} finally {
  server.kill('SIGTERM');
  fs.rmSync(dataDir, { recursive: true, force: true });
}

/** @param {Page} page */
async function chooseFirstCentre(page) {
  await page.getByLabel('Centro de Salud').selectOption({ index: 1 });
  await page.waitForLoadState('networkidle');
}

/** @param {Page} page */
async function showManageTable(page) {
  await page.getByRole('button', { name: 'Gestión', exact: true }).click();
  await page
    .getByRole('table')
    .getByRole('button', { name: /^Editar/ })
    .first()
    .waitFor();
  await page.waitForLoadState('networkidle');
}

/**
 * @param {string} email
 * @param {string} password
 * @returns {Promise<{ token: string, role: string }>}
 */
async function signIn(email, password) {
  const response = await fetch(`${baseUrl}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`Login failed: ${response.status}`);
  return /** @type {{ token: string, role: string }} */ (await response.json());
}

async function waitForHealth() {
  for (let attempt = 0; attempt < 120; attempt += 1) {
    try {
      if ((await fetch(`${baseUrl}/api/v1/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The server did not answer on ${baseUrl}`);
}
