/**
 * `patient_forecasts`: the stored forecast the due lists read, one row per patient and vaccine
 * group whose next dose has dates, computed by the CDSi engine (`assessImmunizations`,
 * src/domain/cdsi/) and kept by the writes that change it (refresh-forecast.ts); each row names
 * the vaccine to give the dose with. Each row carries what the three lists
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
 * The recomputes asked for after a change of the schedule (forecast-jobs.ts): one row per
 * vaccine (0 for the schedule's own tables: antigens, groups, conflicts), its `generation`
 * raised by every new request, so a change made while a recompute runs is recomputed again.
 * Any of them recomputes every patient: a vaccine's change may move any group.
 */
export const forecastJobsTable = 'forecast_jobs';

/** About five years: a too-late row stays stored that long, for lists asked about a past day. */
export const forecastKeepDays = 1_830;

/** A stored forecast row; dates `YYYY-MM-DD`, `hasAnyDose` 0 or 1 (the patient's, any vaccine). */
export type ForecastRow = {
  patientId: number;
  vaccineGroupId: number;
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
