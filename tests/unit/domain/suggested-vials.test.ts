import { describe, expect, it } from 'vitest';
import { monthsBefore, suggestedVialsOf } from '../../../src/domain/supply/suggested-vials';

describe('suggestedVialsOf', () => {
  it.each([
    // months, doses, per vial, on hand, in transit → average, suggested
    [3, 100, 10, 6, 2, 4, 4],
    [3, 90, 10, 0, 0, 3, 9],
    [3, 91, 10, 0, 0, 4, 12],
    [3, 0, 10, 0, 0, 0, 0],
    [3, 100, 10, 30, 0, 4, 0],
    [1.5, 30, 1, 0, 0, 10, 15],
    [1.1, 9, 1, 0, 0, 3, 4],
    [2, 10, 1, 1, 1, 4, 6],
  ])(
    '%s months, %s doses of %s-dose vials, %s on hand and %s on their way: %s a month, %s suggested',
    (maximumStockMonths, dosesGiven, dosesPerVial, onHandVials, inTransitVials, average, suggested) => {
      expect(suggestedVialsOf({ maximumStockMonths, dosesGiven, dosesPerVial, onHandVials, inTransitVials })).toEqual({
        averageMonthlyVials: average,
        suggestedVials: suggested,
      });
    },
  );
});

describe('monthsBefore', () => {
  it.each([
    [
      '2026-05-15',
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
    [
      '2026-12-31',
      [
        [2026, 9],
        [2026, 10],
        [2026, 11],
      ],
    ],
  ])('%s should be preceded by the whole months %j', (day, months) => {
    expect(monthsBefore(day)).toEqual(months);
  });
});
