import { formatDate } from './cell-format';
import { isValidIsoDate } from './rules';

/**
 * Day-first dates as people type them, for the date fields: the screen shows and accepts
 * dd/mm/aaaa whatever the browser's locale, while forms, schemas and the API keep YYYY-MM-DD.
 */

const dayFirst = /^(\d{1,2})[/.\- ](\d{1,2})[/.\- ](\d{4})$/;
const dayFirstDigits = /^(\d{2})(\d{2})(\d{4})$/;
const yearFirst = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * The YYYY-MM-DD date a typed text stands for, or null when it is no real date. Day first,
 * with any of / - . or a space between the parts and the day and month padded or not, or eight
 * digits in a row; an ISO date (a pasted value) is read as it is.
 *
 * @example
 * parseDate('1/2/2024') // '2024-02-01'
 * parseDate('01-02-2024') // '2024-02-01'
 * parseDate('01022024') // '2024-02-01'
 * parseDate('31/02/2024') // null
 */
export const parseDate = (text: string): string | null => {
  const trimmed = text.trim();
  const isoMatch = yearFirst.exec(trimmed);
  const parts = isoMatch
    ? dayMonthYear([isoMatch[0], isoMatch[3], isoMatch[2], isoMatch[1]])
    : dayMonthYear(dayFirst.exec(trimmed) ?? dayFirstDigits.exec(trimmed));
  if (!parts) return null;
  const iso = `${parts.year}-${parts.month.padStart(2, '0')}-${parts.day.padStart(2, '0')}`;
  return isValidIsoDate(iso) ? iso : null;
};

const dayMonthYear = (match: readonly (string | undefined)[] | null) => {
  const [, day, month, year] = match ?? [];
  return day && month && year ? { day, month, year } : undefined;
};

/**
 * The value a date field gives its form for what was typed: the ISO date when the text is
 * one, '' when it is blank, and otherwise the text itself, so the schema refuses it with its
 * own message ('La fecha ... no es válida') rather than calling it empty.
 *
 * @example
 * dateValueOf('10/03/1990') // '1990-03-10'
 * dateValueOf('  ') // ''
 * dateValueOf('31/02/2024') // '31/02/2024'
 */
export const dateValueOf = (text: string): string => parseDate(text) ?? text.trim();

/**
 * The text a date field shows for a form value: dd/mm/aaaa for an ISO date, the value itself
 * for anything else (what the user typed and the schema refused), '' for no value.
 *
 * @example
 * dateTextOf('1990-03-10') // '10/03/1990'
 * dateTextOf(undefined) // ''
 */
export const dateTextOf = (value: unknown): string => {
  if (typeof value !== 'string') return '';
  return isValidIsoDate(value) ? formatDate(value) : value;
};
