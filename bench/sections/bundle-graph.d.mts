import type { Chunk } from './chunk-summary.d.mts';

export type { Chunk };

/** What the production build writes of its client chunks. */
export declare const chunkReportFile: string;

/** The client's chunks: the production build's report when dist/ is fresh, else built again in memory. */
export declare const readChunks: () => Promise<Chunk[]>;

/** The chunks a chunk needs before it runs: itself and its static imports, transitively. */
export declare const staticClosure: (
  chunks: readonly { file: string; imports: readonly string[] }[],
  file: string,
) => Set<string>;
