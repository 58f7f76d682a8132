// A development aid, not part of `npm run bench`: measures the registration at 100 doses/s again on the
// data the last full-size run left in bench/data (its server build, its database), without growing it again.
// `BENCH_SCHEDULE=cdc node bench/rerun-registration.mjs` for a run made with CDC's schedule; `BENCH_LATENCIES_FILE=<file>`
// writes each dose's latency, in the order they were sent, warm-up included (one per line, in ms). Each run vaccinates
// the patients it picks: give the next run others with `BENCH_REGISTRATION_FROM=0.75` (then 0.8, …).
import path from 'node:path';
import { openWriter } from './generate/writer.mjs';
import { sampleLoad } from './lib/machine-load.mjs';
import { paths } from './lib/paths.mjs';
import { selectSchedule } from './lib/schedule.mjs';
import { startServer } from './lib/server.mjs';
import { measureScopedRegistration } from './sections/scoped-registration.mjs';

const schedule = selectSchedule(process.env.BENCH_SCHEDULE);
const config = {
  databaseUrl: process.env.DATABASE_URL || undefined,
  dataDir: path.join(paths.data, 'server'),
  build: { serverEntry: path.join(paths.build, 'server/main.js'), clientDir: path.join(paths.build, 'client') },
};
const load = sampleLoad();
const writer = openWriter(config);
const server = await startServer({ ...config, port: Number(process.env.BENCH_PORT ?? 4310) });
try {
  const place = { databaseUrl: config.databaseUrl, dataDir: config.dataDir };
  const rows = await measureScopedRegistration({
    server,
    writer,
    scaleLabel: `the last run's data, ${schedule.label} schedule`,
    groupNumbersAt: schedule.cdsiFolder ? place : undefined,
  });
  for (const row of rows) console.log(JSON.stringify(row));
  console.log(JSON.stringify({ load: load.stop() }));
} finally {
  await server.stop();
  await writer.close();
}
