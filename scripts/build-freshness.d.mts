/** True when the built server or client is missing, older than any source, or a development build. */
export declare const isBuildStale: (root: string) => boolean;
/** True when the built client carries React's development build. */
export declare const isDevelopmentBuild: (root: string) => boolean;
/** Whether one client file (its name and text) belongs to a development build. */
export declare const isDevelopmentChunk: (fileName: string, text: string) => boolean;
/** Runs `npm run build` in production mode when the build is stale; true when it did; throws when it fails. */
export declare const buildIfStale: (
  root: string,
  options?: { stdio?: import('node:child_process').StdioOptions },
) => boolean;
