import { defineConfig } from '@playwright/test';
import { chromiumArgs, findChromium } from './tests/e2e/support/chromium';
import { freePort } from './tests/e2e/support/server';

// Chosen once, by the runner, before its workers start: they inherit the environment and so the port.
process.env.E2E_PORT ??= String(await freePort());
const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;

/**
 * The browser suite (`npm run test:e2e`, and the last step of `npm test`): Debian's Chromium
 * against the production build on a fresh database, one worker as the tests share that server.
 * Then the `log` project reads the server's log of the whole run for personal data.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  tsconfig: './tsconfig.playwright.json',
  outputDir: 'test-results/e2e',
  timeout: 90_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  // Always: CI (.ci/run) does not set CI, and a forgotten test.only would pass a run of one test.
  forbidOnly: true,
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'test-results/e2e-report' }]],
  use: {
    baseURL,
    locale: 'es-ES',
    viewport: { width: 1440, height: 900 },
    actionTimeout: 15_000,
    navigationTimeout: 15_000,
    // DOM snapshots at each step, without the screencast: its frames cost seconds per test on two cores.
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: findChromium(), args: chromiumArgs },
  },
  projects: [
    { name: 'e2e', testMatch: '*.test.ts', testIgnore: 'full-run-log.test.ts' },
    { name: 'log', testMatch: 'full-run-log.test.ts', dependencies: ['e2e'] },
  ],
  webServer: {
    command: 'node tests/e2e/support/web-server.mjs',
    url: `${baseURL}/api/v1/health`,
    env: { E2E_PORT: process.env.E2E_PORT },
    timeout: 300_000,
    reuseExistingServer: false,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
  },
});
