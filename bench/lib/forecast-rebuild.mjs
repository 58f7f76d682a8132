import { sql } from 'kysely';
import { createServer } from 'vite';
import { paths } from './paths.mjs';

/**
 * The server's own full rebuild of the stored forecast (src/server/programme/refresh-forecast.ts),
 * the one the migration and the demo data run, loaded through Vite's SSR module loader as the
 * entity configs are (entities.mjs), with the server's store (src/server/db/open-store.ts).
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
  const vite = await createServer({
    root: paths.root,
    configFile: false,
    logLevel: 'silent',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
  });
  try {
    const { rebuildForecasts } = await vite.ssrLoadModule('/src/server/programme/refresh-forecast.ts');
    const { openStore } = await vite.ssrLoadModule('/src/server/db/open-store.ts');
    const { convertScheduleRules } = await vite.ssrLoadModule('/src/server/cdsi/convert-schedule-rules.ts');
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
  } finally {
    await vite.close();
  }
};
