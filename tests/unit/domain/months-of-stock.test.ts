import { describe, expect, it } from 'vitest';
import { isLowStock, monthlyUseOf, monthsOfStockOf, useMonthsBefore } from '../../../src/domain/supply/months-of-stock';

describe("'meses de stock'", () => {
  it.each([
    [
      '2026-05-20',
      [
        [2026, 2],
        [2026, 3],
        [2026, 4],
      ],
    ],
    [
      '2026-02-01',
      [
        [2025, 11],
        [2025, 12],
        [2026, 1],
      ],
    ],
    [
      '2026-01-31',
      [
        [2025, 10],
        [2025, 11],
        [2025, 12],
      ],
    ],
  ])('should average the use over the 3 whole months before %s', (today, months) => {
    expect(useMonthsBefore(today).map(({ year, month }) => [year, month])).toEqual(months);
  });

  it.each([
    [{ doses: 20, dosesGiven: 30 }, 2, false],
    [{ doses: 2, dosesGiven: 9 }, 0.7, true],
    [{ doses: 10, dosesGiven: 30 }, 1, false],
    [{ doses: 0, dosesGiven: 3 }, 0, true],
    [{ doses: 5, dosesGiven: 0 }, null, false],
  ])('should give %o %s months of stock, low: %s', (level, months, isLow) => {
    expect(monthsOfStockOf(level)).toBe(months);
    expect(isLowStock(level)).toBe(isLow);
  });

  it('should round the monthly use to a decimal', () => {
    expect(monthlyUseOf(11)).toBe(3.7);
  });
});
