/** A setting the server cannot start with: printed as one line, with no stack trace. */
export class StartupError extends Error {
  override name = 'StartupError';
}

/**
 * Runs one start-up step; a StartupError prints its one line on stderr and ends the process
 * with 1, anything else is a bug and keeps its stack trace.
 *
 * @example
 * const config = orExit(readConfig);
 */
export const orExit = <T>(step: () => T): T => {
  try {
    return step();
  } catch (error) {
    if (!(error instanceof StartupError)) throw error;
    return refuseStart(error.message);
  }
};

/**
 * Ends a start the server cannot make: the reason on stderr as plain lines, for the person
 * who started it, since it may come before there is a logger (a bad LOG_LEVEL, say).
 */
export const refuseStart = (message: string): never => {
  process.stderr.write(`${message}\n`);
  return process.exit(1);
};

/** The one line for a port the server cannot listen on, or undefined for another failure. */
export const listenFailure = (error: NodeJS.ErrnoException, port: number) => {
  if (error.code === 'EADDRINUSE') return `El puerto ${port} ya está en uso: libérelo o elija otro con PORT`;
  if (error.code === 'EACCES') return `No hay permiso para escuchar en el puerto ${port}: elija otro con PORT`;
  return undefined;
};
