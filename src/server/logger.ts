import { type DestinationStream, type Level, type Logger, pino } from 'pino';

export type { Logger } from 'pino';

/** Secrets and a person's data, wherever a log line's object may carry them. */
const personalFields = [
  'password',
  'passwordHash',
  'token',
  'jwtSecret',
  'secret',
  'identityDocument',
  'name',
  'firstName',
  'lastname',
  'mobilePhone',
  'phone',
  'email',
  'address',
  'dateOfBirth',
];

export const redactedPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  ...personalFields,
  ...personalFields.map((field) => `*.${field}`),
  ...personalFields.map((field) => `*.*.${field}`),
];

export type LoggerOptions = {
  level: Level | 'silent';
  /** Where the lines go: standard output as JSON by default, `readableOutput()` in development, a test's capture. */
  destination?: DestinationStream;
};

/**
 * The server's logger: levels, and redaction of secrets and personal data wherever a line's
 * object carries them.
 *
 * @example
 * const logger = createLogger({ level: 'info' });
 * logger.info({ port: 3000 }, 'Servidor iniciado');
 */
export const createLogger = (options: LoggerOptions): Logger => {
  const settings = { level: options.level, redact: { paths: redactedPaths, censor: '[oculto]' } };
  return options.destination ? pino(settings, options.destination) : pino(settings);
};

/**
 * Readable lines for a developer's terminal. pino-pretty is a development dependency: without
 * it (a production install) this is undefined and the lines stay JSON.
 */
export const readableOutput = async (): Promise<DestinationStream | undefined> => {
  try {
    const { default: pretty } = await import('pino-pretty');
    return pretty({
      sync: true,
      translateTime: 'SYS:HH:MM:ss',
      singleLine: true,
      // A request line reads like an access log line: its fields are in the message, so not repeated after it.
      ignore: 'pid,hostname,method,path,status,durationMs',
      messageFormat: (log, messageKey) =>
        log.status === undefined
          ? String(log[messageKey])
          : `${log.method} ${log.path} ${log.status} ${log.durationMs} ms`,
    });
  } catch {
    return undefined;
  }
};

/**
 * What a log line may tell of an error: its name, message and stack only. A driver's error
 * carries the row's values in other fields (pg's `detail`, a URL's `input`).
 *
 * @example
 * logger.error({ error: errorSummary(error) }, 'error interno');
 */
export const errorSummary = (error: unknown) =>
  error instanceof Error
    ? { type: error.name, message: error.message, stack: error.stack }
    : { type: typeof error, message: 'error sin detalle' };
