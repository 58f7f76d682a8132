import { fileURLToPath } from 'node:url';
import { Pool } from 'undici';
import { scale } from '../generate/scale.mjs';
import { load } from '../lib/load.mjs';
import { createRandom } from '../lib/prng.mjs';
import { startServer } from '../lib/server.mjs';
import { percentile } from '../lib/stats.mjs';
import { budgetRow, infoRow, ratioRow } from '../report/rows.mjs';
import { acceptableDoses } from './acceptable-doses.mjs';
import { openDriverRegistration } from './driver-registration.mjs';
import { stockCheckRow } from './stock-check.mjs';

const group = 'Dose registration';
const floorServerEntry = fileURLToPath(new URL('../lib/registration-floor-server.mjs', import.meta.url));
const clients = 32;
const warmUpDoses = 200;

/** The planned doses, handed out in order, each once. */
const queueOf = (/** @type {import('./driver-registration.mjs').Dose[]} */ doses) => {
  let next = 0;
  return (/** @type {number} */ count) => {
    if (next + count > doses.length) throw new Error('The registration ran out of planned doses');
    next += count;
    return doses.slice(next - count, next);
  };
};

/**
 * Registers doses through the API: POST /api/v1/applied-doses as the admin, 32 clients at once
 * over keep-alive connections, each sending the next dose once its last one is answered; the
 * latency of each from its send to its whole answer. Not autocannon: it keeps the request a
 * client built on an object all its clients share, so their first requests of a run carry the
 * same dose, which the series check refuses. Any answer but 201 stops the bench.
 *
 * @param {{ server: import('../lib/server.mjs').Server, token: string, doses: readonly import('./driver-registration.mjs').Dose[] }} options
 * @returns {Promise<import('./driver-registration.mjs').Run>}
 */
const postDoses = async ({ server, token, doses }) => {
  const pool = new Pool(server.url, { connections: clients });
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  /** @type {number[]} */
  const latencies = [];
  /** @type {string[]} */
  const failures = [];
  let next = 0;
  const started = performance.now();
  const client = async () => {
    for (let dose = doses[next++]; dose; dose = doses[next++]) {
      const before = performance.now();
      const body = JSON.stringify(dose);
      const response = await pool.request({ method: 'POST', path: '/api/v1/applied-doses', headers, body });
      const text = await response.body.text();
      if (response.statusCode === 201) latencies.push(performance.now() - before);
      else failures.push(`${response.statusCode} ${text} to ${body}`);
    }
  };
  try {
    await Promise.all(Array.from({ length: clients }, client));
  } finally {
    await pool.close();
  }
  if (failures.length > 0) {
    throw new Error(`POST /api/v1/applied-doses: ${failures.length} refused, the first with ${failures[0]}`);
  }
  return { latencies, elapsedMs: performance.now() - started };
};

/**
 * 32 concurrent clients register `scale.registrationDoses` doses across 50 batches, each one
 * the series checks accept (a patient of its own, the next number of its series), in rounds,
 * against the driver baseline on another 50 batches of the same database. Targets:
 * throughput at least half the baseline's, p99 under 50 ms on SQLite, and afterwards every
 * batch's vials equal to its initial quantity minus its active doses. For scale, in the same
 * rounds: the health check under the same clients, and the same doses through the floor, a
 * server on the same stack with none of the product's rules (registration-floor-server.mjs),
 * on the baseline's batches and patients of their own.
 *
 * @param {import('../lib/server.mjs').Measure & { config: import('../lib/server.mjs').ServerConfig, writer: import('../generate/writer.mjs').Writer, patients: number, floorPort: number }} options
 */
export const measureRegistration = async ({ server, token, rounds, config, writer, patients, floorPort }) => {
  console.log('  dose registration');
  const random = createRandom(scale.seed + 4);
  const perRound = scale.registrationDoses / rounds;
  const count = warmUpDoses + scale.registrationDoses;
  const planned = (/** @type {number} */ firstBatch, /** @type {number} */ firstPatient) =>
    acceptableDoses({ writer, firstBatch, firstPatient, count, random });
  const ours = queueOf(await planned(1, 1));
  const baseline = queueOf(await planned(scale.registrationBatches + 1, Math.floor(patients / 2) + 1));
  const atFloor = queueOf(await planned(scale.registrationBatches + 1, Math.floor((patients * 3) / 4) + 1));
  const driver = openDriverRegistration(config);
  const floor = await startServer({ ...config, port: floorPort, entry: floorServerEntry });
  const floorToken = /** @type {{ token: string }} */ (await (await fetch(`${floor.url}/token`)).json()).token;
  /** @type {Record<'ours' | 'baseline' | 'floor', (count: number) => Promise<import('./driver-registration.mjs').Run>>} */
  const runs = {
    ours: (amount) => postDoses({ server, token, doses: ours(amount) }),
    baseline: (amount) => driver.register(baseline(amount), clients),
    floor: (amount) => postDoses({ server: floor, token: floorToken, doses: atFloor(amount) }),
  };
  /** @type {Record<'ours' | 'baseline' | 'floor' | 'health', { rate: number[], p99: number[] }>} */
  const figures = {
    ours: { rate: [], p99: [] },
    baseline: { rate: [], p99: [] },
    floor: { rate: [], p99: [] },
    health: { rate: [], p99: [] },
  };
  try {
    for (const run of Object.values(runs)) await run(warmUpDoses);
    for (let round = 0; round < rounds; round += 1) {
      /** @type {('ours' | 'baseline' | 'floor')[]} */
      const sides = round % 2 === 0 ? ['ours', 'baseline', 'floor'] : ['floor', 'baseline', 'ours'];
      for (const side of sides) {
        const run = await runs[side](perRound);
        figures[side].rate.push((run.latencies.length * 1000) / run.elapsedMs);
        figures[side].p99.push(percentile(run.latencies, 0.99));
      }
      // What any request costs over HTTP here: the health check under the same 32 clients.
      const health = await load({ url: `${server.url}/api/v1/health`, connections: clients, amount: perRound });
      figures.health.rate.push(health.requestsPerSecond);
      figures.health.p99.push(percentile(health.latencies, 0.99));
    }
  } finally {
    await driver.close();
    await floor.stop();
  }
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
      ours: figures.health.rate,
    }),
    infoRow({
      group,
      metric: 'For scale, GET /api/v1/health under the same 32 clients: p99',
      unit: 'ms',
      ours: figures.health.p99,
    }),
    infoRow({
      group,
      metric: `For scale, the floor: the same doses through a server with no rules (JWT, validation, the baseline's transaction): doses/s, ratio to the baseline`,
      unit: 'doses/s',
      ours: figures.floor.rate,
      baseline: figures.baseline.rate,
    }),
    infoRow({
      group,
      metric: 'For scale, the floor under the same 32 clients: p99',
      unit: 'ms',
      ours: figures.floor.p99,
    }),
    await stockCheckRow({ group, writer }),
  ];
};
