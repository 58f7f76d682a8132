// Written by hand: derived tables and the triggers of the dose counts, not an entity's.
import { type MigrationContext, runStatements } from '../../engine/server';
import { doseCountStatements } from '../indicators/dose-count-sql';
import { doseCountsTable } from '../indicators/dose-counts-table';
import { invalidDosesStatements, programmeDayRules } from '../indicators/invalid-doses';
import { syncProgrammeDays } from '../indicators/programme-day-counts';
import { programmeDayOffsetsStatements } from '../programme/programme-day-sql';
import { rebuildForecasts } from '../programme/refresh-forecast';

const doseCounts = doseCountStatements(programmeDayRules, { isRefilled: false });

/**
 * The programme's day and the CDSi engine's validity in the dose counts (docs/indicators.md):
 * the offsets of the programme's time zone (`programme_day_offsets`), the doses the engine did
 * not find valid (`invalid_doses`, filled by rebuilding every patient's stored forecast), and the
 * counts made again with a key column `isValid` and triggers that read both: a dose counts
 * under the month of its programme day, apart when not valid (the coverage and the dropout read
 * the valid ones, the wastage all). The offsets are then written for the configured zone and
 * the counts filled from the doses, as every start does when the zone changes.
 */
export const up = async (context: MigrationContext) => {
  await runStatements(context, {
    sqlite: [
      ...programmeDayOffsetsStatements,
      ...invalidDosesStatements.sqlite,
      'DROP TRIGGER IF EXISTS "dose_counts_insert"',
      'DROP TRIGGER IF EXISTS "dose_counts_delete"',
      'DROP TRIGGER IF EXISTS "dose_counts_update"',
      `DROP TABLE IF EXISTS "${doseCountsTable}"`,
      ...doseCounts.sqlite,
    ],
    postgres: [
      ...programmeDayOffsetsStatements,
      ...invalidDosesStatements.postgres,
      `DROP TABLE IF EXISTS "${doseCountsTable}"`,
      ...doseCounts.postgres,
    ],
  });
  await rebuildForecasts(context);
  await syncProgrammeDays(context);
};
