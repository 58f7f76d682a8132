import { addDays } from '../calendar-days';

type Unit = 'year' | 'month' | 'week' | 'day';
type Term = { amount: number; unit: Unit };

const parsed = new Map<string, Term[]>();

/** The terms of a CDSi duration, signed: '6 months - 4 days' → +6 months, -4 days. */
const termsOf = (duration: string): Term[] => {
  const known = parsed.get(duration);
  if (known) return known;
  const terms = [...duration.matchAll(/([+-]?)\s*(\d+) (year|month|week|day)s?/g)].map(([, sign, amount, unit]) => ({
    amount: (sign === '-' ? -1 : 1) * Number(amount),
    unit: unit as Unit,
  }));
  parsed.set(duration, terms);
  return terms;
};

/** A date of a year and month, moved to the first of the next month when that day does not exist (CALCDT-5). */
const calendarDate = (year: number, month: number, day: number): string => {
  const normalisedYear = year + Math.floor((month - 1) / 12);
  const normalisedMonth = ((((month - 1) % 12) + 12) % 12) + 1;
  const lastDay = new Date(Date.UTC(normalisedYear, normalisedMonth, 0)).getUTCDate();
  const pad = (value: number, width: number) => String(value).padStart(width, '0');
  if (day > lastDay) return calendarDate(normalisedYear, normalisedMonth + 1, 1);
  return `${pad(normalisedYear, 4)}-${pad(normalisedMonth, 2)}-${pad(day, 2)}`;
};

const addTerm = (date: string, { amount, unit }: Term): string => {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  if (unit === 'year') return calendarDate(year + amount, month, day);
  if (unit === 'month') return calendarDate(year, month + amount, day);
  return addDays(date, unit === 'week' ? amount * 7 : amount);
};

/**
 * A date plus a CDSi duration, term by term as CDSi's date rules say: years and months move the calendar (a day
 * that does not exist becomes the first of the next month), weeks are 7 days, days are days.
 *
 * @example
 * addDuration('2021-01-31', '1 month') // '2021-03-01'
 * addDuration('2021-03-06', '6 weeks - 4 days') // '2021-04-13'
 */
export const addDuration = (date: string, duration: string): string => {
  let byDate = sums.get(duration);
  if (byDate === undefined) {
    byDate = new Map();
    sums.set(duration, byDate);
  }
  const known = byDate.get(date);
  if (known !== undefined) return known;
  if (byDate.size >= datesKept) byDate.clear();
  const sum = termsOf(duration).reduce(addTerm, date);
  byDate.set(date, sum);
  return sum;
};

/**
 * The sums worked out lately, by duration then date: one patient's assessment adds the same ages
 * to the same birth date for every series of every antigen, and the dose form's check and the
 * stored forecast assess the same patient again. A schedule has a few hundred durations; each
 * keeps at most `datesKept` dates, emptied when full (a rebuild of every patient).
 */
const sums = new Map<string, Map<string, string>>();
const datesKept = 500;

/** A date minus a number of days. */
export const daysBefore = (date: string, days: number): string => addDays(date, -days);
