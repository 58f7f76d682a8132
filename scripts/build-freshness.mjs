// Whether dist/ holds a build at least as new as the sources it is made from. Shared by
// `npm start` and `npm run bench`.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const sources = ['src', 'index.html', 'public', 'vite.config.ts', 'tailwind.config.ts', 'package-lock.json'];

const newestChange = (target) => {
  if (!existsSync(target)) return 0;
  const stats = statSync(target);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return Math.max(0, ...readdirSync(target).map((name) => newestChange(path.join(target, name))));
};

/** True when the built server or client is missing or older than any source. */
export const isBuildStale = (root) => {
  const builtAt = Math.min(
    newestChange(path.join(root, 'dist/server/main.js')),
    newestChange(path.join(root, 'dist/client/index.html')),
  );
  const changedAt = Math.max(...sources.map((source) => newestChange(path.join(root, source))));
  return builtAt === 0 || changedAt > builtAt;
};
