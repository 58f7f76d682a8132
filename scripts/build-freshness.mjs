// Whether dist/ holds a production build at least as new as the sources it is made from.
// Shared by `npm start`, `npm run bench` and the browser tests' set-up.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

// The chunk summary's code too: the build writes dist/client-chunks.json with it (vite.config.ts).
const sources = [
  'src',
  'index.html',
  'public',
  'vite.config.ts',
  'tailwind.config.ts',
  'package-lock.json',
  'bench/sections/chunk-summary.mjs',
];

const newestChange = (target) => {
  if (!existsSync(target)) return 0;
  const stats = statSync(target);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return Math.max(0, ...readdirSync(target).map((name) => newestChange(path.join(target, name))));
};

/**
 * Whether one client file belongs to a build made outside production mode: it is the JSX
 * development runtime, or it carries React's development build (and its DevTools hint).
 */
export const isDevelopmentChunk = (fileName, text) =>
  path.basename(fileName).startsWith('jsx-dev-runtime') || text.includes('Download the React DevTools');

/** True when the built client carries React's development build. */
export const isDevelopmentBuild = (root) => {
  const assets = path.join(root, 'dist/client/assets');
  if (!existsSync(assets)) return false;
  return readdirSync(assets).some(
    (file) =>
      isDevelopmentChunk(file, '') ||
      (file.endsWith('.js') && isDevelopmentChunk(file, readFileSync(path.join(assets, file), 'utf8'))),
  );
};

/** True when the built server or client is missing, older than any source, or a development build. */
export const isBuildStale = (root) => {
  const builtAt = Math.min(
    newestChange(path.join(root, 'dist/server/main.js')),
    newestChange(path.join(root, 'dist/client/index.html')),
  );
  const changedAt = Math.max(...sources.map((source) => newestChange(path.join(root, source))));
  return builtAt === 0 || changedAt > builtAt || isDevelopmentBuild(root);
};
