// Whether dist/ holds a production build at least as new as the sources it is made from.
// Shared by `npm start`, `npm run bench` and the browser tests' set-up.
import { spawnSync } from 'node:child_process';
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

/**
 * Runs `npm run build` in production mode (whatever NODE_ENV the shell has) when the build is stale, and says
 * whether it did; throws when the build fails or still makes a development build. `npm start`, `npm test`, the
 * browser suite's servers and the bench build through it.
 *
 * @param {string} root
 * @param {{ stdio?: import('node:child_process').StdioOptions }} [options] the build's output: the terminal's by default
 * @returns {boolean}
 */
export const buildIfStale = (root, { stdio = 'inherit' } = {}) => {
  if (!isBuildStale(root)) return false;
  const build = spawnSync('npm', ['run', 'build', '--silent'], {
    cwd: root,
    stdio,
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (build.status !== 0) throw new Error(`npm run build failed (exit ${build.status ?? build.signal})`);
  if (isDevelopmentBuild(root)) throw new Error('npm run build made a development build');
  return true;
};
