import { scale } from '../generate/scale.mjs';
import { infoRow } from '../report/rows.mjs';

const group = 'Data generation';

/** Runs `grow` and returns its wall time and the bench process's CPU time, in seconds. */
const timed = async (/** @type {() => Promise<void>} */ grow) => {
  const started = performance.now();
  const cpu = process.cpuUsage();
  await grow();
  const used = process.cpuUsage(cpu);
  return { wall: (performance.now() - started) / 1000, cpu: (used.user + used.system) / 1e6 };
};

/**
 * Grows the data to the full size, 1,000,000 patients and 5,000,000 doses, with plain SQL
 * into the tables the server created (its triggers run), the forecasts rebuilt from the doses,
 * and reports what it cost: wall time, and the CPU time of the bench process (on SQLite the
 * database works inside it).
 *
 * @param {{ dataset: ReturnType<typeof import('../generate/dataset.mjs').createDataset> }} options
 */
export const growToFullSize = async ({ dataset }) => {
  console.log('  patients');
  const patients = await timed(() => dataset.growPatients(scale.patients.huge));
  console.log('  doses');
  const doses = await timed(() => dataset.growDosesAtScale(scale.doses.huge));
  /** @type {(label: string, figures: { wall: number, cpu: number }) => import('../report/rows.mjs').Row[]} */
  const rows = (label, figures) => [
    infoRow({ group, metric: `${label}: wall time`, unit: 's', ours: [figures.wall] }),
    infoRow({ group, metric: `${label}: CPU time of the bench process`, unit: 's', ours: [figures.cpu] }),
  ];
  return [
    ...rows(`Patients grown to ${scale.patients.huge.toLocaleString('en')}, plain SQL, triggers run`, patients),
    ...rows(
      `Doses grown to ${scale.doses.huge.toLocaleString('en')} on ${scale.hugeBatches.toLocaleString('en')} new batches`,
      doses,
    ),
    infoRow({
      group,
      metric: `Of which every patient's forecast rebuilt from ${scale.doses.huge.toLocaleString('en')} doses and the schedule by the server's chunked rebuild (${dataset.timings.forecastRows.toLocaleString('en')} rows stored): wall time`,
      unit: 's',
      ours: [dataset.timings.forecastRebuild],
    }),
  ];
};
