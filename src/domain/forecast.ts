import { addDays } from './calendar-days';
import { activeDosesOf } from './dose-schedule';

/**
 * A patient's forecast: for each vaccine, the next dose and the dates it may, should and must
 * be given by, from the national schedule's rules (ages and intervals in days, as CDC's CDSi
 * counts them) and the doses received. Pure: today is given, so tests and the browser control
 * it; the client and the server both import it.
 */

/** The schedule's rule for one dose of a vaccine: ages from birth, and the interval from the previous dose. */
export type ScheduleRule = {
  vaccineId: number;
  doseNumber: number;
  minimumAgeDays: number;
  recommendedAgeDays: number;
  overdueAgeDays: number;
  /** Null when the dose may be given at any age. */
  maximumAgeDays: number | null;
  /** Days after the previous dose; 0 for a first dose. */
  minimumIntervalDays: number;
};

/** What the forecast needs of a vaccine: its name, its series size and the interval used without rules. */
export type ForecastVaccine = { id: number; vaccineName: string; requiredDoses: number; doseIntervalDays: number };

/** A dose as the forecast reads it: its vaccine and number, its `YYYY-MM-DD` date, cancelled or not. */
export type ForecastDose = { vaccineId: number; doseNumber: number; date: string; isActive: boolean };

/** A forecast's status, and the words the screens show for it. */
export const forecastStatusLabels = {
  complete: 'Completo',
  'not-yet-due': 'Aún no',
  due: 'Pendiente',
  overdue: 'Atrasada',
  'too-late': 'Fuera de edad',
} as const;

export type ForecastStatus = keyof typeof forecastStatusLabels;

/** One vaccine's forecast: every date `YYYY-MM-DD`, all null once the series is complete. */
export type ForecastItem = {
  vaccineId: number;
  vaccineName: string;
  nextDoseNumber: number | null;
  dosesReceived: number;
  seriesSize: number;
  earliestDate: string | null;
  recommendedDate: string | null;
  overdueDate: string | null;
  latestDate: string | null;
  status: ForecastStatus;
};

type VaccineInput = {
  birthDate: string;
  vaccine: ForecastVaccine;
  rules: readonly ScheduleRule[];
  doses: readonly ForecastDose[];
  today: string;
};

/**
 * The forecast of one vaccine. The next dose takes the lowest number of the series no active
 * dose holds; the previous valid dose is the latest active one. With a rule for the next dose:
 * earliest = max(birth + minimum age, previous + minimum interval), recommended = max(birth +
 * recommended age, previous + minimum interval), overdue = recommended + (overdue age −
 * recommended age), latest = birth + maximum age − 1. Without a rule (today's behaviour):
 * earliest = recommended = previous + the vaccine's interval (the birth date without a dose),
 * overdue the day after, no latest. No date falls before the birth date. Rules and doses of
 * other vaccines, and cancelled doses, are ignored.
 *
 * @example
 * vaccineForecast({
 *   birthDate: '2026-01-01',
 *   vaccine: { id: 1, vaccineName: 'Pentavalente', requiredDoses: 3, doseIntervalDays: 28 },
 *   rules: [{ vaccineId: 1, doseNumber: 1, minimumAgeDays: 42, recommendedAgeDays: 60, overdueAgeDays: 90,
 *     maximumAgeDays: null, minimumIntervalDays: 0 }],
 *   doses: [],
 *   today: '2026-03-05',
 * }) // { vaccineId: 1, vaccineName: 'Pentavalente', nextDoseNumber: 1, dosesReceived: 0, seriesSize: 3,
 *    //   earliestDate: '2026-02-12', recommendedDate: '2026-03-02', overdueDate: '2026-04-01',
 *    //   latestDate: null, status: 'due' }
 */
export const vaccineForecast = ({ birthDate, vaccine, rules, doses, today }: VaccineInput): ForecastItem => {
  const active = activeDosesOf(doses.filter((dose) => dose.vaccineId === vaccine.id));
  const base = {
    vaccineId: vaccine.id,
    vaccineName: vaccine.vaccineName,
    dosesReceived: active.count,
    seriesSize: vaccine.requiredDoses,
  };
  if (active.count >= vaccine.requiredDoses) {
    const noDates = { earliestDate: null, recommendedDate: null, overdueDate: null, latestDate: null };
    return { ...base, nextDoseNumber: null, ...noDates, status: 'complete' };
  }
  const nextDoseNumber = lowestFreeNumber(active.numbers);
  const rule = rules.find((candidate) => candidate.vaccineId === vaccine.id && candidate.doseNumber === nextDoseNumber);
  const dates = rule
    ? ruleDates({ birthDate, rule, previousDate: active.lastDate })
    : intervalDates({ birthDate, vaccine, previousDate: active.lastDate });
  return { ...base, nextDoseNumber, ...dates, status: statusOf(dates, today) };
};

/**
 * The forecast of every vaccine with a rule and every vaccine with an active dose, sorted by
 * the vaccine's name. Rules and doses of a vaccine not in `vaccines` are ignored.
 *
 * @example
 * patientForecast({ birthDate: '2026-01-01', vaccines, rules, doses: [], today: '2026-03-05' })
 *   .map((item) => `${item.vaccineName}: ${item.status}`) // ['BCG: overdue', 'Pentavalente: due']
 */
export const patientForecast = ({
  birthDate,
  vaccines,
  rules,
  doses,
  today,
}: Omit<VaccineInput, 'vaccine'> & { vaccines: readonly ForecastVaccine[] }): ForecastItem[] => {
  const scheduled = new Set([
    ...rules.map((rule) => rule.vaccineId),
    ...doses.filter((dose) => dose.isActive).map((dose) => dose.vaccineId),
  ]);
  return vaccines
    .filter((vaccine) => scheduled.has(vaccine.id))
    .sort((a, b) => a.vaccineName.localeCompare(b.vaccineName, 'es') || a.id - b.id)
    .map((vaccine) =>
      vaccineForecast({
        birthDate,
        vaccine,
        rules: rules.filter((rule) => rule.vaccineId === vaccine.id),
        doses: doses.filter((dose) => dose.vaccineId === vaccine.id),
        today,
      }),
    );
};

type ForecastDates = Pick<ForecastItem, 'earliestDate' | 'recommendedDate' | 'overdueDate' | 'latestDate'> & {
  earliestDate: string;
  recommendedDate: string;
  overdueDate: string;
};

const ruleDates = ({
  birthDate,
  rule,
  previousDate,
}: {
  birthDate: string;
  rule: ScheduleRule;
  previousDate: string | undefined;
}): ForecastDates => {
  const intervalDate = previousDate === undefined ? birthDate : addDays(previousDate, rule.minimumIntervalDays);
  const recommendedDate = latestOf(birthDate, addDays(birthDate, rule.recommendedAgeDays), intervalDate);
  return {
    earliestDate: latestOf(birthDate, addDays(birthDate, rule.minimumAgeDays), intervalDate),
    recommendedDate,
    overdueDate: latestOf(birthDate, addDays(recommendedDate, rule.overdueAgeDays - rule.recommendedAgeDays)),
    latestDate: rule.maximumAgeDays === null ? null : latestOf(birthDate, addDays(birthDate, rule.maximumAgeDays - 1)),
  };
};

const intervalDates = ({
  birthDate,
  vaccine,
  previousDate,
}: {
  birthDate: string;
  vaccine: ForecastVaccine;
  previousDate: string | undefined;
}): ForecastDates => {
  const dueDate =
    previousDate === undefined ? birthDate : latestOf(birthDate, addDays(previousDate, vaccine.doseIntervalDays));
  return { earliestDate: dueDate, recommendedDate: dueDate, overdueDate: addDays(dueDate, 1), latestDate: null };
};

const statusOf = (dates: ForecastDates, today: string): ForecastStatus => {
  const { earliestDate, recommendedDate, overdueDate, latestDate } = dates;
  if (latestDate !== null && (today > latestDate || earliestDate > latestDate)) return 'too-late';
  if (today >= overdueDate) return 'overdue';
  return today >= recommendedDate ? 'due' : 'not-yet-due';
};

/** The latest of `YYYY-MM-DD` dates (they sort as text). */
const latestOf = (first: string, ...others: string[]) =>
  others.reduce((latest, date) => (date > latest ? date : latest), first);

const lowestFreeNumber = (taken: ReadonlySet<number>) => {
  let number = 1;
  while (taken.has(number)) number += 1;
  return number;
};
