import { isValidIsoDate } from '../../engine';

/**
 * Whole years from a birth date (YYYY-MM-DD) to a day, or null when the birth date is not a
 * valid date or comes after that day. Compares calendar parts, so no time zone shifts it.
 *
 * @example
 * ageOn('2000-05-20', '2026-05-19') // 25
 * ageOn('2000-05-20', '2026-05-20') // 26
 * ageOn('2030-01-01', '2026-05-20') // null
 */
export const ageOn = (birthDate: string, day: string): number | null => {
  if (!isValidIsoDate(birthDate) || !isValidIsoDate(day) || birthDate > day) return null;
  const [birthYear, birthMonthDay] = [Number(birthDate.slice(0, 4)), birthDate.slice(5)];
  const [year, monthDay] = [Number(day.slice(0, 4)), day.slice(5)];
  return year - birthYear - (monthDay < birthMonthDay ? 1 : 0);
};
