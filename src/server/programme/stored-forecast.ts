import type { ForecastRow } from './forecast-table';

/** The columns a forecast row holds besides its key (patient and vaccine group). */
const valueColumns = [
  'vaccineId',
  'centerId',
  'nextDoseNumber',
  'earliestDate',
  'recommendedDate',
  'overdueDate',
  'latestDate',
  'birthDate',
  'hasAnyDose',
] as const;

/**
 * A row of `patient_forecasts` as the database answers it (untyped; PostgreSQL may give numbers as text), read as
 * a {@link ForecastRow}.
 */
export const storedForecastRow = (row: Readonly<Record<string, unknown>>): ForecastRow => ({
  patientId: Number(row.patientId),
  vaccineGroupId: Number(row.vaccineGroupId),
  vaccineId: Number(row.vaccineId),
  centerId: row.centerId === null ? null : Number(row.centerId),
  nextDoseNumber: Number(row.nextDoseNumber),
  earliestDate: String(row.earliestDate),
  recommendedDate: String(row.recommendedDate),
  overdueDate: String(row.overdueDate),
  latestDate: row.latestDate === null ? null : String(row.latestDate),
  birthDate: String(row.birthDate),
  hasAnyDose: Number(row.hasAnyDose),
});

/** Whether a computed row equals a stored one (`other` missing: not stored), so that it need not be written. */
export const isSameForecast = (row: ForecastRow, other: ForecastRow | undefined) =>
  other !== undefined && valueColumns.every((column) => row[column] === other[column]);
