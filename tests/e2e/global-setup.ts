import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { findChromium } from './support/chromium';
import { startServer } from './support/server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    chromiumPath: string;
  }
}

const root = path.resolve(import.meta.dirname, '../..');

/** Builds the production bundle, starts it on a fresh database and hands its address to the tests. */
export default async function setup(project: TestProject) {
  const chromiumPath = findChromium();
  execFileSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' });
  const server = await startServer(root);
  project.provide('baseUrl', server.url);
  project.provide('chromiumPath', chromiumPath);
  return server.stop;
}
