import { sql } from 'kysely';
import type { Db, Store } from '../../engine/server';
import { forecastJobsTable } from './forecast-table';
import { recomputeScheduleForecasts } from './refresh-forecast';

/** How often the server looks for recomputes asked for by committed writes. */
const pollMs = 1_000;

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
 * Starts the background loop of a server: every second, unless a run is in progress, it runs
 * the recomputes asked for. It never keeps the process alive, and it stops for good once the
 * store is closed; any other failure goes to `onError` and the next round tries again.
 *
 * @example
 * const stop = startForecastJobs(store, { onError: (error) => logger.error({ error }, 'recálculo') });
 */
export const startForecastJobs = (store: Store, { onError }: { onError: (error: unknown) => void }) => {
  let isBusy = false;
  const timer = setInterval(() => {
    if (isBusy) return;
    isBusy = true;
    runForecastJobs(store)
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
