import type { Db, StoredRow, Values } from '../../engine/server';
import { refreshPatientForecast } from '../programme/refresh-forecast';

/**
 * Recomputes, in the write's transaction, the stored forecast of every patient a dose write
 * touched: the dose's patient before the write and after it (an edit may move a dose to
 * another patient). Rows are the dose as stored or the values written; a row or a value
 * without a patient is skipped.
 *
 * @example
 * afterChange: ({ values, original, context }) => refreshForecastsOf(context.db, [original, values]),
 */
export const refreshForecastsOf = async (db: Db, doses: readonly (StoredRow | Values | undefined)[]) => {
  const patientIds = new Set(
    doses.flatMap((dose) => (dose?.patientId === undefined || dose.patientId === null ? [] : [Number(dose.patientId)])),
  );
  for (const patientId of patientIds) await refreshPatientForecast(db, patientId);
};
