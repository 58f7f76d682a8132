import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { paths } from '../lib/paths.mjs';

const packageOf = (/** @type {string} */ moduleId) => {
  const [, inside] = moduleId.split('node_modules/');
  if (!inside) return undefined;
  const [first = '', second] = inside.split('/');
  return first.startsWith('@') ? `${first}/${second}` : first;
};

/**
 * The client's chunks as Vite builds them (built again in memory, nothing written): file,
 * raw and gzip size, the npm packages inside, static imports, and the route module a lazy
 * chunk loads.
 */
export const readChunks = async () => {
  const result = await build({
    root: paths.root,
    configFile: `${paths.root}/vite.config.ts`,
    logLevel: 'silent',
    build: { write: false, outDir: `${paths.data}/bundle-analysis` },
  });
  const outputs = (Array.isArray(result) ? result : [result]).flatMap((output) =>
    'output' in output ? output.output : [],
  );
  return outputs
    .filter((item) => item.type === 'chunk')
    .map((chunk) => ({
      file: chunk.fileName,
      bytes: Buffer.byteLength(chunk.code),
      gzipBytes: gzipSync(chunk.code).length,
      packages: [...new Set(chunk.moduleIds.map(packageOf).filter((name) => name !== undefined))].sort(),
      imports: chunk.imports,
      isEntry: chunk.isEntry,
      route: chunk.isDynamicEntry ? chunk.facadeModuleId?.replace(`${paths.root}/`, '') : undefined,
    }));
};

/** The chunks a chunk needs before it runs: itself and its static imports, transitively. *
 * @param {readonly { file: string, imports: readonly string[] }[]} chunks
 * @param {string} file
 */
export const staticClosure = (chunks, file) => {
  const byFile = new Map(chunks.map((chunk) => [chunk.file, chunk]));
  /** @type {Set<string>} */
  const seen = new Set();
  const visit = (/** @type {string} */ name) => {
    if (seen.has(name)) return;
    seen.add(name);
    for (const imported of byFile.get(name)?.imports ?? []) visit(imported);
  };
  visit(file);
  return seen;
};
