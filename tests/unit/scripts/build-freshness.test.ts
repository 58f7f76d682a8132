import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { isBuildStale, isDevelopmentBuild } from '../../../scripts/build-freshness.mjs';

const productionChunk = 'const e=Symbol.for("react.element");export{e as R};';
// What React's development build writes to the console in the browser.
const developmentChunk =
  'console.info("%cDownload the React DevTools for a better development experience: https://react.dev/link/react-devtools","font-weight:bold");';

let root = '';
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

/** A repository with sources from an hour ago and a build made now, its client chunks as given. */
const fakeRepository = (chunks: Record<string, string>) => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'vacunas-build-'));
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  };
  write('src/main.tsx', 'export {};');
  const anHourAgo = new Date(Date.now() - 3_600_000);
  fs.utimesSync(path.join(root, 'src/main.tsx'), anHourAgo, anHourAgo);
  write('dist/server/main.js', 'export {};');
  write('dist/client/index.html', '<!doctype html>');
  for (const [name, text] of Object.entries(chunks)) write(`dist/client/assets/${name}`, text);
  return root;
};

describe('isBuildStale', () => {
  it('should take a production build newer than the sources as fresh', () => {
    const repository = fakeRepository({ 'index-Bx1.js': productionChunk });
    expect(isBuildStale(repository)).toBe(false);
    expect(isDevelopmentBuild(repository)).toBe(false);
  });

  it.each([
    ['React development code in a chunk', { 'index-Bx1.js': developmentChunk }],
    ['the JSX development runtime chunk', { 'index-Bx1.js': productionChunk, 'jsx-dev-runtime-Cq2.js': '' }],
  ])('should take a build with %s as stale, however new', (_name, chunks) => {
    const repository = fakeRepository(chunks);
    expect(isDevelopmentBuild(repository)).toBe(true);
    expect(isBuildStale(repository)).toBe(true);
  });

  it('should take a build older than a source, or a missing one, as stale', () => {
    const repository = fakeRepository({ 'index-Bx1.js': productionChunk });
    fs.writeFileSync(path.join(repository, 'src/main.tsx'), 'export const changed = true;');
    const aMinuteAhead = new Date(Date.now() + 60_000);
    fs.utimesSync(path.join(repository, 'src/main.tsx'), aMinuteAhead, aMinuteAhead);
    expect(isBuildStale(repository)).toBe(true);

    fs.rmSync(path.join(repository, 'dist/server'), { recursive: true });
    expect(isBuildStale(repository)).toBe(true);
  });

  it("should take a build older than the chunk report's code as stale: the build wrote its report with it", () => {
    const repository = fakeRepository({ 'index-Bx1.js': productionChunk });
    const summary = path.join(repository, 'bench/sections/chunk-summary.mjs');
    fs.mkdirSync(path.dirname(summary), { recursive: true });
    fs.writeFileSync(summary, 'export const chunkSummary = () => ({});');
    const aMinuteAhead = new Date(Date.now() + 60_000);
    fs.utimesSync(summary, aMinuteAhead, aMinuteAhead);
    expect(isBuildStale(repository)).toBe(true);
  });
});
