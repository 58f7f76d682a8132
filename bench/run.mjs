// `npm run bench`: seeds a fresh database with generated data, runs the built server and
// measures it against baselines in the same run; writes bench/results.md and results.json.
import os from 'node:os';
import path from 'node:path';
import { createDataset } from './generate/dataset.mjs';
import { scale } from './generate/scale.mjs';
import { growSupplyNetwork } from './generate/supply-network.mjs';
import { openWriter, resetDatabase } from './generate/writer.mjs';
import { admin, login } from './lib/api.mjs';
import { launchBrowser } from './lib/browser.mjs';
import { ensureBuild, snapshotBuild } from './lib/build.mjs';
import { loadEntities } from './lib/entities.mjs';
import { loadForecastRebuild } from './lib/forecast-rebuild.mjs';
import { sampleLoad } from './lib/machine-load.mjs';
import { selectSections } from './lib/only.mjs';
import { paths } from './lib/paths.mjs';
import { selectSchedule } from './lib/schedule.mjs';
import { startServer } from './lib/server.mjs';
import { budgetRow } from './report/rows.mjs';
import { writeResults } from './report/write.mjs';
import { measureLotLedger } from './sections/batch-ledger.mjs';
import { measureBundle } from './sections/bundle.mjs';
import { switchToCdcSchedule } from './sections/cdc-schedule.mjs';
import { measureDoseFormSearch } from './sections/dose-form.mjs';
import { measureDueLists } from './sections/due-lists.mjs';
import { measureExport } from './sections/export.mjs';
import { measureFhirExport } from './sections/fhir-export.mjs';
import { growToFullSize } from './sections/growth.mjs';
import { measureIndicators } from './sections/indicators.mjs';
import { measureList } from './sections/lists.mjs';
import { measureManagePage } from './sections/manage-page.mjs';
import { measurePagedLists } from './sections/paged-lists.mjs';
import { measurePagedMemory } from './sections/paged-memory.mjs';
import { measureRegistration } from './sections/registration.mjs';
import { measureReports } from './sections/reports.mjs';
import { measureRuleChange } from './sections/rule-change.mjs';
import { measureScopedLists } from './sections/scoped-lists.mjs';
import { measureScopedRegistration } from './sections/scoped-registration.mjs';
import { measureServerProcess } from './sections/server-process.mjs';
import { measureSupply } from './sections/supply.mjs';

const started = performance.now();
const machineLoad = sampleLoad();
const database = process.env.DATABASE_URL ? 'PostgreSQL' : 'SQLite';
const rounds = Math.max(5, Number(process.env.BENCH_ROUNDS ?? 5));
const port = Number(process.env.BENCH_PORT ?? 4310);
const schedule = selectSchedule(process.env.BENCH_SCHEDULE);
const only = selectSections(process.env.BENCH_ONLY, { without: schedule.withoutSections });
if (schedule.cdsiFolder && !only.isFullSizeNeeded) {
  throw new Error('BENCH_SCHEDULE=cdc loads its schedule at full size: name a full-size section in BENCH_ONLY');
}
const elapsed = () => `${((performance.now() - started) / 1000).toFixed(0)} s`;
const step = (/** @type {string} */ text) => console.log(`[${elapsed()}] ${text}`);

step(
  `Bench on ${database}, ${rounds} rounds, the ${schedule.label} schedule${only.isPartial ? `, only ${only.names.join(', ')}` : ''}${
    scale.name === 'full' ? '' : `, at the ${scale.name} scale (a development aid: its figures mean nothing)`
  }`,
);
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
const isPostgres = config.databaseUrl !== undefined;
const place = { databaseUrl: config.databaseUrl, dataDir: config.dataDir };
const dataset = createDataset(writer, {
  rebuildForecasts: await loadForecastRebuild(),
  place,
  isPostgres,
  hasCvxCodes: schedule.hasCvxCodes,
});
await dataset.addReferences();
await dataset.growPatients(scale.patients.small);

const rows = [];
/** @type {Awaited<ReturnType<typeof startServer>> | undefined} */
let server = await startServer({ ...config, port });
let browser;
let bundle;
try {
  const { token } = await login(server.url);
  step('List endpoints');
  const isList = only.has('lists');
  if (isList)
    rows.push(...(await measureList({ server, token, rounds, label: 'patients (10,000 patients)', path: 'patients' })));
  await dataset.growPatients(scale.patients.large);
  if (isList)
    rows.push(...(await measureList({ server, token, rounds, label: 'patients (50,000 patients)', path: 'patients' })));
  await dataset.growDoses(scale.doses.list);
  if (isList) {
    rows.push(
      ...(await measureList({ server, token, rounds, label: 'applied-doses (100,000 doses)', path: 'applied-doses' })),
    );
  }

  step('Reports');
  await dataset.growDoses(scale.doses.reports);
  if (only.has('reports')) {
    const [busiest] = /** @type {[{ id: number, doses: number | string }]} */ (
      await writer.query(
        `SELECT "vaccinationCenterId" AS "id", count(*) AS "doses" FROM "applied_doses" WHERE "isActive" = 1
       GROUP BY "vaccinationCenterId" ORDER BY count(*) DESC LIMIT 1`,
      )
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
  }

  step('Dose registration');
  if (only.has('registration')) {
    rows.push(
      ...(await measureRegistration({
        server,
        token,
        rounds,
        config,
        writer,
        patients: dataset.counts.patients,
        floorPort: port + 1,
      })),
    );
  }
  // The open loop's rows, measured at full size, are shown beside the saturation's.
  const afterRegistration = rows.length;

  if (only.has('bundle') || only.has('manage-page') || only.has('dose-form')) browser = await launchBrowser();
  if (browser && only.has('bundle')) {
    step('Bundle');
    bundle = await measureBundle({ browser, server });
    rows.push(...bundle.rows);
  }
  await server.stop();
  server = undefined;

  if (only.has('server-process')) {
    step('Server process');
    rows.push(...(await measureServerProcess({ rounds, config, port, token })));
  }
  if (only.isFullSizeNeeded) {
    const sizes = {
      patients: `${scale.patients.huge.toLocaleString('en')} patients`,
      'applied-doses': `${scale.doses.huge.toLocaleString('en')} doses`,
    };
    const scaleLabel = `${sizes.patients}, ${sizes['applied-doses']}`;
    step(`Growing the data to ${scaleLabel}`);
    rows.push(...(await growToFullSize({ dataset })));
    const { patients, appliedDoses } = await loadEntities();
    const entities = [patients, appliedDoses];
    /** The rows that depend on the schedule say which one they ran with. */
    const scheduleLabel = `${scaleLabel}, ${schedule.label} schedule`;

    server = await startServer({ ...config, port });
    if (schedule.cdsiFolder) {
      step("CDC's schedule: loading its supporting data, then every patient's forecasts recomputed");
      rows.push(...(await switchToCdcSchedule({ server, writer, folder: schedule.cdsiFolder, scaleLabel })));
    }
    let fastPaths = /** @type {string[]} */ ([]);
    if (only.has('paged-lists')) {
      step('Paged lists');
      const paged = await measurePagedLists({ server, token, rounds, entities, sizes });
      rows.push(...paged.rows);
      fastPaths = paged.fastPaths;
    }
    if (only.has('scoped-lists')) {
      step('Scoped accounts');
      const byName = { patients, 'applied-doses': appliedDoses };
      rows.push(...(await measureScopedLists({ server, token, rounds, writer, entities: byName, sizes })));
    }
    if (only.has('due-lists')) {
      step('Due lists');
      rows.push(...(await measureDueLists({ server, token, rounds, writer, scaleLabel: scheduleLabel })));
    }
    if (only.has('indicators')) {
      step('Indicators');
      rows.push(...(await measureIndicators({ server, token, rounds, writer, scaleLabel })));
    }
    if (only.has('supply')) {
      step('Supply: growing the network to 1,000 centres with stock at each');
      await server.stop();
      const grown = await growSupplyNetwork(writer);
      server = await startServer({ ...config, port });
      rows.push(...(await measureSupply({ server, token, rounds, grown, scaleLabel })));
    }
    if (only.has('scoped-registration')) {
      step('Dose registration at 100 doses/s');
      const groupNumbersAt = schedule.cdsiFolder ? place : undefined;
      const measured = await measureScopedRegistration({ server, writer, scaleLabel: scheduleLabel, groupNumbersAt });
      rows.splice(afterRegistration, 0, ...measured);
    }
    if (only.has('rule-change')) {
      step('Rule change');
      rows.push(...(await measureRuleChange({ server, token, writer, scaleLabel })));
    }
    if (only.has('lot-ledger')) {
      step('Lot ledger');
      rows.push(...(await measureLotLedger({ server, token, rounds, writer, scaleLabel })));
    }
    await server.stop();
    if (only.has('paged-memory')) {
      step('Peak memory paging');
      const memory = { rounds: Math.min(rounds, 3), config, port, token, paths: fastPaths, scale: scaleLabel };
      rows.push(...(await measurePagedMemory(memory)));
    }
    if (only.has('export')) {
      step('CSV export');
      rows.push(...(await measureExport({ rounds: Math.min(rounds, 2), config, port, token, size: sizes.patients })));
    }
    if (only.has('fhir-export')) {
      step('FHIR export');
      rows.push(...(await measureFhirExport({ rounds: 2, config, port, token, writer, size: sizes.patients })));
    }
    server = await startServer({ ...config, port });

    step('Client at full size');
    if (browser && only.has('manage-page')) {
      rows.push(...(await measureManagePage({ browser, server, token, rounds, size: sizes.patients })));
    }
    if (browser && only.has('dose-form')) {
      rows.push(...(await measureDoseFormSearch({ browser, server, token, size: sizes.patients })));
    }
  }
} finally {
  await browser?.close();
  await server?.stop();
  await writer.close();
}

const totalSeconds = (performance.now() - started) / 1000;
if (!only.isPartial) {
  rows.push(
    budgetRow({
      group: 'Whole bench',
      metric: '`npm run bench` from start to the results (build check, data, every section)',
      unit: 's',
      ours: [totalSeconds],
      target: { atMost: 900 },
    }),
  );
}
const run = {
  database,
  finishedAt: new Date().toISOString(),
  node: process.version,
  cpus: os.cpus().length,
  load: machineLoad.stop(),
  rounds,
  totalSeconds,
  scale,
  schedule: schedule.label,
  sections: only.isPartial ? only.names : undefined,
};
const markdown = writeResults({ run, rows, chunks: bundle?.chunks ?? [] }, { fileSuffix: schedule.fileSuffix });
console.log(`\n${markdown}`);
step('Done');
