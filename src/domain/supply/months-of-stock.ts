/**
 * 'Meses de stock' (issue 42): how long a place's usable stock of a vaccine lasts at its average
 * monthly use, the doses given in the 3 whole calendar months before today (at a centre; at the
 * centres below a store's unit), ÷ 3.
 */

/** The whole calendar months the average monthly use is taken over. */
export const useMonthsCount = 3;

/** Below this many months of stock a place's vaccine is low ('Stock bajo'). */
export const lowStockMonths = 1;

/** A calendar month. */
export type YearMonth = { year: number; month: number };

/**
 * The whole calendar months before today's month that the monthly use is averaged over, oldest first.
 *
 * @example
 * useMonthsBefore('2026-02-10') // [{ year: 2025, month: 11 }, { year: 2025, month: 12 }, { year: 2026, month: 1 }]
 */
export const useMonthsBefore = (today: string): YearMonth[] => {
  const [year = 0, month = 1] = today.split('-').map(Number);
  return Array.from({ length: useMonthsCount }, (_, index) => {
    const count = year * 12 + (month - 1) - (useMonthsCount - index);
    return { year: Math.floor(count / 12), month: (count % 12) + 1 };
  });
};

/**
 * A month as `YYYY-MM`.
 *
 * @example
 * monthText({ year: 2026, month: 1 }) // '2026-01'
 */
export const monthText = ({ year, month }: YearMonth) => `${year}-${String(month).padStart(2, '0')}`;

const oneDecimal = (value: number) => Math.round(value * 10) / 10;

/**
 * The average monthly use of the doses given over the use months, to 1 decimal.
 *
 * @example
 * monthlyUseOf(31) // 10.3
 */
export const monthlyUseOf = (dosesGiven: number) => oneDecimal(dosesGiven / useMonthsCount);

/**
 * How many months the doses on hand last at the use of those months, to 1 decimal; null without use.
 *
 * @example
 * monthsOfStockOf({ doses: 20, dosesGiven: 30 }) // 2 (20 doses at 10 a month)
 * monthsOfStockOf({ doses: 5, dosesGiven: 0 }) // null
 */
export const monthsOfStockOf = ({ doses, dosesGiven }: { doses: number; dosesGiven: number }): number | null =>
  dosesGiven > 0 ? oneDecimal((doses * useMonthsCount) / dosesGiven) : null;

/**
 * Whether a place's stock is low: some use, and less than {@link lowStockMonths} of it on hand
 * (compared exactly, before rounding).
 *
 * @example
 * isLowStock({ doses: 9, dosesGiven: 30 }) // true (0.9 months)
 */
export const isLowStock = ({ doses, dosesGiven }: { doses: number; dosesGiven: number }): boolean =>
  dosesGiven > 0 && doses * useMonthsCount < lowStockMonths * dosesGiven;
