import path from 'node:path';
import { z } from 'zod';
import { loginSchema } from '../domain/login';
import { defaultStockSettings } from '../domain/supply/requisitions';
import { canonicalTimeZone, machineTimeZone } from '../engine';
import { jwtSecretBytes, minimumSecretBytes } from './auth/secret';
import { StartupError } from './startup-error';

/** An unset or empty variable: the server's default applies. */
const unset = (value: unknown) => (value === '' ? undefined : value);

const flag = (description: string) =>
  z.preprocess(unset, z.enum(['0', '1'], { error: 'debe ser 0 o 1' }).optional()).describe(description);

/** A value the login form's own rule must accept; `isKeptAsTyped` keeps the input rather than the parsed value. */
const loginField = ({
  field,
  what,
  isKeptAsTyped = false,
}: {
  field: z.ZodType;
  what: string;
  isKeptAsTyped?: boolean;
}) =>
  z.preprocess(
    unset,
    z
      .string()
      .transform((value, context) => {
        const checked = field.safeParse(value);
        if (checked.success) return isKeptAsTyped ? value : String(checked.data);
        context.addIssue({ code: 'custom', message: `${what}: ${checked.error.issues[0]?.message}` });
        return z.NEVER;
      })
      .optional(),
  );

/**
 * Every environment variable the server reads, once: its default, how it is read, and what it
 * means (the description is the row of the configuration table in docs/configuration.md, in English).
 * The refusals are Spanish, as the person starting the server reads them.
 */
export const environmentSchema = z.object({
  PORT: z
    .preprocess(unset, z.string().default('3000'))
    .pipe(
      z
        .string()
        .regex(/^\s*\d+\s*$/, { error: portError })
        .transform(Number)
        .pipe(z.number().int().min(1, { error: portError }).max(65_535, { error: portError })),
    )
    .describe('HTTP port of the panel and its API, 1–65535'),
  DATA_DIR: z
    .preprocess(unset, z.string().default('./data'))
    .transform((value) => path.resolve(value))
    .describe('Folder of the embedded SQLite file and the generated JWT secret'),
  DATABASE_URL: z
    .preprocess(
      unset,
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, { error: 'debe ser una URL postgres:// o postgresql://' })
        // Never the value in the message: it holds the password.
        .refine((value) => URL.canParse(value), {
          error:
            'no es una URL válida: codifique los caracteres especiales de la contraseña (# como %23, / como %2F, @ como %40)',
        })
        .optional(),
    )
    .describe('`postgres://…`: use PostgreSQL instead of the embedded SQLite'),
  JWT_SECRET: z
    .preprocess(
      unset,
      z
        .string()
        .refine((value) => jwtSecretBytes(value).length >= minimumSecretBytes, {
          error: `debe tener al menos ${minimumSecretBytes} bytes`,
        })
        .optional(),
    )
    .describe(
      'Token signing secret, at least 32 bytes; generated once into `DATA_DIR` when unset. Set the same value on every process when running several',
    ),
  SEED_DEMO: flag(
    '`1` fills an empty database with demo data, `0` never does; `1` on SQLite and `0` on PostgreSQL when unset',
  ),
  ADMIN_EMAIL: loginField({ field: loginSchema.shape.email, what: 'no es válido' }).describe(
    'Creates this admin account at start if it does not exist; set with `ADMIN_PASSWORD`, and a Gmail, Outlook, Yahoo or Hotmail address as the login form asks',
  ),
  ADMIN_PASSWORD: loginField({ field: loginSchema.shape.password, what: 'no es válida', isKeptAsTyped: true }).describe(
    'Password of the `ADMIN_EMAIL` account, at least 6 characters as the login form asks',
  ),
  CLIENT_DIR: z
    .preprocess(unset, z.string().default('./dist/client'))
    .transform((value) => path.resolve(value))
    .describe('Folder of the built client the server serves'),
  SERVE_CLIENT: flag('`0` serves the API only (`npm run dev`, where Vite serves the client); `1` when unset'),
  BENCH_BASELINE: flag('`1` mounts the hand-written baseline lists `npm run bench` compares the API with'),
  LOG_REQUESTS: flag('`0` turns off the one-line-per-request log'),
  SLOW_QUERY_MS: z
    .preprocess(
      unset,
      z
        .string()
        .regex(/^\s*\d+\s*$/, { error: 'debe ser un número de milisegundos' })
        .transform(Number)
        .optional(),
    )
    .describe(
      'Logs each database query slower than this many milliseconds at `warn`: its SQL and time, never its values; none when unset',
    ),
  LOG_LEVEL: z
    .preprocess(
      unset,
      z
        .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
          error: 'debe ser fatal, error, warn, info, debug, trace o silent',
        })
        .default('info'),
    )
    .describe('Lowest level logged: `fatal`, `error`, `warn`, `info`, `debug`, `trace` or `silent`'),
  PROGRAMME_TIME_ZONE: z
    .preprocess(
      unset,
      z
        .string()
        .refine((value) => canonicalTimeZone(value) !== null, {
          error: 'debe ser una zona horaria IANA, por ejemplo America/Lima',
        })
        .transform((value) => canonicalTimeZone(value) ?? value)
        .optional(),
    )
    .describe(
      "IANA time zone whose calendar days the programme counts (a dose's day, ages, today, the lists and the indicators), for example `America/Lima`; `TZ`'s when unset, else the server's",
    ),
  TZ: z
    .preprocess(unset, z.string().optional())
    .transform((value) => (value === undefined ? undefined : (canonicalTimeZone(value.replace(/^:/, '')) ?? undefined)))
    .describe(
      "The process's time zone, read by Node.js too; the programme's when `PROGRAMME_TIME_ZONE` is unset and it is an IANA name",
    ),
  STOCK_MAXIMUM_MONTHS: z
    .preprocess(
      unset,
      z
        .string()
        .regex(/^\s*\d{1,2}(\.\d{1,2})?\s*$/, { error: stockMonthsError })
        .transform(Number)
        .pipe(z.number().gt(0, { error: stockMonthsError }).max(24, { error: stockMonthsError }))
        .optional(),
    )
    .describe(
      "Months of average use a place's stock should reach: a requisition's suggested vials are this many months of use less the vials on hand and in transit; 3 when unset, at most 24 (`GET /settings/stock`)",
    ),
  NODE_ENV: z
    .preprocess(
      unset,
      z
        .enum(['development', 'production', 'test'], { error: 'debe ser development, production o test' })
        .default('development'),
    )
    .describe(
      '`production` writes the log as JSON lines; otherwise readable lines (with pino-pretty, a development dependency)',
    ),
});

function stockMonthsError() {
  return 'debe ser un número de meses mayor que 0 y hasta 24 (por ejemplo 3 o 1.5)';
}

function portError() {
  return 'debe ser un número entero entre 1 y 65535';
}

export type ServerConfig = ReturnType<typeof readConfig>;

/**
 * Reads the server's settings from the environment with one schema, and refuses (a
 * StartupError, before anything is created) a setting the server could not work with: each
 * bad variable is one line naming it and what it expects. An ADMIN_EMAIL / ADMIN_PASSWORD the
 * login form would refuse is refused too, as it would make an admin who can never log in.
 *
 * @example
 * readConfig({ PORT: '8080' }).port // 8080
 */
export const readConfig = (env: NodeJS.ProcessEnv = process.env) => {
  const parsed = environmentSchema.safeParse(env);
  if (!parsed.success) {
    throw new StartupError(parsed.error.issues.map((issue) => `${String(issue.path[0])} ${issue.message}`).join('\n'));
  }
  const vars = parsed.data;
  if ((vars.ADMIN_EMAIL === undefined) !== (vars.ADMIN_PASSWORD === undefined)) {
    throw new StartupError('ADMIN_EMAIL y ADMIN_PASSWORD se indican juntos');
  }
  return {
    port: vars.PORT,
    dataDir: vars.DATA_DIR,
    databaseUrl: vars.DATABASE_URL,
    jwtSecret: vars.JWT_SECRET,
    seedDemo: vars.SEED_DEMO === undefined ? vars.DATABASE_URL === undefined : vars.SEED_DEMO === '1',
    adminEmail: vars.ADMIN_EMAIL,
    adminPassword: vars.ADMIN_PASSWORD,
    /** Undefined with `SERVE_CLIENT=0`: the API only (`npm run dev`, where Vite serves the client). */
    clientDir: vars.SERVE_CLIENT === '0' ? undefined : vars.CLIENT_DIR,
    /** `BENCH_BASELINE=1`: mount the bench's baseline lists (admin token required). */
    isBenchBaseline: vars.BENCH_BASELINE === '1',
    isRequestLogged: vars.LOG_REQUESTS !== '0',
    logLevel: vars.LOG_LEVEL,
    slowQueryMs: vars.SLOW_QUERY_MS,
    isProduction: vars.NODE_ENV === 'production',
    /** The programme's IANA zone (programme-day.ts): PROGRAMME_TIME_ZONE, else TZ, else the machine's. */
    timeZone: vars.PROGRAMME_TIME_ZONE ?? vars.TZ ?? machineTimeZone(),
    /** The programme's stock settings: `STOCK_MAXIMUM_MONTHS`, 3 when unset. */
    stock: { maximumStockMonths: vars.STOCK_MAXIMUM_MONTHS ?? defaultStockSettings.maximumStockMonths },
  };
};
