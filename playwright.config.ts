import { defineConfig } from '@playwright/test';
import { chromiumArgs, findChromium } from './tests/e2e/support/chromium';
import { freePort, suiteServerURL } from './tests/e2e/support/server';

/** The browser suite's workers, each against a server of its own: its own port, database and log. */
const workers = 2;
// Chosen once, by the runner, before its workers start: they inherit the environment and so the ports.
process.env.E2E_PORTS ??= (await Promise.all(Array.from({ length: workers }, () => freePort()))).join(',');
const servers = Array.from({ length: workers }, (_, index) => suiteServerURL(index));
// Each worker loads this file again, numbered by Playwright in TEST_PARALLEL_INDEX (0 to workers - 1): its pages
// open on its own server. The runner has no number, and opens none.
const baseURL = suiteServerURL(Number(process.env.TEST_PARALLEL_INDEX ?? 0));

/**
 * The browser suite (`npm run test:e2e`, and the last step of `npm test`): Debian's Chromium against the
 * production build, on 2 workers, each with a server of its own on a fresh database, so that no test sees another
 * worker's data. A test file runs whole on one worker. Then the `log` project reads the servers' logs of the whole
 * run for personal data.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  tsconfig: './tsconfig.playwright.json',
  outputDir: 'test-results/e2e',
  timeout: 90_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers,
  // A failing test runs once more, in a fresh worker: a pass then is listed as flaky in the summary (and in CI's last
  // lines, .ci/run), so a flake on a busy machine fails no run and is still seen. A test that fails twice fails.
  retries: 1,
  // Always: CI (.ci/run) does not set CI, and a forgotten test.only would pass a run of one test.
  forbidOnly: true,
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'test-results/e2e-report' }]],
  use: {
    baseURL,
    locale: 'es-ES',
    // As a user who asks for it: charts drawn at once, no slide or fade (src/app/styles.css) to wait for.
    reducedMotion: 'reduce',
    // No service worker but where a test allows one (tests/e2e/offline-outreach.test.ts): precaching the whole app in
    // every new context of the suite took a quarter more of its CPU, for pages that test the app, not its cache.
    serviceWorkers: 'block',
    viewport: { width: 1440, height: 900 },
    actionTimeout: 15_000,
    navigationTimeout: 15_000,
    // No trace: recording one for every test took a quarter of the suite's CPU time on two cores, and a failure
    // keeps its screenshot and error context without it. `npx playwright test --trace retain-on-failure` records.
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: findChromium(), args: chromiumArgs },
  },
  projects: [
    { name: 'e2e', testMatch: '*.test.ts', testIgnore: 'full-run-log.test.ts' },
    { name: 'log', testMatch: 'full-run-log.test.ts', dependencies: ['e2e'] },
  ],
  // Started one after another, each once the one before answers: the first builds the bundle the others run.
  webServer: servers.map((url, index) => ({
    command: `node tests/e2e/support/web-server.mjs ${index}`,
    url: `${url}/api/v1/health`,
    env: { E2E_PORTS: String(process.env.E2E_PORTS) },
    timeout: index === 0 ? 300_000 : 60_000,
    reuseExistingServer: false,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
  })),
});
