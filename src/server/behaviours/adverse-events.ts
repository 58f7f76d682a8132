import { programmeDayOf } from '../../engine';
import type { Db } from '../../engine/server';
import { ApiFailure, defineBehaviour, tableOf } from '../../engine/server';
import { adverseEvents, onsetBeforeDoseMessage } from '../../entities/adverse-events';
import { appliedDoses } from '../../entities/applied-doses';

/** The day a dose was given, as the card and the dose checks read it (its stored date's first ten characters). */
const doseDayOf = async (db: Db, doseId: number) => {
  const dose = await db
    .selectFrom(tableOf(appliedDoses))
    .select('applicationDateTime')
    .where('id', '=', doseId)
    .executeTakeFirst();
  const day = programmeDayOf(String(dose?.applicationDateTime ?? ''));
  return day.length === 10 ? day : undefined;
};

/** 400 when the symptoms would have begun before the dose was given; nothing is written. */
const refuseOnsetBeforeDose = async (db: Db, report: { appliedDoseId: unknown; onsetDate: unknown }) => {
  const doseDay = await doseDayOf(db, Number(report.appliedDoseId));
  if (doseDay === undefined || String(report.onsetDate) >= doseDay) return;
  const message = onsetBeforeDoseMessage(doseDay);
  throw new ApiFailure(400, message, { onsetDate: message });
};

/**
 * ESAVI reports: the reporter is the signed-in user, never the body; the onset may not come
 * before the dose's day (the engine has checked that the dose exists and is active). An edit
 * keeps the report's dose and is checked against it. The lot's count follows by the database's
 * triggers (migration 0014).
 */
export const adverseEventBehaviour = defineBehaviour(adverseEvents, {
  beforeChange: async ({ operation, values, original, context }) => {
    const report = operation === 'create' ? values : { ...original, ...values };
    await refuseOnsetBeforeDose(context.db, { appliedDoseId: report.appliedDoseId, onsetDate: report.onsetDate });
    return operation === 'create' ? { ...values, reportedByUserId: context.user.id } : values;
  },
});
