import { scale } from '../generate/scale.mjs';
import { load } from '../lib/load.mjs';
import { createRandom } from '../lib/prng.mjs';
import { percentile } from '../lib/stats.mjs';
import { budgetRow, infoRow, ratioRow } from '../report/rows.mjs';
import { openDriverRegistration } from './driver-registration.mjs';
import { stockCheckRow } from './stock-check.mjs';

const group = 'Dose registration';
const clients = 32;
const warmUpDoses = 200;

/** Doses spread round-robin over the batches from `firstBatch`, for random patients, centres and staff. */
/**
 * @param {{ firstBatch: number, count: number, random: import('../lib/prng.mjs').Random, patients: number }} options
 * @returns {import('./driver-registration.mjs').Dose[]}
 */
const dosesFor = ({ firstBatch, count, random, patients }) =>
  Array.from({ length: count }, (_, index) => ({
    patientId: random.int(1, patients),
    vaccineBatchId: firstBatch + (index % scale.registrationBatches),
    doseNumber: random.int(1, 3),
    vaccinationCenterId: random.int(1, scale.centers),
    applyingUserId: random.int(2, scale.healthUsers + 1),
    observations: random.pick(['', 'Sin reacciones adversas']),
  }));

/** Registers doses through the API: POST /api/v1/applied-doses as the admin, 32 clients at once. */
/** @param {{ server: import('../lib/server.mjs').Server, token: string, doses: readonly import('./driver-registration.mjs').Dose[] }} options */
const postDoses = async ({ server, token, doses }) => {
  let next = 0;
  const run = await load({
    url: server.url,
    token,
    connections: clients,
    amount: doses.length,
    requests: [
      {
        method: 'POST',
        path: '/api/v1/applied-doses',
        headers: { 'content-type': 'application/json' },
        setupRequest: (/** @type {object} */ request) => ({
          ...request,
          body: JSON.stringify(doses[next++ % doses.length]),
        }),
      },
    ],
  });
  return { latencies: run.latencies, elapsedMs: run.elapsedMs };
};

/**
 * 32 concurrent clients register `scale.registrationDoses` doses across 50 batches, in
 * rounds, against the driver baseline on another 50 batches of the same database. Targets:
 * throughput at least half the baseline's, p99 under 50 ms on SQLite, and afterwards every
 * batch's vials equal to its initial quantity minus its active doses.
 *
 * @param {import('../lib/server.mjs').Measure & { config: import('../lib/server.mjs').ServerConfig, writer: import('../generate/writer.mjs').Writer, patients: number }} options
 */
export const measureRegistration = async ({ server, token, rounds, config, writer, patients }) => {
  console.log('  dose registration');
  const random = createRandom(scale.seed + 4);
  const perRound = scale.registrationDoses / rounds;
  const ours = { firstBatch: 1 };
  const baseline = { firstBatch: scale.registrationBatches + 1 };
  const driver = openDriverRegistration(config);
  /** @type {Record<'ours' | 'baseline', (count: number) => Promise<import('./driver-registration.mjs').Run>>} */
  const runs = {
    ours: (count) => postDoses({ server, token, doses: dosesFor({ ...ours, count, random, patients }) }),
    baseline: (count) => driver.register(dosesFor({ ...baseline, count, random, patients }), clients),
  };
  await runs.ours(warmUpDoses);
  await runs.baseline(warmUpDoses);
  /** @type {Record<'ours' | 'baseline' | 'floor', { rate: number[], p99: number[] }>} */
  const figures = { ours: { rate: [], p99: [] }, baseline: { rate: [], p99: [] }, floor: { rate: [], p99: [] } };
  for (let round = 0; round < rounds; round += 1) {
    /** @type {('ours' | 'baseline')[]} */
    const sides = round % 2 === 0 ? ['ours', 'baseline'] : ['baseline', 'ours'];
    for (const side of sides) {
      const run = await runs[side](perRound);
      figures[side].rate.push((run.latencies.length * 1000) / run.elapsedMs);
      figures[side].p99.push(percentile(run.latencies, 0.99));
    }
    // What any request costs over HTTP here: the health check under the same 32 clients.
    const floor = await load({ url: `${server.url}/api/v1/health`, connections: clients, amount: perRound });
    figures.floor.rate.push(floor.requestsPerSecond);
    figures.floor.p99.push(percentile(floor.latencies, 0.99));
  }
  await driver.close();
  const isSqlite = !config.databaseUrl;
  const label = `${scale.registrationDoses.toLocaleString('en')} doses, 50 batches, 32 clients`;
  const p99 = {
    group,
    metric: `POST /api/v1/applied-doses (${label}): p99 latency`,
    unit: 'ms',
    ours: figures.ours.p99,
    baseline: figures.baseline.p99,
  };
  return [
    ratioRow({
      group,
      metric: `POST /api/v1/applied-doses (${label}): doses/s`,
      unit: 'doses/s',
      ours: figures.ours.rate,
      baseline: figures.baseline.rate,
      target: { atLeast: 0.5 },
    }),
    isSqlite ? budgetRow({ ...p99, target: { below: 50 } }) : infoRow(p99),
    infoRow({
      group,
      metric: 'For scale, GET /api/v1/health under the same 32 clients: requests/s',
      unit: 'req/s',
      ours: figures.floor.rate,
    }),
    infoRow({
      group,
      metric: 'For scale, GET /api/v1/health under the same 32 clients: p99',
      unit: 'ms',
      ours: figures.floor.p99,
    }),
    await stockCheckRow({ group, writer }),
  ];
};
