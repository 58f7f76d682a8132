import { serve } from '@hono/node-server';
import { setProgrammeTimeZone } from '../engine';
import { entities } from '../entities';
import { createApp } from './app';
import { loadSecret } from './auth/secret';
import { productBehaviours } from './behaviours';
import { benchBaseline } from './bench-baseline';
import { readConfig } from './config';
import { databaseFailure } from './database-failure';
import { openStore } from './db/open-store';
import { isDemoInUse } from './demo-account';
import { demoUsers } from './demo-data';
import { createLogger, errorSummary, readableOutput } from './logger';
import { prepareDatabase } from './prepare-database';
import { slowQueryLog } from './slow-query-log';
import { listenFailure, orExit, refuseStart } from './startup-error';
import { serveClient } from './static-files';

const config = orExit(() => readConfig());
setProgrammeTimeZone(config.timeZone);
const readable = config.isProduction ? undefined : await readableOutput();
const logger = createLogger({ level: config.logLevel, destination: readable });
const secret = orExit(() => loadSecret(config));
const store = openStore({ ...config, log: slowQueryLog(logger, config.slowQueryMs) });
const admin =
  config.adminEmail && config.adminPassword ? { email: config.adminEmail, password: config.adminPassword } : undefined;
const { isSeeded } = await prepareDatabase({ store, seedDemo: config.seedDemo, admin, logger }).catch((error) => {
  const line = databaseFailure(error, config.databaseUrl);
  if (line) return refuseStart(line);
  logger.fatal({ error: errorSummary(error) }, 'No se pudo preparar la base de datos');
  return process.exit(1);
});
if (isSeeded && readable) {
  // A developer's terminal, not a log: the demo accounts to sign in with, passwords included.
  const accounts = demoUsers.map((user) => `  ${user.role}: ${user.email} / ${user.password}`);
  process.stdout.write(['Datos de demostración creados. Usuarios:', ...accounts, ''].join('\n'));
} else if (isSeeded) {
  logger.info({ roles: demoUsers.map((user) => user.role) }, 'Datos de demostración creados (usuarios en el README)');
}

const isDemo = await isDemoInUse({ store, isProduction: config.isProduction });
const app = createApp({
  store,
  entities,
  behaviours: productBehaviours({ stock: config.stock }),
  secret,
  logger,
  isLogged: config.isRequestLogged,
  isDemo,
  stock: config.stock,
});
// `npm run bench` only: the hand-written baseline routes it compares the API against.
if (config.isBenchBaseline) app.route('/bench/baseline', benchBaseline(store, secret));
if (config.clientDir) serveClient({ app, clientDir: config.clientDir, logger });

const server = serve({ fetch: app.fetch, port: config.port }, (info) => {
  const database = config.databaseUrl ? 'PostgreSQL' : `SQLite en ${config.dataDir}`;
  const served = config.clientDir ? 'Panel de vacunación' : 'API del panel';
  logger.info(`${served} en http://localhost:${info.port} (${database})`);
});
server.once('error', (error: NodeJS.ErrnoException) => {
  const line = listenFailure(error, config.port);
  if (!line) throw error;
  refuseStart(line);
});

const shutdown = (signal: string) => {
  logger.info(`${signal} recibido: cerrando el servidor`);
  server.close(async () => {
    await store.db.destroy();
    process.exit(0);
  });
  setTimeout(() => process.exit(1), 10_000).unref();
};
process.on('SIGTERM', () => shutdown('SIGTERM'));
process.on('SIGINT', () => shutdown('SIGINT'));
