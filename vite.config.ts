import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { defineConfig } from 'vitest/config';
import { chunkSummary } from './bench/sections/chunk-summary.mjs';

// `npm run dev` points the proxy at the API it starts; a bare `vite` at `npm start`'s server.
const apiTarget = process.env.API_PROXY_TARGET ?? 'http://localhost:3000';

/**
 * React Router 7's package exports always resolve to its development build, warnings included
 * (remix-run/react-router#14102); a production build takes the production files it ships.
 */
const reactRouterProduction = [
  { find: /^react-router$/, file: 'index.mjs' },
  { find: /^react-router\/dom$/, file: 'dom-export.mjs' },
].map(({ find, file }) => ({
  find,
  replacement: fileURLToPath(new URL(`./node_modules/react-router/dist/production/${file}`, import.meta.url)),
}));

/**
 * A build is a production build whatever NODE_ENV the shell has (vitest runs with `test`):
 * Vite takes React's build and the JSX runtime from NODE_ENV, read after this hook.
 */
const productionBuild: Plugin = {
  name: 'vacunas:production-build',
  config: (_config, { command }) => {
    if (command === 'build') process.env.NODE_ENV = 'production';
  },
};

const projectRoot = fileURLToPath(new URL('.', import.meta.url)).replace(/\/$/, '');

/**
 * The client build's chunks, written beside it (dist/client-chunks.json, not served): the /login bundle test and the
 * bench read them from the build `npm test` makes for the browser suite, instead of building the client again
 * (bench/sections/bundle-graph.mjs).
 */
const chunkReport: Plugin = {
  name: 'vacunas:chunk-report',
  apply: 'build',
  writeBundle: (options, bundle) => {
    if (!options.dir) return;
    const chunks = Object.values(bundle).flatMap((item) =>
      item.type === 'chunk' ? [chunkSummary(item, projectRoot)] : [],
    );
    fs.writeFileSync(path.join(options.dir, '..', 'client-chunks.json'), JSON.stringify(chunks));
  },
};

const appRegistry = fileURLToPath(new URL('./src/app/registry.ts', import.meta.url));
const fixtureRegistry = fileURLToPath(new URL('./tests/fixtures/registry.ts', import.meta.url));

/**
 * `--mode fixture` only (the browser test of a test-only entity): the client's registry module
 * resolves to the tests' registry, so the product's own builds never carry a test entity.
 */
const fixtureEntities: Plugin = {
  name: 'vacunas:fixture-entities',
  enforce: 'pre',
  async resolveId(source, importer, options) {
    const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
    return resolved?.id === appRegistry ? fixtureRegistry : null;
  },
};

/**
 * Chunks a route loads only when it needs them: zod with the engine's rule builders (every form's schema),
 * react-hook-form, and chart.js (the home page's and the indicators' charts). Left to the bundler, zod shared a
 * chunk with the API client's error type, so /login, which needs none of them to paint, loaded it (the bench's
 * login budget, 150 KB gzip), and chart.js one with a hook that pages without charts use.
 */
const chunkGroups = [
  {
    name: 'zod',
    test: /node_modules[\\/]zod[\\/]|src[\\/]engine[\\/](rules[\\/]|schema-shape|entity\.ts|search\.ts|form-action)/,
  },
  { name: 'forms', test: /node_modules[\\/](react-hook-form|@hookform)[\\/]/ },
  { name: 'chart', test: /node_modules[\\/]chart\.js[\\/]/ },
];

/**
 * The installable app shell (issue 29): Workbox's generated service worker precaches the built client, so the app
 * opens without a network after one visit; a navigation offline gets `index.html`, never one under `/api`, and
 * nothing of `/api` is cached (no runtime caching): the outbox (src/app/offline) owns what is sent. The app
 * registers the worker itself (src/app/app-update/service-worker.ts) and applies a new version only when asked.
 * Off for the server's build.
 */
const appShell = (isSsrBuild: boolean) =>
  VitePWA({
    disable: isSsrBuild,
    strategies: 'generateSW',
    registerType: 'prompt',
    injectRegister: false,
    manifest: {
      name: 'SNH Vacunas',
      short_name: 'SNH Vacunas',
      description: 'Panel de gestión de vacunación',
      lang: 'es',
      start_url: '/inicio',
      display: 'standalone',
      background_color: '#ffffff',
      theme_color: '#1B856E',
      icons: [{ src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' }],
    },
    workbox: {
      globPatterns: ['**/*.{js,css,html,svg,webmanifest}'],
      navigateFallback: '/index.html',
      navigateFallbackDenylist: [/^\/api(\/|$)/],
      runtimeCaching: [],
      cleanupOutdatedCaches: true,
    },
  });

export default defineConfig(({ command, mode, isSsrBuild }) => ({
  plugins: [
    productionBuild,
    react(),
    tailwindcss(),
    appShell(isSsrBuild === true),
    ...(mode === 'fixture' ? [fixtureEntities] : []),
    ...(isSsrBuild === true || mode === 'fixture' ? [] : [chunkReport]),
  ],
  resolve: { alias: command === 'build' ? reactRouterProduction : [] },
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    sourcemap: false,
    rolldownOptions: {
      output: { codeSplitting: { groups: chunkGroups } },
      // The engine's modules only declare (no module does anything when loaded): a name taken from its front door
      // (src/engine/index.ts) loads that name's module alone, not every module the door re-exports.
      treeshake: { moduleSideEffects: (id: string) => !/[\\/]src[\\/]engine[\\/].*\.tsx?$/.test(id) },
    },
  },
  server: { proxy: { '/api': apiTarget } },
  // The browser suite runs on Playwright (playwright.config.ts), not here.
  test: {
    // The files share their worker's loaded modules and environment (each still opens its own app and database,
    // or renders its own tree): loading them again for every file took half the node suites' time, and two thirds
    // of the components' (a jsdom and React per file). The components' files load the app's own modules afresh
    // (tests/helpers/setup-dom.ts), for their module mocks and stores.
    isolate: false,
    // A failing test runs once more, and a pass then is named at the end (tests/helpers/retried-reporter.ts): a flake
    // on a busy machine (a render or a child process slower than its wait) fails no run and is still seen. A test
    // that fails twice fails. Not the property suites': a counterexample fast-check found is a failure, not a flake.
    retry: 1,
    reporters: ['default', './tests/helpers/retried-reporter.ts'],
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          exclude: ['tests/unit/boundaries.test.ts'],
          environment: 'node',
        },
      },
      // The layers' import rules, probed with the type checker and Biome: like them, the same on every Node, so CI
      // runs it once (.ci/run).
      { extends: true, test: { name: 'boundaries', include: ['tests/unit/boundaries.test.ts'], environment: 'node' } },
      {
        extends: true,
        test: {
          name: 'components',
          include: ['tests/components/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['tests/helpers/setup-dom.ts'],
          // jsdom renders slowly on a busy 2-core machine; a slow render is not a failure.
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          // Fails a file whose requests or responses disagree with the OpenAPI document.
          setupFiles: ['tests/helpers/setup-openapi.ts'],
          // A file's set-up (a database and its tables, rows) may take more than vitest's 10 s on a busy machine or
          // on PostgreSQL: it gets the 30 s a test gets.
          testTimeout: 30_000,
          hookTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'property',
          include: ['tests/property/**/*.test.ts'],
          environment: 'node',
          retry: 0,
          testTimeout: 120_000,
          hookTimeout: 30_000,
        },
      },
    ],
  },
}));
