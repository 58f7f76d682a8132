import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { isDevelopmentBuild } from '../../scripts/build-freshness.mjs';
import { findChromium } from './support/chromium';
import { startServer } from './support/server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    chromiumPath: string;
  }
}

const root = path.resolve(import.meta.dirname, '../..');

/**
 * Builds the production bundle, starts it on a fresh database and hands its address to the
 * tests. Screenshots of an earlier run are cleared, so a failure's picture is this run's.
 */
export default async function setup(project: TestProject) {
  fs.rmSync(path.join(root, 'test-results/e2e'), { recursive: true, force: true });
  const chromiumPath = findChromium();
  // vitest runs with NODE_ENV=test; the browser tests test what `npm start` serves.
  execFileSync('npm', ['run', 'build', '--silent'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (isDevelopmentBuild(root)) throw new Error('npm run build made a development build');
  const server = await startServer(root);
  project.provide('baseUrl', server.url);
  project.provide('chromiumPath', chromiumPath);
  return server.stop;
}
