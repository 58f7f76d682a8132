import { serve } from '@hono/node-server';
import { entities } from '../entities';
import { createApp } from './app';
import { loadSecret } from './auth/secret';
import { behaviours } from './behaviours';
import { benchBaseline } from './bench-baseline';
import { readConfig } from './config';
import { openStore } from './db/open-store';
import { demoUsers } from './demo-data';
import { prepareDatabase } from './prepare-database';
import { listenFailure, orExit } from './startup-error';
import { serveClient } from './static-files';

const config = orExit(() => readConfig());
const secret = orExit(() => loadSecret(config));
const store = openStore(config);
const admin =
  config.adminEmail && config.adminPassword ? { email: config.adminEmail, password: config.adminPassword } : undefined;
const { isSeeded } = await prepareDatabase({ store, seedDemo: config.seedDemo, admin });
if (isSeeded) {
  console.log('Datos de demostración creados. Usuarios:');
  for (const user of demoUsers) console.log(`  ${user.role}: ${user.email} / ${user.password}`);
}

const app = createApp({ store, entities, behaviours, secret, isLogged: process.env.LOG_REQUESTS !== '0' });
// `npm run bench` only: the hand-written baseline routes it compares the API against.
if (config.isBenchBaseline) app.route('/bench/baseline', benchBaseline(store, secret));
if (config.clientDir) serveClient(app, config.clientDir);

const server = serve({ fetch: app.fetch, port: config.port }, (info) => {
  const database = config.databaseUrl ? 'PostgreSQL' : `SQLite en ${config.dataDir}`;
  const served = config.clientDir ? 'Panel de vacunación' : 'API del panel';
  console.log(`${served} en http://localhost:${info.port} (${database})`);
});
server.once('error', (error: NodeJS.ErrnoException) => {
  const line = listenFailure(error, config.port);
  if (!line) throw error;
  console.error(line);
  process.exit(1);
});

const shutdown = (signal: string) => {
  console.log(`${signal} recibido: cerrando el servidor`);
  server.close(async () => {
    await store.db.destroy();
    process.exit(0);
  });
  setTimeout(() => process.exit(1), 10_000).unref();
};
process.on('SIGTERM', () => shutdown('SIGTERM'));
process.on('SIGINT', () => shutdown('SIGINT'));
