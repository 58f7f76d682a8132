import path from 'node:path';

export type ServerConfig = {
  port: number;
  dataDir: string;
  databaseUrl?: string;
  jwtSecret?: string;
  seedDemo: boolean;
  adminEmail?: string;
  adminPassword?: string;
  clientDir: string;
  /** `BENCH_BASELINE=1`: mount the bench's baseline lists (admin token required). */
  isBenchBaseline: boolean;
};

/**
 * Reads the server's settings from the environment.
 *
 * @example
 * readConfig({ PORT: '8080' }).port // 8080
 */
export const readConfig = (env: NodeJS.ProcessEnv = process.env): ServerConfig => {
  const databaseUrl = env.DATABASE_URL || undefined;
  return {
    port: Number(env.PORT ?? 3000),
    dataDir: path.resolve(env.DATA_DIR ?? './data'),
    databaseUrl,
    jwtSecret: env.JWT_SECRET || undefined,
    seedDemo: databaseUrl ? env.SEED_DEMO === '1' : env.SEED_DEMO !== '0',
    adminEmail: env.ADMIN_EMAIL || undefined,
    adminPassword: env.ADMIN_PASSWORD || undefined,
    clientDir: path.resolve(env.CLIENT_DIR ?? './dist/client'),
    isBenchBaseline: env.BENCH_BASELINE === '1',
  };
};
