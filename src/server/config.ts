import path from 'node:path';
import { loginSchema } from '../entities/login';
import { checkJwtSecret } from './auth/secret';
import { StartupError } from './startup-error';

export type ServerConfig = {
  port: number;
  dataDir: string;
  databaseUrl?: string;
  jwtSecret?: string;
  seedDemo: boolean;
  adminEmail?: string;
  adminPassword?: string;
  /** Undefined with `SERVE_CLIENT=0`: the API only (`npm run dev`, where Vite serves the client). */
  clientDir?: string;
  /** `BENCH_BASELINE=1`: mount the bench's baseline lists (admin token required). */
  isBenchBaseline: boolean;
};

/**
 * Reads the server's settings from the environment, and refuses (a StartupError, before
 * anything is created) a setting the server could not work with: a PORT outside 1–65535, a
 * JWT_SECRET under 32 bytes, or an ADMIN_EMAIL / ADMIN_PASSWORD the login form would refuse,
 * which would make an admin who can never log in.
 *
 * @example
 * readConfig({ PORT: '8080' }).port // 8080
 */
export const readConfig = (env: NodeJS.ProcessEnv = process.env): ServerConfig => {
  const databaseUrl = env.DATABASE_URL || undefined;
  const jwtSecret = env.JWT_SECRET || undefined;
  if (jwtSecret !== undefined) checkJwtSecret(jwtSecret);
  return {
    port: readPort(env.PORT),
    dataDir: path.resolve(env.DATA_DIR ?? './data'),
    databaseUrl,
    jwtSecret,
    seedDemo: databaseUrl ? env.SEED_DEMO === '1' : env.SEED_DEMO !== '0',
    ...readAdmin(env.ADMIN_EMAIL || undefined, env.ADMIN_PASSWORD || undefined),
    clientDir: env.SERVE_CLIENT === '0' ? undefined : path.resolve(env.CLIENT_DIR ?? './dist/client'),
    isBenchBaseline: env.BENCH_BASELINE === '1',
  };
};

const readPort = (value = '3000') => {
  const port = Number(value);
  if (!/^\d+$/.test(value.trim()) || port < 1 || port > 65_535) {
    throw new StartupError('PORT debe ser un número entero entre 1 y 65535');
  }
  return port;
};

/** The admin account must pass the login form's rules, or it could never log in. */
const readAdmin = (email?: string, password?: string) => {
  if (email === undefined && password === undefined) return {};
  if (email === undefined || password === undefined) {
    throw new StartupError('ADMIN_EMAIL y ADMIN_PASSWORD se indican juntos');
  }
  const checkedEmail = loginSchema.shape.email.safeParse(email);
  if (!checkedEmail.success)
    throw new StartupError(`ADMIN_EMAIL no es válido: ${checkedEmail.error.issues[0]?.message}`);
  const checkedPassword = loginSchema.shape.password.safeParse(password);
  if (!checkedPassword.success) {
    throw new StartupError(`ADMIN_PASSWORD no es válida: ${checkedPassword.error.issues[0]?.message}`);
  }
  return { adminEmail: checkedEmail.data, adminPassword: password };
};
