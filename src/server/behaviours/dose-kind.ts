import type { Db, StoredRow, Values } from '../../engine/server';
import { tableOf } from '../../engine/server';
import { vaccineBatches } from '../../entities/vaccine-batches';

/**
 * A historical dose's day as stored: noon UTC, which is that same day in every time zone of
 * the Americas, so its `YYYY-MM-DD` reads back as given.
 *
 * @example
 * historicalDateTime('2025-03-10') // '2025-03-10T12:00:00.000Z'
 */
export const historicalDateTime = (date: string) => `${date}T12:00:00.000Z`;

/** Whether a stored dose is historical (a row written before the flag existed is not). */
export const isHistoricalRow = (row: StoredRow) => Number(row.isHistorical) === 1;

const vaccineOfBatch = async (db: Db, batchId: number) => {
  const batch = await db
    .selectFrom(tableOf(vaccineBatches))
    .select('vaccineId')
    .where('id', '=', batchId)
    .executeTakeFirst();
  return batch?.vaccineId === null || batch?.vaccineId === undefined ? null : Number(batch.vaccineId);
};

/**
 * When a dose given here was given, as stored (UTC): the body's `applicationDateTime` (the
 * moment it was saved on the device, which the schema bounds), or now without one.
 *
 * @example
 * givenAt('2026-05-11T09:30:00-05:00') // '2026-05-11T14:30:00.000Z'
 */
export const givenAt = (applicationDateTime: unknown, now = new Date()) =>
  typeof applicationDateTime === 'string' && applicationDateTime !== ''
    ? new Date(applicationDateTime).toISOString()
    : now.toISOString();

/**
 * A dose write's values as they will be stored, the server's own included: a dose given here
 * takes its vaccine from its batch (whatever vaccine the body named) and, when registered, is
 * dated by its `applicationDateTime` (the moment it was saved on the device), or now without
 * one; a historical one keeps the body's vaccine, has no batch, and is dated by its
 * `applicationDate` (an edit without one keeps the stored date). An edit of a dose given here
 * keeps its stored time. `original` is the stored row of an edit.
 *
 * @example
 * await storedDose({ db, values: { isHistorical: true, vaccineId: 3, applicationDate: '2025-03-10', ... } })
 * // { isHistorical: true, vaccineId: 3, vaccineBatchId: null, applicationDateTime: '2025-03-10T12:00:00.000Z', ... }
 */
export const storedDose = async ({
  db,
  values,
  original,
}: {
  db: Db;
  values: Values;
  original?: StoredRow;
}): Promise<Values> => {
  const { applicationDate, applicationDateTime: given, ...rest } = values;
  if (values.isHistorical === true) {
    const hasDate = typeof applicationDate === 'string' && applicationDate !== '';
    const applicationDateTime = hasDate ? historicalDateTime(applicationDate) : original?.applicationDateTime;
    return { ...rest, isHistorical: true, vaccineBatchId: null, applicationDateTime };
  }
  const vaccineId = await vaccineOfBatch(db, Number(values.vaccineBatchId));
  const applicationDateTime = original ? original.applicationDateTime : givenAt(given);
  return { ...rest, isHistorical: false, vaccineId, applicationDateTime };
};
