/**
 * Calendar arithmetic on `YYYY-MM-DD` dates, as the API sends them: whole days of the proleptic
 * Gregorian calendar, with no clock and no time zone, so a date never drifts by a day whatever
 * the machine's zone or a daylight-saving change. (Howard Hinnant's days-from-civil algorithm.)
 */

const daysPerEra = 146_097;

/**
 * Days from 1970-01-01 to a `YYYY-MM-DD` date (negative before it).
 *
 * @example
 * dayNumberOf('1970-01-02') // 1
 * dayNumberOf('2024-03-01') - dayNumberOf('2024-02-28') // 2 (a leap year)
 */
export const dayNumberOf = (date: string): number => {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const shiftedYear = month <= 2 ? year - 1 : year;
  const era = Math.floor(shiftedYear / 400);
  const yearOfEra = shiftedYear - era * 400;
  const dayOfYear = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * daysPerEra + dayOfEra - 719_468;
};

/**
 * The `YYYY-MM-DD` date a number of days after 1970-01-01 (the inverse of {@link dayNumberOf}).
 *
 * @example
 * dateOfDayNumber(0) // '1970-01-01'
 */
export const dateOfDayNumber = (dayNumber: number): string => {
  const shifted = dayNumber + 719_468;
  const era = Math.floor(shifted / daysPerEra);
  const dayOfEra = shifted - era * daysPerEra;
  const yearOfEra = Math.floor(
    (dayOfEra - Math.floor(dayOfEra / 1460) + Math.floor(dayOfEra / 36_524) - Math.floor(dayOfEra / 146_096)) / 365,
  );
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const monthIndex = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * monthIndex + 2) / 5) + 1;
  const month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9;
  const year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0);
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
};

/**
 * The date a number of days after (or, negative, before) another.
 *
 * @example
 * addDays('2024-02-20', 10) // '2024-03-01'
 */
export const addDays = (date: string, days: number): string => dateOfDayNumber(dayNumberOf(date) + days);

/**
 * Whole days from one date to another: positive when `to` comes later.
 *
 * @example
 * daysBetween('2025-12-31', '2026-01-01') // 1
 */
export const daysBetween = (from: string, to: string): number => dayNumberOf(to) - dayNumberOf(from);
