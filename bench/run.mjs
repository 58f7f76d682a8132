// `npm run bench`: seeds a fresh database with generated data, runs the built server and
// measures it against baselines in the same run; writes bench/results.md and results.json.
import os from 'node:os';
import path from 'node:path';
import { createDataset } from './generate/dataset.mjs';
import { scale } from './generate/scale.mjs';
import { openWriter, resetDatabase } from './generate/writer.mjs';
import { admin, login } from './lib/api.mjs';
import { launchBrowser } from './lib/browser.mjs';
import { ensureBuild, snapshotBuild } from './lib/build.mjs';
import { paths } from './lib/paths.mjs';
import { startServer } from './lib/server.mjs';
import { writeResults } from './report/write.mjs';
import { measureBundle } from './sections/bundle.mjs';
import { measureClient } from './sections/client.mjs';
import { measureList } from './sections/lists.mjs';
import { measureRegistration } from './sections/registration.mjs';
import { measureReports } from './sections/reports.mjs';
import { measureServerProcess } from './sections/server-process.mjs';

const started = performance.now();
const database = process.env.DATABASE_URL ? 'PostgreSQL' : 'SQLite';
const rounds = Math.max(5, Number(process.env.BENCH_ROUNDS ?? 5));
const port = Number(process.env.BENCH_PORT ?? 4310);
const elapsed = () => `${((performance.now() - started) / 1000).toFixed(0)} s`;
const step = (text) => console.log(`[${elapsed()}] ${text}`);

step(`Bench on ${database}, ${rounds} rounds`);
ensureBuild();
const config = {
  databaseUrl: process.env.DATABASE_URL || undefined,
  dataDir: path.join(paths.data, 'server'),
  build: snapshotBuild(),
};

step('Creating the schema and the admin (first start of the server)');
await resetDatabase(config);
await (
  await startServer({ ...config, port, extraEnv: { ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password } })
).stop();
const writer = openWriter(config);
const dataset = createDataset(writer);
await dataset.addReferences();
await dataset.growPatients(scale.patients.small);

const rows = [];
let server = await startServer({ ...config, port });
let browser;
let bundle;
try {
  const { token } = await login(server.url);
  step('List endpoints');
  rows.push(...(await measureList({ server, token, rounds, label: 'patients (10,000 patients)', path: 'patients' })));
  await dataset.growPatients(scale.patients.large);
  rows.push(...(await measureList({ server, token, rounds, label: 'patients (50,000 patients)', path: 'patients' })));
  await dataset.growDoses(scale.doses.list);
  rows.push(
    ...(await measureList({ server, token, rounds, label: 'applied-doses (100,000 doses)', path: 'applied-doses' })),
  );

  step('Reports');
  await dataset.growDoses(scale.doses.reports);
  const [busiest] = await writer.query(
    `SELECT "vaccinationCenterId" AS "id", count(*) AS "doses" FROM "applied_doses" WHERE "isActive" = 1
     GROUP BY "vaccinationCenterId" ORDER BY count(*) DESC LIMIT 1`,
  );
  rows.push(
    ...(await measureReports({
      server,
      token,
      rounds,
      centerId: busiest.id,
      doses: Number(busiest.doses),
      batches: scale.batches,
    })),
  );

  step('Dose registration');
  rows.push(
    ...(await measureRegistration({ server, token, rounds, config, writer, patients: dataset.counts.patients })),
  );

  step('Client and bundle');
  browser = await launchBrowser();
  rows.push(...(await measureClient({ browser, server, token, rounds })));
  bundle = await measureBundle({ browser, server });
  rows.push(...bundle.rows);
  await browser.close();
  browser = undefined;
  await server.stop();
  server = undefined;

  step('Server process');
  rows.push(...(await measureServerProcess({ rounds, config, port, token })));
} finally {
  await browser?.close();
  await server?.stop();
  await writer.close();
}

const run = {
  database,
  finishedAt: new Date().toISOString(),
  node: process.version,
  cpus: os.cpus().length,
  rounds,
  totalSeconds: (performance.now() - started) / 1000,
  scale,
};
const markdown = writeResults({ run, rows, chunks: bundle.chunks });
console.log(`\n${markdown}`);
step('Done');
