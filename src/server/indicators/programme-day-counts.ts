import { type MigrationContext, runStatements } from '../../engine/server';
import { syncProgrammeDayOffsets } from '../programme/programme-day-sql';
import { refillDoseCounts } from './dose-count-sql';
import { programmeDayRules } from './invalid-doses';

/**
 * Makes the databases count in the programme's current time zone, at every start after the
 * migrations: when the zone changed (or on a database that never had one), its offsets are
 * written anew and the dose counts filled again from the doses, each dose under the month of
 * its day in that zone. Resolves with whether the zone changed.
 *
 * @example
 * await syncProgrammeDays(store);
 */
export const syncProgrammeDays = (context: MigrationContext) =>
  syncProgrammeDayOffsets(context.db, () =>
    runStatements(context, {
      sqlite: refillDoseCounts(programmeDayRules, 'sqlite'),
      postgres: refillDoseCounts(programmeDayRules, 'postgres'),
    }),
  );
