import type { ForecastVaccine, ScheduleRule } from '../../domain/forecast';
import { isValidIsoDate, programmeDayOf } from '../../engine';
import type { Db } from '../../engine/server';
import { tableOf } from '../../engine/server';
import { appliedDoses } from '../../entities/applied-doses';
import { patients } from '../../entities/patients';
import { vaccineBatches } from '../../entities/vaccine-batches';
import { vaccines } from '../../entities/vaccines';
import { activeRulesOf } from './rules-of';

/** Every vaccine (a cancelled one still names old doses) and the active rules of the active ones. */
export type ForecastCatalogue = { vaccines: ForecastVaccine[]; rules: ScheduleRule[] };

/** What a patient's forecast needs of their row; `birthDate` null when it is missing or no date. */
export type ForecastPatient = {
  id: number;
  isActive: boolean;
  birthDate: string | null;
  catchmentCenterId: number | null;
};

/** An active dose as the forecast and the patient's centre read it. */
export type PatientDose = {
  id: number;
  patientId: number;
  vaccineId: number;
  doseNumber: number;
  /** `YYYY-MM-DD`: the programme's day of its application, as the dose checks count it. */
  date: string;
  /** The full stored date and time, which orders two doses of one day. */
  applicationDateTime: string;
  centerId: number | null;
  /** Its batch's expiry, when it names a batch (CDSi: a dose of an expired batch is sub-standard). */
  batchExpiryDate: string | null;
};

/**
 * The vaccines and the active rules the forecasts are computed with: a few dozen rows, read
 * once per patient refreshed or per chunk of a recompute.
 *
 * @example
 * const { vaccines, rules } = await readCatalogue(db);
 */
export const readCatalogue = async (db: Db): Promise<ForecastCatalogue> => {
  const [rows, rules] = await Promise.all([
    db
      .selectFrom(tableOf(vaccines))
      .select(['id', 'isActive', 'vaccineName', 'requiredDoses', 'doseIntervalDays'])
      .orderBy('id')
      .execute(),
    activeRulesOf(db),
  ]);
  const activeIds = new Set(rows.filter((row) => Number(row.isActive) === 1).map((row) => Number(row.id)));
  return {
    vaccines: rows.map((row) => ({
      id: Number(row.id),
      vaccineName: String(row.vaccineName ?? ''),
      requiredDoses: Number(row.requiredDoses ?? 0),
      doseIntervalDays: Number(row.doseIntervalDays ?? 0),
    })),
    rules: rules.filter((rule) => activeIds.has(rule.vaccineId)),
  };
};

/**
 * The patients of these ids (active or not), by id. On PostgreSQL a background recompute
 * passes `lock: 'skipLocked'`: it share-locks the rows it gets until its transaction ends, so a
 * dose write for one of them waits for it, and skips a patient a write holds (that write
 * refreshes the patient itself).
 *
 * @example
 * const rows = await readPatients(db, { ids: [1, 2, 3] });
 */
export const readPatients = async (
  db: Db,
  { ids, lock }: { ids: readonly number[]; lock?: 'skipLocked' },
): Promise<ForecastPatient[]> => {
  if (ids.length === 0) return [];
  let query = db
    .selectFrom(tableOf(patients))
    .select(['id', 'isActive', 'dateOfBirth', 'vaccinationCenterId'])
    .where('id', 'in', [...ids])
    .orderBy('id');
  if (lock === 'skipLocked') query = query.forShare().skipLocked();
  return (await query.execute()).map((row) => ({
    id: Number(row.id),
    isActive: Number(row.isActive) === 1,
    birthDate: typeof row.dateOfBirth === 'string' && isValidIsoDate(row.dateOfBirth) ? row.dateOfBirth : null,
    catchmentCenterId: row.vaccinationCenterId === null ? null : Number(row.vaccinationCenterId),
  }));
};

/**
 * The active doses, every vaccine, historical ones included, of the patients whose ids lie
 * from `fromId` to `toId`, or of the patients `ids` (the index on `patientId` either way).
 *
 * @example
 * const doses = await readActiveDoses(db, { fromId: 1, toId: 500 });
 */
export const readActiveDoses = async (
  db: Db,
  patients: { fromId: number; toId: number } | { ids: readonly number[] },
) => {
  if ('ids' in patients && patients.ids.length === 0) return [];
  let query = db
    .selectFrom(`${tableOf(appliedDoses)} as dose`)
    .leftJoin(`${tableOf(vaccineBatches)} as batch`, 'batch.id', 'dose.vaccineBatchId')
    .select([
      'dose.id',
      'dose.patientId',
      'dose.vaccineId',
      'dose.doseNumber',
      'dose.applicationDateTime',
      'dose.vaccinationCenterId',
      'batch.expirationDate',
    ])
    .where('dose.isActive', '=', 1);
  query =
    'ids' in patients
      ? query.where('dose.patientId', 'in', [...patients.ids])
      : query.where('dose.patientId', '>=', patients.fromId).where('dose.patientId', '<=', patients.toId);
  const rows = await query.execute();
  return rows
    .filter((row) => row.vaccineId !== null)
    .map(
      (row): PatientDose => ({
        id: Number(row.id),
        patientId: Number(row.patientId),
        vaccineId: Number(row.vaccineId),
        doseNumber: Number(row.doseNumber),
        date: programmeDayOf(String(row.applicationDateTime ?? '')),
        applicationDateTime: String(row.applicationDateTime ?? ''),
        centerId: row.vaccinationCenterId === null ? null : Number(row.vaccinationCenterId),
        batchExpiryDate: typeof row.expirationDate === 'string' ? row.expirationDate.slice(0, 10) : null,
      }),
    );
};
