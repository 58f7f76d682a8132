import { defineBehaviour } from '../../engine/server';
import { vaccines } from '../../entities/vaccines';
import { applySeriesChange } from '../schedules/series-change';

const seriesKeys = ['requiredDoses', 'doseIntervalDays'] as const;

/**
 * A vaccine's series size and interval set its patients' schedules: an edit that changes
 * either recomputes every schedule of the vaccine in the same transaction.
 */
export const vaccineBehaviour = defineBehaviour(vaccines, {
  afterChange: async ({ operation, id, values, original, context }) => {
    if (operation !== 'update') return;
    const stored = { ...original, ...values };
    if (seriesKeys.every((key) => Number(stored[key]) === Number(original[key]))) return;
    await applySeriesChange(context.db, {
      vaccineId: id,
      requiredDoses: Number(stored.requiredDoses),
      doseIntervalDays: Number(stored.doseIntervalDays),
    });
  },
});
