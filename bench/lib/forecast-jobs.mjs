import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Whether a background recompute of the stored forecast is asked for or still running: the
 * server keeps each request in `forecast_jobs` until its recompute is done
 * (src/server/programme/forecast-jobs.ts).
 *
 * @param {import('../generate/writer.mjs').Writer} writer
 */
export const isRecomputePending = async (writer) =>
  Number((await writer.query('SELECT count(*) AS "jobs" FROM "forecast_jobs"'))[0]?.jobs ?? 0) > 0;

/**
 * Resolves once no recompute is left, looking every quarter of a second.
 *
 * @example
 * await recomputeFinished(writer);
 *
 * @param {import('../generate/writer.mjs').Writer} writer
 */
export const recomputeFinished = async (writer) => {
  while (await isRecomputePending(writer)) await sleep(250);
};
