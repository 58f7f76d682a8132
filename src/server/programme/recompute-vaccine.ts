import type { Db } from '../../engine/server';
import { type ForecastCatalogue, readActiveDoses, readPatients } from './forecast-inputs';
import { forecastPlanOf, forecastRowsOf } from './forecast-rows';
import { type ForecastRow, forecastTable } from './forecast-table';
import { isSameForecast, storedForecastRow } from './stored-forecast';
import { byPatient, insertRows } from './write-forecasts';

/**
 * Computes again some patients' forecast of one vaccine, with the given transaction, and
 * writes only the rows that changed: most of a recompute reads. A patient too old for any row
 * of the vaccine, who has none, is not computed at all. With `lock: 'skipLocked'` (PostgreSQL)
 * the patients a write holds are left as they are and answered as `skipped`.
 *
 * @example
 * await rewriteVaccineForecasts(db, { ids, vaccineId: 3, catalogue, computedOn: '2026-03-01' });
 */
export const rewriteVaccineForecasts = async (
  db: Db,
  options: {
    ids: readonly number[];
    vaccineId: number;
    catalogue: ForecastCatalogue;
    computedOn: string;
    lock?: 'skipLocked';
  },
): Promise<{ written: number; skipped: number[] }> => {
  const { ids, vaccineId, catalogue, computedOn, lock } = options;
  if (ids.length === 0) return { written: 0, skipped: [] };
  const patients = await readPatients(db, { ids, lock });
  const held = lock ? new Set(patients.map((patient) => patient.id)) : new Set(ids);
  const kept = ids.filter((id) => held.has(id));
  const skipped = ids.filter((id) => !held.has(id));
  if (kept.length === 0) return { written: 0, skipped };
  const stored = await storedRows(db, { ids: kept, vaccineId });
  const plan = forecastPlanOf(catalogue, computedOn);
  const prunedBefore = plan.prunedBefore.get(vaccineId);
  const computed = patients.filter(
    (patient) =>
      held.has(patient.id) &&
      (stored.has(patient.id) ||
        (patient.isActive &&
          patient.birthDate !== null &&
          (prunedBefore === undefined || patient.birthDate >= prunedBefore))),
  );
  const dosesOf = byPatient(await readActiveDoses(db, { ids: computed.map((patient) => patient.id) }));
  const fresh = new Map(
    computed.flatMap((patient) =>
      forecastRowsOf({ patient, doses: dosesOf.get(patient.id) ?? [], plan, vaccineId }).map((row) => [
        row.patientId,
        row,
      ]),
    ),
  );
  const stale = [...stored.values()].filter((row) => !isSameForecast(row, fresh.get(row.patientId)));
  const added = [...fresh.values()].filter((row) => !isSameForecast(row, stored.get(row.patientId)));
  if (stale.length > 0) {
    await db
      .deleteFrom(forecastTable)
      .where('vaccineId', '=', vaccineId)
      .where(
        'patientId',
        'in',
        stale.map((row) => row.patientId),
      )
      .execute();
  }
  await insertRows(db, added);
  return { written: added.length, skipped };
};

/** The patients' stored rows of the vaccine, by patient, their numbers read as numbers. */
const storedRows = async (db: Db, { ids, vaccineId }: { ids: readonly number[]; vaccineId: number }) => {
  const rows = await db
    .selectFrom(forecastTable)
    .selectAll()
    .where('patientId', 'in', [...ids])
    .where('vaccineId', '=', vaccineId)
    .execute();
  return new Map(rows.map((row): [number, ForecastRow] => [Number(row.patientId), storedForecastRow(row)]));
};
