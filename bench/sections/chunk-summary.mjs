import { gzipSync } from 'node:zlib';

const packageOf = (/** @type {string} */ moduleId) => {
  const [, inside] = moduleId.split('node_modules/');
  if (!inside) return undefined;
  const [first = '', second] = inside.split('/');
  return first.startsWith('@') ? `${first}/${second}` : first;
};

/**
 * One output chunk of the client build as the bench and the /login bundle test read it: file, raw and gzip size,
 * the npm packages inside, static imports, and the route module a lazy chunk loads.
 *
 * @param {{ fileName: string, code: string, moduleIds: readonly string[], imports: readonly string[], isEntry: boolean, isDynamicEntry: boolean, facadeModuleId: string | null }} chunk
 * @param {string} root the project's folder, taken off the route's path
 * @returns {import('./chunk-summary.d.mts').Chunk}
 */
export const chunkSummary = (chunk, root) => ({
  file: chunk.fileName,
  bytes: Buffer.byteLength(chunk.code),
  gzipBytes: gzipSync(chunk.code).length,
  packages: [...new Set(chunk.moduleIds.map(packageOf).filter((name) => name !== undefined))].sort(),
  imports: [...chunk.imports],
  isEntry: chunk.isEntry,
  route: chunk.isDynamicEntry ? chunk.facadeModuleId?.replace(`${root}/`, '') : undefined,
});
