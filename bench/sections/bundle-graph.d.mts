/** One chunk of the client build, as `readChunks` describes it. */
export type Chunk = {
  file: string;
  bytes: number;
  gzipBytes: number;
  packages: string[];
  imports: string[];
  isEntry: boolean;
  route: string | undefined;
};

/** The client's chunks as Vite builds them (in memory, nothing written). */
export declare const readChunks: () => Promise<Chunk[]>;

/** The chunks a chunk needs before it runs: itself and its static imports, transitively. */
export declare const staticClosure: (
  chunks: readonly { file: string; imports: readonly string[] }[],
  file: string,
) => Set<string>;
