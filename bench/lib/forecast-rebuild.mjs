import { sql } from 'kysely';
import { loadServerModules } from './server-modules.mjs';

/**
 * The server's own full rebuild of the stored forecast (src/server/programme/refresh-forecast.ts),
 * the one the migration and the demo data run, loaded from the sources (server-modules.mjs), with
 * the server's store (src/server/db/open-store.ts).
 * The returned function opens the bench database, turns the rules the bench wrote with plain SQL
 * into the CDSi model (as migration 0022 does: src/server/cdsi/convert-schedule-rules.ts),
 * recomputes every patient's forecast from it and the patients and doses, and closes it. On SQLite it
 * writes the bench's throwaway file without waiting for the disk, as the bench's writer does.
 *
 * @example
 * const rebuild = await loadForecastRebuild(); await rebuild({ dataDir, databaseUrl });
 *
 * @returns {Promise<(place: import('../generate/writer.mjs').Place) => Promise<void>>}
 */
export const loadForecastRebuild = async () => {
  const { rebuildForecasts, openStore, convertScheduleRules } = await loadServerModules([
    '/src/server/programme/refresh-forecast.ts',
    '/src/server/db/open-store.ts',
    '/src/server/cdsi/convert-schedule-rules.ts',
  ]);
  return async ({ dataDir, databaseUrl }) => {
    const store = openStore({ dataDir, databaseUrl });
    try {
      if (!databaseUrl) await sql.raw('PRAGMA synchronous = OFF').execute(store.db);
      await convertScheduleRules(store.db);
      await rebuildForecasts(store);
    } finally {
      await store.db.destroy();
    }
  };
};
