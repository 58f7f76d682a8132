import { sql } from 'kysely';
import type { Db, Store } from '../../engine/server';
import { forecastJobsTable } from './forecast-table';
import { recomputeScheduleForecasts } from './refresh-forecast';

/** How often the server looks for recomputes asked for by committed writes. */
const pollMs = 1_000;

/**
 * How long the requests must stay as they are before the loop recomputes: a schedule loaded
 * through the API writes hundreds of rules one after another (CDC's, 820 writes), and each
 * recompute reads every patient, so it waits for the writes to stop. Requests that keep
 * changing wait at most `maxWaitMs`: a schedule is edited by hand, rarely, so a stream of
 * writes that long is a load, and the forecast then shows the old schedule until it ends.
 */
const quietMs = 3_000;
const maxWaitMs = 300_000;

/** The run in progress per store, so two never recompute at once. */
const runs = new WeakMap<Store, Promise<void>>();

/**
 * Asks, inside a write's transaction, for every forecast of a vaccine to be recomputed once
 * the write commits: after a change of its schedule rules, its series size or interval, or its
 * deletion. The request is a row of `forecast_jobs`, seen by the recompute only once the write
 * committed (and never if it rolled back), and kept across a restart until done.
 *
 * @example
 * afterChange: ({ values, context }) => requestForecastRecompute(context.db, Number(values.vaccineId)),
 */
export const requestForecastRecompute = async (db: Db, vaccineId: number) => {
  await db
    .insertInto(forecastJobsTable)
    .values({ vaccineId, generation: 1 })
    .onConflict((conflict) =>
      conflict.column('vaccineId').doUpdateSet({ generation: sql`${sql.ref(`${forecastJobsTable}.generation`)} + 1` }),
    )
    .execute();
};

/**
 * Runs every recompute asked for until none is left, after the one already running, if any:
 * the background loop calls it, and a test awaits it to see a rule change applied. A request
 * made while its vaccine was being recomputed leaves its row, and the vaccine is recomputed
 * again.
 *
 * @example
 * await runForecastJobs(store);
 */
export const runForecastJobs = (store: Store): Promise<void> => {
  const previous = runs.get(store) ?? Promise.resolve();
  const run = previous.catch(() => undefined).then(() => drainJobs(store));
  runs.set(store, run);
  return run;
};

/**
 * Whether the requests seen now have waited long enough: unchanged for `quietMs`, or first seen
 * `maxWaitMs` ago. Keeps what it saw between calls.
 *
 * @example
 * const isSettled = settleRequests();
 * isSettled('3:1,4:2', Date.now()) // false: just seen
 */
export const settleRequests = () => {
  let seen = { signature: '', changedAt: 0, firstAt: 0 };
  return (signature: string, now: number): boolean => {
    if (signature === '') {
      seen = { signature, changedAt: now, firstAt: now };
      return false;
    }
    if (signature !== seen.signature) {
      seen = { signature, changedAt: now, firstAt: seen.signature === '' ? now : seen.firstAt };
    }
    return now - seen.changedAt >= quietMs || now - seen.firstAt >= maxWaitMs;
  };
};

const requestsSignature = async (store: Store) => {
  const jobs = await store.db
    .selectFrom(forecastJobsTable)
    .select(['vaccineId', 'generation'])
    .orderBy('vaccineId')
    .execute();
  return jobs.map((job) => `${job.vaccineId}:${job.generation}`).join(',');
};

/**
 * Starts the background loop of a server: every second, unless a run is in progress, it looks
 * at the recomputes asked for and runs them once they have settled (`settleRequests`). It
 * never keeps the process alive, and it stops for good once the store is closed; any other
 * failure goes to `onError` and the next round tries again.
 *
 * @example
 * const stop = startForecastJobs(store, { onError: (error) => logger.error({ error }, 'recálculo') });
 */
export const startForecastJobs = (store: Store, { onError }: { onError: (error: unknown) => void }) => {
  let isBusy = false;
  const isSettled = settleRequests();
  const timer = setInterval(() => {
    if (isBusy) return;
    isBusy = true;
    requestsSignature(store)
      .then((signature) => (isSettled(signature, Date.now()) ? runForecastJobs(store) : undefined))
      .catch((error: unknown) => {
        if (isClosedStore(error)) clearInterval(timer);
        else onError(error);
      })
      .finally(() => {
        isBusy = false;
      });
  }, pollMs);
  timer.unref();
  return () => clearInterval(timer);
};

const drainJobs = async (store: Store) => {
  for (;;) {
    const jobs = await store.db.selectFrom(forecastJobsTable).select(['vaccineId', 'generation']).execute();
    if (jobs.length === 0) return;
    // One recompute of every patient answers every request read before it began.
    await recomputeScheduleForecasts(store);
    for (const job of jobs) {
      await store.db
        .deleteFrom(forecastJobsTable)
        .where('vaccineId', '=', job.vaccineId)
        .where('generation', '=', job.generation)
        .execute();
    }
  }
};

/** Kysely's words once `db.destroy()` ran (a test's database dropped, a server stopped). */
const isClosedStore = (error: unknown) =>
  error instanceof Error && error.message.includes('driver has already been destroyed');
