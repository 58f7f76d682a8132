import type { Db } from '../../engine/server';
import { ApiFailure, defineBehaviour, tableOf } from '../../engine/server';
import { scheduleRules } from '../../entities/schedule-rules';
import { vaccines } from '../../entities/vaccines';
import { requestForecastRecompute } from '../programme/forecast-jobs';
import { checkVaccineAntigens } from './vaccine-antigens';

/** Why a vaccine's series may not shrink below a dose its schedule has an active rule for. */
export const seriesBelowRulesMessage = (ruledDose: number, requiredDoses: number) =>
  `El esquema de la vacuna tiene reglas hasta la dosis ${ruledDose}: no se puede reducir a ${requiredDoses} dosis`;

/** The highest dose number of the vaccine's active schedule rules, 0 without any. */
const highestRuledDose = async (db: Db, vaccineId: number) => {
  const row = await db
    .selectFrom(tableOf(scheduleRules))
    .select((eb) => eb.fn.max('doseNumber').as('highest'))
    .where('vaccineId', '=', vaccineId)
    .where('isActive', '=', 1)
    .executeTakeFirst();
  return Number(row?.highest ?? 0);
};

// What the stored forecast reads of a vaccine: the antigens it covers and its CVX code (the engine's key).
const seriesKeys = ['requiredDoses', 'doseIntervalDays', 'antigens', 'codeSystem', 'code'] as const;

/**
 * A vaccine's series size may not fall below a dose its active schedule rules define. Its
 * series size and interval set its patients' forecasts, and its deletion takes its
 * rules out of them (a restore brings them back): such a write asks for every forecast of the
 * vaccine to be recomputed in the background once it commits.
 */
export const vaccineBehaviour = defineBehaviour(vaccines, {
  // A series smaller than its rules would leave rules for doses the vaccine no longer has: 409, nothing written.
  beforeChange: async ({ operation, id, values, context }) => {
    await checkVaccineAntigens(context.db, values.antigens);
    // A vaccine says nothing of its vials: a single-dose one.
    if (operation === 'create') return { ...values, dosesPerVial: values.dosesPerVial ?? 1 };
    if (values.requiredDoses === undefined) return values;
    const ruledDose = await highestRuledDose(context.db, id);
    if (Number(values.requiredDoses) < ruledDose) {
      const message = seriesBelowRulesMessage(ruledDose, Number(values.requiredDoses));
      throw new ApiFailure(409, message, { requiredDoses: message });
    }
    return values;
  },
  afterChange: async ({ operation, id, values, original, context }) => {
    if (operation !== 'update') return;
    const stored = { ...original, ...values };
    if (seriesKeys.every((key) => String(stored[key] ?? '') === String(original[key] ?? ''))) return;
    await requestForecastRecompute(context.db, id);
  },
  afterDelete: ({ id, context }) => requestForecastRecompute(context.db, id),
  afterRestore: ({ id, context }) => requestForecastRecompute(context.db, id),
});
