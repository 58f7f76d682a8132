import type { Db, StoredRow, Values } from '../../engine/server';
import { ApiFailure, defineBehaviour, fieldErrorsOf, invalidData, tableOf } from '../../engine/server';
import { scheduleRules } from '../../entities/schedule-rules';
import { vaccines } from '../../entities/vaccines';
import { syncRulesAntigen } from '../cdsi/convert-schedule-rules';
import { requestForecastRecompute } from '../programme/forecast-jobs';

/**
 * Said when a rule names a dose beyond its vaccine's series.
 *
 * @example
 * beyondSeriesMessage(3, 4) // 'La vacuna tiene un esquema de 3 dosis: no se puede definir la dosis 4'
 */
export const beyondSeriesMessage = (requiredDoses: number, doseNumber: number) =>
  `La vacuna tiene un esquema de ${requiredDoses} dosis: no se puede definir la dosis ${doseNumber}`;

/**
 * Said when another active rule holds the same vaccine and dose number.
 *
 * @example
 * duplicateRuleMessage(2) // 'Ya existe una regla activa para la dosis 2 de esta vacuna'
 */
export const duplicateRuleMessage = (doseNumber: number) =>
  `Ya existe una regla activa para la dosis ${doseNumber} de esta vacuna`;

const rules = tableOf(scheduleRules);

/**
 * Makes the rule writes of one vaccine wait for each other (and for an edit of its series),
 * so two at once cannot both find a dose number free: on PostgreSQL this no-op update holds
 * the vaccine's row lock until the write commits, and what is read after it is what committed
 * before. SQLite runs one write at a time anyway; there the update changes nothing.
 */
const lockVaccine = async (db: Db, vaccineId: number) => {
  await db
    .updateTable(tableOf(vaccines))
    .set((eb) => ({ isActive: eb.ref('isActive') }))
    .where('id', '=', vaccineId)
    .execute();
};

/**
 * 409 unless the rule's dose is within its vaccine's series and no other active rule holds
 * the same vaccine and dose number; `id` is the rule being written, which does not count.
 * The vaccine itself was checked by the engine (an active row), or is the restored rule's.
 */
const refuseClash = async (db: Db, rule: { vaccineId: number; doseNumber: number; id?: number }) => {
  await lockVaccine(db, rule.vaccineId);
  const vaccine = await db
    .selectFrom(tableOf(vaccines))
    .select('requiredDoses')
    .where('id', '=', rule.vaccineId)
    .executeTakeFirst();
  const requiredDoses = Number(vaccine?.requiredDoses ?? 0);
  if (rule.doseNumber > requiredDoses) {
    const message = beyondSeriesMessage(requiredDoses, rule.doseNumber);
    throw new ApiFailure(409, message, { doseNumber: message });
  }
  let twin = db
    .selectFrom(rules)
    .select('id')
    .where('vaccineId', '=', rule.vaccineId)
    .where('doseNumber', '=', rule.doseNumber)
    .where('isActive', '=', 1);
  if (rule.id !== undefined) twin = twin.where('id', '<>', rule.id);
  if (await twin.executeTakeFirst()) {
    const message = duplicateRuleMessage(rule.doseNumber);
    throw new ApiFailure(409, message, { doseNumber: message });
  }
};

/**
 * An edit keeps the stored values it does not send (an optional maximum age): the rule as it
 * would be stored must still keep its ages in order, or the answer is 400 as for a payload.
 */
const refuseDisorderedAges = (stored: Values) => {
  const result = scheduleRules.schemas.edit.safeParse(stored);
  if (!result.success) throw invalidData(fieldErrorsOf(result.error));
};

/** The vaccines whose patients' forecasts a write changed: the rule's, and the one it left. */
const vaccinesOf = (...rows: (StoredRow | Values | undefined)[]) => [
  ...new Set(rows.filter((row) => row !== undefined).map((row) => Number(row.vaccineId))),
];

/**
 * Keeps those vaccines' own antigens the image of their rules (the CDSi forecast reads them:
 * convert-schedule-rules.ts), and asks, in the write's transaction, for their forecasts to be
 * recomputed once it commits.
 */
const recompute = async (db: Db, vaccineIds: readonly number[]) => {
  for (const vaccineId of vaccineIds) {
    await syncRulesAntigen(db, vaccineId);
    await requestForecastRecompute(db, vaccineId);
  }
};

/**
 * Schedule rules: a dose within its vaccine's series, one active rule per vaccine and dose
 * number (409 otherwise, nothing written, on a create, an edit and a restore alike), and the
 * forecasts of the vaccines a rule belongs to (and left, on an edit) recomputed in the
 * background once the write committed.
 */
export const scheduleRuleBehaviour = defineBehaviour(scheduleRules, {
  beforeChange: async ({ operation, id, values, original, context }) => {
    const stored = operation === 'create' ? values : { ...original, ...values };
    if (operation === 'update') refuseDisorderedAges(stored);
    await refuseClash(context.db, {
      vaccineId: Number(stored.vaccineId),
      doseNumber: Number(stored.doseNumber),
      id,
    });
    return values;
  },
  afterChange: ({ values, original, context }) => recompute(context.db, vaccinesOf(values, original)),
  beforeRestore: async ({ id, original, context }) => {
    await refuseClash(context.db, {
      vaccineId: Number(original.vaccineId),
      doseNumber: Number(original.doseNumber),
      id,
    });
  },
  afterDelete: ({ original, context }) => recompute(context.db, vaccinesOf(original)),
  afterRestore: ({ original, context }) => recompute(context.db, vaccinesOf(original)),
});
