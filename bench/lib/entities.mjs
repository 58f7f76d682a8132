import { createServer } from 'vite';
import { paths } from './paths.mjs';

/**
 * The product's entity configs (src/entities), loaded through Vite's SSR module loader, so
 * the bench sorts by the columns the configs declare today.
 *
 * @example
 * const { patients } = await loadEntities(); patients.columns.map((column) => column.key)
 */
export const loadEntities = async () => {
  const vite = await createServer({
    root: paths.root,
    configFile: false,
    logLevel: 'silent',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
  });
  try {
    return await vite.ssrLoadModule('/src/entities/index.ts');
  } finally {
    await vite.close();
  }
};
