import { loadCdsiSchedule } from '../../scripts/load-cdsi.mjs';
import { readCdsiFolder } from '../../scripts/read-cdsi-folder.mjs';
import { reasonOf, signIn } from '../../scripts/schedule-api.mjs';
import { admin } from '../lib/api.mjs';
import { recomputeFinished } from '../lib/forecast-jobs.mjs';
import { infoRow } from '../report/rows.mjs';

const group = "CDC's schedule (BENCH_SCHEDULE=cdc)";

/** @typedef {NonNullable<Awaited<ReturnType<typeof signIn>>['api']>} Api */

/**
 * Replaces the demo's schedule with CDC's supporting data at full size, through the API as an
 * admin: the demo's rules deleted, then CDC's data loaded by `npm run schedule:load -- --cdsi`'s
 * own modules (scripts/read-cdsi-folder.mjs, scripts/load-cdsi.mjs), which give the catalogue's
 * vaccines CDC's antigens by their CVX codes, then the demo's antigens and groups that CDC's data
 * does not name deleted. Each of those writes asks the server to recompute every patient's group
 * forecasts in the background. The server is then restarted, so that the recompute begun during
 * the load, which would run to its end before starting again with the whole schedule, is dropped,
 * and the bench waits for one whole recompute. Any refusal stops the run.
 *
 * @param {{ server: import('../lib/server.mjs').Server, writer: import('../generate/writer.mjs').Writer, folder: string, scaleLabel: string }} options
 */
export const switchToCdcSchedule = async ({ server, writer, folder, scaleLabel }) => {
  console.log("  CDC's supporting data through the API");
  const started = performance.now();
  const { api, refusal } = await signIn({ baseUrl: `${server.url}/api/v1`, ...admin });
  if (!api) throw new Error(`The admin's sign-in was refused: ${refusal}`);
  const schedule = await readCdsiFolder(folder);
  const demo = {
    rules: await api.all('/schedule-rules'),
    antigens: await api.all('/antigens'),
    groups: await api.all('/vaccine-groups'),
  };
  for (const rule of demo.rules) await remove(api, `/schedule-rules/${rule.id}`);
  const counts = await loadCdsiSchedule(api, schedule);
  if (counts.refused > 0) throw new Error(`CDC's supporting data: ${counts.refused} rows refused (above)`);
  const cdcAntigens = new Set(schedule.vaccineGroups.flatMap((item) => item.antigens));
  const cdcGroups = new Set(schedule.vaccineGroups.map((item) => item.name));
  const leftAntigens = demo.antigens.filter((antigen) => !cdcAntigens.has(antigen.antigenName));
  const leftNames = new Set(leftAntigens.map((antigen) => String(antigen.antigenName)));
  // A vaccine CDC's data does not know (BCG) still covers its demo antigen, named as itself.
  for (const vaccine of await api.all('/vaccines')) {
    if (leftNames.has(vaccine.antigens)) await edit(api, `/vaccines/${vaccine.id}`, { ...vaccine, antigens: '' });
  }
  for (const antigen of leftAntigens) await remove(api, `/antigens/${antigen.id}`);
  const leftGroups = demo.groups.filter((item) => !cdcGroups.has(item.groupName));
  for (const item of leftGroups) await remove(api, `/vaccine-groups/${item.id}`);
  const loadSeconds = (performance.now() - started) / 1000;

  await server.restart();
  const restarted = performance.now();
  await recomputeFinished(writer);
  const recomputeSeconds = (performance.now() - restarted) / 1000;
  const [stored] = await writer.query('SELECT count(*) AS "rows" FROM "patient_forecasts"');
  const removed = `${demo.rules.length} rules, ${leftAntigens.length} antigens and ${leftGroups.length} groups`;
  return [
    infoRow({
      group,
      metric: `CDC's supporting data v4.10 loaded through the API as \`npm run schedule:load -- --cdsi\` loads it (${counts.created} rows created, ${counts.updated} updated), the demo's ${removed} deleted: wall time`,
      unit: 's',
      ours: [loadSeconds],
    }),
    infoRow({
      group,
      metric: `Every patient's group forecasts recomputed in the background with it, from the server's restart to no recompute left (${Number(stored?.rows ?? 0).toLocaleString('en')} rows stored, ${scaleLabel}): wall time`,
      unit: 's',
      ours: [recomputeSeconds],
    }),
  ];
};

/** @param {Api} api @param {string} path */
const remove = async (api, path) => {
  const answer = await api.call('DELETE', path);
  if (answer.status >= 300) throw new Error(`DELETE ${path}: ${reasonOf(answer)}`);
};

/** @param {Api} api @param {string} path @param {unknown} body */
const edit = async (api, path, body) => {
  const answer = await api.call('PATCH', path, body);
  if (answer.status !== 200) throw new Error(`PATCH ${path}: ${reasonOf(answer)}`);
};
