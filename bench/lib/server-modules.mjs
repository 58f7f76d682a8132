import { createServer } from 'vite';
import { paths } from './paths.mjs';

/**
 * The exports of modules of the server's sources (`/src/…` paths), as one object, loaded through
 * Vite's SSR module loader, so the bench runs the product's own code, as it is today, without a
 * build of its own. The loader is closed once they are loaded; their functions still run.
 *
 * @example
 * const { patients, appliedDoses } = await loadServerModules(['/src/entities/patients.ts', '/src/entities/applied-doses.ts']);
 *
 * @param {readonly string[]} files
 */
export const loadServerModules = async (files) => {
  const vite = await createServer({
    root: paths.root,
    configFile: false,
    logLevel: 'silent',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
  });
  try {
    const exports = {};
    for (const file of files) Object.assign(exports, await vite.ssrLoadModule(file));
    return /** @type {Record<string, any>} */ (exports);
  } finally {
    await vite.close();
  }
};
