import { createServer } from 'vite';
import { paths } from './paths.mjs';

/**
 * The statements that rebuild the schedule table from the doses, for the bench's dialect: the
 * very ones the migration that creates the table runs (src/server/schedules/schedule-table.ts),
 * loaded through Vite's SSR module loader as the entity configs are (entities.mjs).
 *
 * @example
 * const statements = await loadScheduleRebuild('sqlite'); // ['DELETE FROM …', 'INSERT INTO … SELECT …']
 *
 * @param {'sqlite' | 'postgres'} dialect
 * @returns {Promise<readonly string[]>}
 */
export const loadScheduleRebuild = async (dialect) => {
  const vite = await createServer({
    root: paths.root,
    configFile: false,
    logLevel: 'silent',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
  });
  try {
    const { rebuildScheduleStatements } = await vite.ssrLoadModule('/src/server/schedules/schedule-table.ts');
    return rebuildScheduleStatements(dialect);
  } finally {
    await vite.close();
  }
};
