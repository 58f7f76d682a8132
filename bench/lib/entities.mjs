import { createServer } from 'vite';
import { paths } from './paths.mjs';

/**
 * The entity configs the bench pages through (patients and applied doses), each from its file
 * in src/entities, loaded through Vite's SSR module loader, so the bench sorts by the columns
 * the configs declare today.
 *
 * @example
 * const { patients } = await loadEntities(); patients.columns.map((column) => column.key)
 */
/**
 * The part of an entity config the bench reads.
 * @typedef {{ name: string, path: string, columns: readonly { key: string }[], defaultSort?: { key: string, order: 'asc' | 'desc' } }} BenchEntity
 */

/** @returns {Promise<{ patients: BenchEntity, appliedDoses: BenchEntity }>} */
export const loadEntities = async () => {
  const vite = await createServer({
    root: paths.root,
    configFile: false,
    logLevel: 'silent',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
  });
  try {
    const { patients } = await vite.ssrLoadModule('/src/entities/patients.ts');
    const { appliedDoses } = await vite.ssrLoadModule('/src/entities/applied-doses.ts');
    return { patients, appliedDoses };
  } finally {
    await vite.close();
  }
};
