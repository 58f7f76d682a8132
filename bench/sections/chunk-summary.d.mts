/** One chunk of the client build, as `chunkSummary` describes it. */
export type Chunk = {
  file: string;
  bytes: number;
  gzipBytes: number;
  packages: string[];
  imports: string[];
  isEntry: boolean;
  route: string | undefined;
};

/** One output chunk of the client build as the bench and the /login bundle test read it. */
export declare const chunkSummary: (
  chunk: {
    fileName: string;
    code: string;
    moduleIds: readonly string[];
    imports: readonly string[];
    isEntry: boolean;
    isDynamicEntry: boolean;
    facadeModuleId: string | null;
  },
  root: string,
) => Chunk;
