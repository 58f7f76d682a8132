import { loadServerModules } from './server-modules.mjs';

/**
 * The part of an entity config the bench reads.
 * @typedef {{ name: string, path: string, columns: readonly { key: string }[], defaultSort?: { key: string, order: 'asc' | 'desc' } }} BenchEntity
 */

/**
 * The entity configs the bench pages through (patients and applied doses), each from its file
 * in src/entities, so the bench sorts by the columns the configs declare today.
 *
 * @example
 * const { patients } = await loadEntities(); patients.columns.map((column) => column.key)
 *
 * @returns {Promise<{ patients: BenchEntity, appliedDoses: BenchEntity }>}
 */
export const loadEntities = async () => {
  const { patients, appliedDoses } = await loadServerModules([
    '/src/entities/patients.ts',
    '/src/entities/applied-doses.ts',
  ]);
  return { patients, appliedDoses };
};
