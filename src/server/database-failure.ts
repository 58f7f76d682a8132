/** An error as the PostgreSQL driver or Node's socket raise it: a code, maybe inside an AggregateError. */
type DriverError = { code?: unknown; errors?: unknown };

const codeOf = (error: unknown): string | undefined => {
  if (typeof error !== 'object' || error === null) return undefined;
  const { code, errors } = error as DriverError;
  if (typeof code === 'string') return code;
  return Array.isArray(errors) ? codeOf(errors[0]) : undefined;
};

/** Where DATABASE_URL points, without its user or password: host, port and database; never throws. */
const describeTarget = (databaseUrl: string) => {
  try {
    const url = new URL(databaseUrl);
    return { server: `${url.hostname}:${url.port || '5432'}`, database: decodeURIComponent(url.pathname.slice(1)) };
  } catch {
    // The environment schema refuses such a URL before; the error must not be printed, as it quotes it.
    return undefined;
  }
};

/**
 * The one line for a database the server cannot reach at start, or undefined for another
 * failure (a bug, which keeps its stack trace). It names the server and the database of
 * DATABASE_URL, never its password.
 *
 * @example
 * databaseFailure({ code: 'ECONNREFUSED' }, 'postgres://u:p@db:5432/vacunas')
 * // 'No se pudo conectar con PostgreSQL en db:5432 (DATABASE_URL): compruebe que está en marcha y acepta conexiones'
 */
export const databaseFailure = (error: unknown, databaseUrl: string | undefined) => {
  const target = databaseUrl ? describeTarget(databaseUrl) : undefined;
  if (!target) return undefined;
  const { server, database } = target;
  switch (codeOf(error)) {
    case 'ECONNREFUSED':
    case 'ETIMEDOUT':
    case 'EHOSTUNREACH':
      return `No se pudo conectar con PostgreSQL en ${server} (DATABASE_URL): compruebe que está en marcha y acepta conexiones`;
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return `No se encontró el servidor PostgreSQL ${server} de DATABASE_URL: revise su nombre`;
    case '28P01':
    case '28000':
      return `PostgreSQL en ${server} rechazó el usuario o la contraseña de DATABASE_URL`;
    case '3D000':
      return `La base de datos "${database}" de DATABASE_URL no existe en ${server}: créela (createdb ${database}) o corrija DATABASE_URL`;
    default:
      return undefined;
  }
};
