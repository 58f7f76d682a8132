import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'vite';
import { isBuildStale } from '../../scripts/build-freshness.mjs';
import { paths } from '../lib/paths.mjs';
import { chunkSummary } from './chunk-summary.mjs';

/** What the production build writes of its client chunks (vite.config.ts, `chunkReport`). */
export const chunkReportFile = path.join(paths.dist, 'client-chunks.json');

/**
 * The client's chunks as Vite builds them: read from the production build's report when dist/ is as new as every
 * source (`npm test` builds it first for the browser suite), else built again in memory, nothing written.
 *
 * @returns {Promise<import('./chunk-summary.d.mts').Chunk[]>}
 */
export const readChunks = async () => {
  if (existsSync(chunkReportFile) && !isBuildStale(paths.root)) {
    return JSON.parse(readFileSync(chunkReportFile, 'utf8'));
  }
  const result = await build({
    root: paths.root,
    configFile: `${paths.root}/vite.config.ts`,
    logLevel: 'silent',
    build: { write: false, outDir: `${paths.data}/bundle-analysis` },
  });
  const outputs = (Array.isArray(result) ? result : [result]).flatMap((output) =>
    'output' in output ? output.output : [],
  );
  return outputs.flatMap((item) => (item.type === 'chunk' ? [chunkSummary(item, paths.root)] : []));
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
