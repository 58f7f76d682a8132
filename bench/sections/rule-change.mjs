import { hugePatientFrom, scale } from '../generate/scale.mjs';
import { isRecomputePending, recomputeFinished } from '../lib/forecast-jobs.mjs';
import { createRandom } from '../lib/prng.mjs';
import { percentile } from '../lib/stats.mjs';
import { budgetRow, infoRow } from '../report/rows.mjs';
import { acceptableDoses } from './acceptable-doses.mjs';

const group = 'Rule change (background recompute)';
/** Doses planned for the registrations measured while the recompute runs; the run stops at the recompute's end. */
const plannedDoses = 4_000;
/** The budget: a rule change blocks no write for longer. */
const budgetMs = 100;

/**
 * At full size, the admin edits one rule of the national schedule (pentavalent's first dose,
 * its overdue age one day later) and the server recomputes that vaccine's forecast for every
 * patient in the background, in chunks of short transactions, while one client registers
 * doses one after another through the API. Figures: the recompute's wall time, from the
 * edit's answer until no recompute is left (the server looks for them every second), and the
 * latency of every registration sent meanwhile, the slowest at most 100 ms.
 *
 * @param {{ server: import('../lib/server.mjs').Server, token: string, writer: import('../generate/writer.mjs').Writer, scaleLabel: string }} options
 */
export const measureRuleChange = async ({ server, token, writer, scaleLabel }) => {
  console.log('  rule change');
  const random = createRandom(scale.seed + 7);
  const doses = await acceptableDoses({
    writer,
    firstBatch: 1,
    firstPatient: hugePatientFrom(0.6),
    count: plannedDoses,
    random,
  });
  const [rule] = await writer.query(
    `SELECT r.* FROM "schedule_rules" AS r JOIN "vaccines" AS v ON v."id" = r."vaccineId"
     WHERE v."vaccineName" = 'Pentavalente' AND r."doseNumber" = 1 AND r."isActive" = 1`,
  );
  if (!rule) throw new Error('The bench schedule has no rule for the first dose of Pentavalente');
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const { id } = rule;
  const fields = Object.fromEntries(
    [
      'vaccineId',
      'doseNumber',
      'minimumAgeDays',
      'recommendedAgeDays',
      'overdueAgeDays',
      'maximumAgeDays',
      'minimumIntervalDays',
    ].map((key) => [key, rule[key] === null ? null : Number(rule[key])]),
  );
  const started = performance.now();
  const edit = await fetch(`${server.url}/api/v1/schedule-rules/${id}`, {
    method: 'PATCH',
    headers,
    body: JSON.stringify({ ...fields, overdueAgeDays: Number(rule.overdueAgeDays) + 1 }),
  });
  if (edit.status !== 200) throw new Error(`PATCH /schedule-rules/${id}: ${edit.status} ${await edit.text()}`);
  /** @type {number[]} */
  const latencies = [];
  for (const dose of doses) {
    if (latencies.length % 10 === 0 && !(await isRecomputePending(writer))) break;
    const before = performance.now();
    const response = await fetch(`${server.url}/api/v1/applied-doses`, {
      method: 'POST',
      headers,
      body: JSON.stringify(dose),
    });
    const text = await response.text();
    if (response.status !== 201) throw new Error(`POST /api/v1/applied-doses: ${response.status} ${text}`);
    latencies.push(performance.now() - before);
  }
  await recomputeFinished(writer);
  const seconds = (performance.now() - started) / 1000;
  const label = `one rule of Pentavalente edited, ${scaleLabel}`;
  return [
    infoRow({
      group,
      metric: `Recompute of every patient's forecast of the vaccine (${label}): wall time`,
      unit: 's',
      ours: [seconds],
    }),
    budgetRow({
      group,
      metric: `POST /api/v1/applied-doses while it runs, one client (${latencies.length.toLocaleString('en')} doses): slowest`,
      unit: 'ms',
      ours: [Math.max(...latencies)],
      target: { atMost: budgetMs },
    }),
    infoRow({
      group,
      metric: `POST /api/v1/applied-doses while it runs, one client (${latencies.length.toLocaleString('en')} doses): p50`,
      unit: 'ms',
      ours: [percentile(latencies, 0.5)],
    }),
  ];
};
