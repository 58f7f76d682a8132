import { expect, test } from '@playwright/test';
import { isDevelopmentChunk } from '../../scripts/build-freshness.mjs';

/** Every script the served page can load: the page's own, then each chunk's imports, preloads included. */
const servedScripts = async (baseUrl: string) => {
  const html = await (await fetch(`${baseUrl}/login`)).text();
  const pending = [...html.matchAll(/\/assets\/([\w.-]+\.js)/g)].map(([, name]) => name);
  const scripts = new Map<string, string>();
  for (let name = pending.pop(); name !== undefined; name = pending.pop()) {
    if (scripts.has(name)) continue;
    const text = await (await fetch(`${baseUrl}/assets/${name}`)).text();
    scripts.set(name, text);
    pending.push(...[...text.matchAll(/(?:\.\/|assets\/)([\w.-]+\.js)/g)].map(([, imported]) => imported));
  }
  return scripts;
};

test.describe('the served client', () => {
  test('should be a production build, as npm start serves it', async ({ baseURL }) => {
    const scripts = await servedScripts(String(baseURL));

    expect(scripts.size).toBeGreaterThan(5);
    expect([...scripts].filter(([name, text]) => isDevelopmentChunk(name, text)).map(([name]) => name)).toEqual([]);
  });
});
