/**
 * `patient_forecasts`: the stored forecast the due lists read, one row per patient and vaccine
 * whose series is not complete (vaccines with active schedule rules, and vaccines the patient
 * has active doses of), computed by the pure `patientForecast` (src/domain/forecast.ts) and kept
 * by the writes that change it (refresh-forecast.ts). Each row carries what the three lists
 * filter and sort on, so a page reads one index: the patient's centre, the next dose's dates,
 * the birth date and whether the patient has an active dose at all.
 *
 * A row that can never be listed again is not stored: one whose earliest date falls after its
 * latest (too late whatever the day), and one whose latest date passed more than
 * {@link forecastKeepDays} days before it was computed (an adult's infant vaccines). The lists
 * are exact for any `today` from that many days before the last computation on.
 */
export const forecastTable = 'patient_forecasts';

/**
 * The vaccines whose forecasts wait to be recomputed after a change of their rules or series
 * (forecast-jobs.ts): one row per vaccine, its `generation` raised by every new request, so a
 * change made while a recompute runs is recomputed again.
 */
export const forecastJobsTable = 'forecast_jobs';

/** About five years: a too-late row stays stored that long, for lists asked about a past day. */
export const forecastKeepDays = 1_830;

/** A stored forecast row; dates `YYYY-MM-DD`, `hasAnyDose` 0 or 1 (the patient's, any vaccine). */
export type ForecastRow = {
  patientId: number;
  vaccineId: number;
  centerId: number | null;
  nextDoseNumber: number;
  earliestDate: string;
  recommendedDate: string;
  overdueDate: string;
  latestDate: string | null;
  birthDate: string;
  hasAnyDose: number;
};
