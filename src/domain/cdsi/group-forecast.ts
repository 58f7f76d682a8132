import type { ForecastStatus, GroupForecast, SeriesStatus } from './assessment-model';
import { laterOf } from './engine-context';
import type { AntigenForecast } from './forecast-series';
import type { VaccineGroup } from './schedule-model';

/** The earlier of two dates, either possibly missing. */
const earlierOf = (first: string | null, second: string | null): string | null =>
  first === null ? second : second === null || first <= second ? first : second;

const statusOrder: SeriesStatus[] = [
  'not-complete',
  'contraindicated',
  'aged-out',
  'not-recommended',
  'complete',
  'immune',
];

/**
 * A vaccine group's forecast from its antigens' still due: a group given whole (MMR) can be given from its slowest
 * antigen's earliest date, another (DTaP/Tdap/Td) from its first antigen's; it is recommended and past due as soon as
 * one antigen is (never before the earliest date), and too late when one is. Today's status follows from those dates.
 *
 * @example
 * groupForecast({ group: mmr, antigens: [measles, mumps, rubella], today: '2026-11-29' }).status // 'due'
 */
export const groupForecast = ({
  group,
  antigens,
  today,
}: {
  group: VaccineGroup;
  antigens: readonly AntigenForecast[];
  today: string;
}): GroupForecast => {
  const seriesStatus = groupSeriesStatus(antigens.map((antigen) => antigen.seriesStatus));
  const due = antigens.filter((antigen) => antigen.seriesStatus === 'not-complete');
  const latestDates = due.flatMap((antigen) => (antigen.latestDate === null ? [] : [antigen.latestDate])).sort();
  const earliestDate = due
    .map((antigen) => antigen.earliestDate)
    .reduce(group.isAdministeredWhole ? laterOf : earlierOf, null);
  const recommendedDate = laterOf(due.map((antigen) => antigen.recommendedDate).reduce(earlierOf, null), earliestDate);
  const pastDueDate = due.map((antigen) => antigen.pastDueDate).reduce(earlierOf, null);
  const dates = {
    earliestDate,
    recommendedDate,
    pastDueDate: pastDueDate === null ? null : laterOf(pastDueDate, recommendedDate),
    latestDate: latestDates[0] ?? null,
  };
  const doseNumbers = due.flatMap((antigen) =>
    antigen.forecastDoseNumber === null ? [] : [antigen.forecastDoseNumber],
  );
  return {
    vaccineGroup: group.name,
    antigens: antigens.map((antigen) => antigen.antigen),
    forecastDoseNumber: doseNumbers.length === 0 ? null : Math.max(...doseNumbers),
    seriesStatus,
    ...dates,
    status: todayStatus({ seriesStatus, ...dates, today }),
  };
};

/** One status for the group: not complete while any antigen is; immune or complete only when all are. */
const groupSeriesStatus = (statuses: readonly SeriesStatus[]): SeriesStatus => {
  if (statuses.length > 0 && statuses.every((status) => status === 'immune')) return 'immune';
  if (statuses.every((status) => status === 'complete' || status === 'immune')) return 'complete';
  return statusOrder.find((status) => statuses.includes(status)) ?? 'complete';
};

/**
 * Today's status, as the due lists read it. A group with nothing to give (complete, immune, contraindicated or not
 * recommended) is 'complete'; an aged-out one is 'too-late'.
 */
const todayStatus = ({
  seriesStatus,
  recommendedDate,
  pastDueDate,
  latestDate,
  today,
}: Omit<GroupForecast, 'vaccineGroup' | 'antigens' | 'forecastDoseNumber' | 'status'> & {
  today: string;
}): ForecastStatus => {
  if (seriesStatus === 'aged-out') return 'too-late';
  if (seriesStatus !== 'not-complete' || recommendedDate === null) return 'complete';
  if (latestDate !== null && today > latestDate) return 'too-late';
  if (pastDueDate !== null && today > pastDueDate) return 'overdue';
  return today >= recommendedDate ? 'due' : 'not-yet-due';
};
