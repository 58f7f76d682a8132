import { serve } from '@hono/node-server';
import { syncSchema } from '../engine/server/schema-sync';
import { entities } from '../entities';
import { createApp } from './app';
import { loginFailuresTable } from './auth/login-attempts';
import { loadSecret } from './auth/secret';
import { behaviours } from './behaviours';
import { benchBaseline } from './bench-baseline';
import { readConfig } from './config';
import { openStore } from './db/open-store';
import { demoUsers } from './demo-data';
import { ensureUser, hasUsers, seedDemoData } from './seed';
import { serveClient } from './static-files';

const config = readConfig();
const secret = loadSecret(config);
const store = openStore(config);
await syncSchema({ store, entities, extraTables: [loginFailuresTable] });

if (config.seedDemo && !(await hasUsers(store))) {
  await seedDemoData(store);
  console.log('Datos de demostración creados. Usuarios:');
  for (const user of demoUsers) console.log(`  ${user.role}: ${user.email} / ${user.password}`);
}
if (config.adminEmail && config.adminPassword) {
  await ensureUser(store, {
    name: 'Administrador',
    lastname: 'Principal',
    email: config.adminEmail,
    password: config.adminPassword,
    role: 'admin',
  });
}

const app = createApp({ store, entities, behaviours, secret, isLogged: process.env.LOG_REQUESTS !== '0' });
// `npm run bench` only: the hand-written baseline routes it compares the API against.
if (config.isBenchBaseline) app.route('/bench/baseline', benchBaseline(store, secret));
serveClient(app, config.clientDir);

const server = serve({ fetch: app.fetch, port: config.port }, (info) => {
  const database = config.databaseUrl ? 'PostgreSQL' : `SQLite en ${config.dataDir}`;
  console.log(`Panel de vacunación en http://localhost:${info.port} (${database})`);
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
