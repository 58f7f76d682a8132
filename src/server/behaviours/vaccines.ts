import { defineBehaviour } from '../../engine/server';
import { vaccines } from '../../entities/vaccines';
import { requestForecastRecompute } from '../programme/forecast-jobs';

const seriesKeys = ['requiredDoses', 'doseIntervalDays'] as const;

/**
 * A vaccine's series size and interval set its patients' forecasts, and its deletion takes its
 * rules out of them (a restore brings them back): such a write asks for every forecast of the
 * vaccine to be recomputed in the background once it commits.
 */
export const vaccineBehaviour = defineBehaviour(vaccines, {
  afterChange: async ({ operation, id, values, original, context }) => {
    if (operation !== 'update') return;
    const stored = { ...original, ...values };
    if (seriesKeys.every((key) => Number(stored[key]) === Number(original[key]))) return;
    await requestForecastRecompute(context.db, id);
  },
  afterDelete: ({ id, context }) => requestForecastRecompute(context.db, id),
  afterRestore: ({ id, context }) => requestForecastRecompute(context.db, id),
});
