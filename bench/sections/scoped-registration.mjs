import { setTimeout as sleep } from 'node:timers/promises';
import { Pool } from 'undici';
import { catchmentCenterOf, healthUserAt } from '../generate/places.mjs';
import { hugePatientFrom, scale } from '../generate/scale.mjs';
import { login } from '../lib/api.mjs';
import { createRandom } from '../lib/prng.mjs';
import { percentile } from '../lib/stats.mjs';
import { budgetRow, infoRow } from '../report/rows.mjs';
import { acceptableDoses } from './acceptable-doses.mjs';
import { withGroupNumbering } from './group-numbering.mjs';

const group = 'Dose registration';
const dosesPerSecond = 100;
const seconds = 60;
/** Sent at the same rate before the measured minute, and left out of its figures. */
const warmUpDoses = 200;
/**
 * Past the rule change's patients (600,001 on at full size). `BENCH_REGISTRATION_FROM` (a share, 0.7 by default)
 * moves it on for bench/rerun-registration.mjs: a run vaccinates its patients, and the next needs others.
 */
const firstPatient = hugePatientFrom(Number(process.env.BENCH_REGISTRATION_FROM ?? 0.7));
/** More than the rate times the slowest answer expected: a dose never waits for a free connection. */
const connections = 64;
/** The budget for a dose at a realistic load. */
const budgetMs = 50;

/** @typedef {import('./driver-registration.mjs').Dose} Dose */

/**
 * Sends each dose at its time, `1000 / dosesPerSecond` ms after the one before, whether or not
 * the earlier ones were answered (an open loop: a slow answer delays no later dose), each with
 * the token of its professional. A dose's latency runs from the time it was due to its whole
 * answer, so a client that falls behind counts against the server's figure, not in its favour.
 * Any answer but 201 stops the bench.
 *
 * @param {{ url: string, doses: readonly Dose[], tokenOf: (dose: Dose) => string }} options
 */
const openLoop = async ({ url, doses, tokenOf }) => {
  const pool = new Pool(url, { connections });
  /** @type {{ latency: number, lateness: number }[]} */
  const answers = [];
  /** @type {string[]} */
  const failures = [];
  const interval = 1000 / dosesPerSecond;
  const started = performance.now();
  const send = async (/** @type {Dose} */ dose, /** @type {number} */ index) => {
    const due = started + index * interval;
    await sleep(Math.max(0, due - performance.now()));
    const lateness = performance.now() - due;
    const headers = { authorization: `Bearer ${tokenOf(dose)}`, 'content-type': 'application/json' };
    const body = JSON.stringify(dose);
    const response = await pool.request({ method: 'POST', path: '/api/v1/applied-doses', headers, body });
    const text = await response.body.text();
    if (response.statusCode === 201) answers[index] = { latency: performance.now() - due, lateness };
    else failures.push(`${response.statusCode} ${text} to ${body}`);
  };
  try {
    await Promise.all(doses.map(send));
  } finally {
    await pool.close();
  }
  if (failures.length > 0) {
    throw new Error(`POST /api/v1/applied-doses: ${failures.length} refused, the first with ${failures[0]}`);
  }
  return { answers, elapsedMs: performance.now() - started };
};

/**
 * Dose registration at a realistic load, at full size: 100 doses a second for a minute, an
 * open loop, each dose registered by the health user of a centre (scoped to it) for a patient
 * of that centre's catchment, at that centre; p99 at most 50 ms, beside the saturation rows of
 * 32 clients (registration.mjs). `groupNumbersAt`: the database whose schedule's vaccines cover
 * several groups (CDC's), where the doses are picked by the server's own evaluation
 * (group-numbering.mjs).
 *
 * @param {{ server: import('../lib/server.mjs').Server, writer: import('../generate/writer.mjs').Writer, scaleLabel: string, groupNumbersAt?: import('../generate/writer.mjs').Place }} options
 */
export const measureScopedRegistration = async ({ server, writer, scaleLabel, groupNumbersAt }) => {
  console.log('  dose registration, 100 doses/s from scoped health users');
  /** @type {Map<number, string>} */
  const tokens = new Map();
  for (let center = 1; center <= scale.centers; center += 1) {
    const [user] = await writer.query('SELECT "email" FROM "users" WHERE "id" = ?', [healthUserAt(center)]);
    tokens.set(center, (await login(server.url, String(user?.email))).token);
  }
  const pick = (/** @type {import('./acceptable-doses.mjs').Numbering | undefined} */ numbering) =>
    acceptableDoses({
      writer,
      firstBatch: 1,
      firstPatient,
      count: warmUpDoses + dosesPerSecond * seconds,
      random: createRandom(scale.seed + 8),
      placeOf: (patientId) => {
        const center = catchmentCenterOf(patientId);
        return center === null ? undefined : { vaccinationCenterId: center, applyingUserId: healthUserAt(center) };
      },
      numbering,
    });
  const doses = groupNumbersAt ? await withGroupNumbering(groupNumbersAt, pick) : await pick(undefined);
  const run = await openLoop({
    url: server.url,
    doses,
    tokenOf: (dose) => String(tokens.get(dose.vaccinationCenterId)),
  });
  const measured = run.answers.slice(warmUpDoses);
  if (process.env.BENCH_LATENCIES_FILE) {
    const { writeFileSync } = await import('node:fs');
    writeFileSync(process.env.BENCH_LATENCIES_FILE, run.answers.map((answer) => answer.latency.toFixed(2)).join('\n'));
  }
  const latencies = measured.map((answer) => answer.latency);
  const label = `${dosesPerSecond} doses/s for ${seconds} s, open loop, health users at their own centres (${latencies.length.toLocaleString('en')} doses, ${scaleLabel})`;
  return [
    budgetRow({
      group,
      metric: `POST /api/v1/applied-doses at ${label}: p99 latency from the time each was due`,
      unit: 'ms',
      ours: [percentile(latencies, 0.99)],
      target: { atMost: budgetMs },
    }),
    infoRow({ group, metric: `The same doses: p50 latency`, unit: 'ms', ours: [percentile(latencies, 0.5)] }),
    infoRow({ group, metric: `The same doses: slowest`, unit: 'ms', ours: [Math.max(...latencies)] }),
    infoRow({
      group,
      metric: `The same doses: the bench's own lateness in sending them, p99 (its timers on the server's two cores)`,
      unit: 'ms',
      ours: [
        percentile(
          measured.map((answer) => answer.lateness),
          0.99,
        ),
      ],
    }),
  ];
};
