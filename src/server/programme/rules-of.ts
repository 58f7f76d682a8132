import type { ScheduleRule } from '../../domain/forecast';
import type { Db } from '../../engine/server';
import { tableOf } from '../../engine/server';
import { scheduleRules } from '../../entities/schedule-rules';

/**
 * The active schedule rules, of one vaccine or of all, ordered by vaccine and dose number.
 *
 * @example
 * const rules = await activeRulesOf(context.db, vaccineId); // [{ vaccineId, doseNumber: 1, minimumAgeDays: 42, ... }]
 */
export const activeRulesOf = async (db: Db, vaccineId?: number): Promise<ScheduleRule[]> => {
  let query = db
    .selectFrom(tableOf(scheduleRules))
    .select([
      'vaccineId',
      'doseNumber',
      'minimumAgeDays',
      'recommendedAgeDays',
      'overdueAgeDays',
      'maximumAgeDays',
      'minimumIntervalDays',
    ])
    .where('isActive', '=', 1);
  if (vaccineId !== undefined) query = query.where('vaccineId', '=', vaccineId);
  const rows = await query.orderBy('vaccineId').orderBy('doseNumber').execute();
  return rows.map((row) => ({
    vaccineId: Number(row.vaccineId),
    doseNumber: Number(row.doseNumber),
    minimumAgeDays: Number(row.minimumAgeDays),
    recommendedAgeDays: Number(row.recommendedAgeDays),
    overdueAgeDays: Number(row.overdueAgeDays),
    maximumAgeDays: row.maximumAgeDays === null || row.maximumAgeDays === undefined ? null : Number(row.maximumAgeDays),
    minimumIntervalDays: Number(row.minimumIntervalDays),
  }));
};
