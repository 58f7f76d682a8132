import { describe, expect, it } from 'vitest';
import { readChunks, staticClosure } from '../../../bench/sections/bundle-graph.mjs';

/** The chunks /login runs before it paints: the entry's and the login route's, with their static imports. */
const loginChunks = async () => {
  // A build sets NODE_ENV to production (vite.config.ts): the other tests of this worker keep theirs.
  const nodeEnv = process.env.NODE_ENV;
  const chunks = await readChunks().finally(() => {
    process.env.NODE_ENV = nodeEnv;
  });
  const entry = chunks.find((chunk) => chunk.isEntry);
  const login = chunks.find((chunk) => chunk.route === 'src/app/login/LoginPage.tsx');
  if (!entry || !login) throw new Error('The build has no entry chunk or no login route chunk');
  const files = new Set([...staticClosure(chunks, entry.file), ...staticClosure(chunks, login.file)]);
  return chunks.filter((chunk) => files.has(chunk.file));
};

describe('the JavaScript /login loads (bench: at most 150 KB gzip)', () => {
  it('should hold no zod, which the form loads when it is first touched or sent', async () => {
    const chunks = await loginChunks();
    expect(chunks.filter((chunk) => chunk.packages.includes('zod')).map((chunk) => chunk.file)).toEqual([]);
    const kilobytes = chunks.reduce((sum, chunk) => sum + chunk.gzipBytes, 0) / 1024;
    expect(kilobytes).toBeLessThanOrEqual(150);
  }, 60_000);
});
