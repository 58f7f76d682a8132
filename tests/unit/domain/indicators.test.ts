import { describe, expect, it } from 'vitest';
import {
  coveragePercentOf,
  dropoutPercentOf,
  periodEndOf,
  proratedPopulation,
  roundToTenth,
  targetAgeOf,
  wastagePercentOf,
  wholeYearsAt,
  yearsBefore,
  zeroDosePercentOf,
} from '../../../src/domain/indicators';

describe('the indicators’ arithmetic', () => {
  it.each([
    [33.333, 33.3],
    [66.666, 66.7],
    [12.25, 12.3],
    [-12.25, -12.3],
    [-0.04, 0],
    [120, 120],
  ])('should round %d to one decimal as %d, halves away from zero', (value, rounded) => {
    expect(roundToTenth(value)).toBe(rounded);
  });

  it('should prorate a population by month / 12 and divide by the unrounded target', () => {
    expect(proratedPopulation(10, null)).toBe(10);
    expect(proratedPopulation(12, 3)).toBe(3);
    expect(proratedPopulation(null, 3)).toBeNull();
    expect(coveragePercentOf(1, proratedPopulation(10, 1))).toBe(120);
    expect(coveragePercentOf(8, 10)).toBe(80);
    expect(coveragePercentOf(8, null)).toBeNull();
    expect(coveragePercentOf(8, 0)).toBeNull();
  });

  it('should give the dropout and the zero-dose share, null without a denominator and negative as it is', () => {
    expect(dropoutPercentOf(8, 6)).toBe(25);
    expect(dropoutPercentOf(3, 4)).toBe(-33.3);
    expect(dropoutPercentOf(0, 1)).toBeNull();
    expect(zeroDosePercentOf(2, 3)).toBe(66.7);
    expect(zeroDosePercentOf(0, 0)).toBeNull();
  });

  it.each([
    [90, 10, 10],
    [2, 1, 33.3],
    [1, 7, 87.5],
    [0, 3, 100],
    [5, 0, 0],
    [0, 0, null],
  ])('should give %i used and %i discarded vials a wastage of %s %', (used, discarded, percent) => {
    expect(wastagePercentOf(used, discarded)).toBe(percent);
  });

  it.each([
    [0, 0],
    [60, 0],
    [364, 0],
    [365, 1],
    [548, 1],
    [729, 1],
    [730, 2],
    [1460, 3],
    [1461, 4],
    [3652, 10],
  ])('should take %i days as %i whole years', (days, years) => {
    expect(wholeYearsAt(days)).toBe(years);
  });

  it('should measure a dose at its own rule’s recommended age, 0 without one', () => {
    const rules = [{ vaccineId: 4, doseNumber: 1, recommendedAgeDays: 365 }];
    expect(targetAgeOf(rules, 4, 1)).toBe(1);
    expect(targetAgeOf(rules, 4, 2)).toBe(0);
    expect(targetAgeOf([], 4, 1)).toBe(0);
  });

  it.each([
    [2024, null, '2026-01-10', '2024-12-31'],
    [2024, 2, '2026-01-10', '2024-02-29'],
    [2023, 2, '2026-01-10', '2023-02-28'],
    [2024, 12, '2026-01-10', '2024-12-31'],
    [2026, null, '2026-01-10', '2026-01-10'],
    [2026, 1, '2026-01-10', '2026-01-10'],
  ])('should end %i (month %s), seen on %s, on %s', (year, month, today, end) => {
    expect(periodEndOf({ year, month, today })).toBe(end);
  });

  it('should find the same day years before, 28 February for a missing 29', () => {
    expect(yearsBefore('2024-02-29', 1)).toBe('2023-02-28');
    expect(yearsBefore('2024-02-29', 4)).toBe('2020-02-29');
    expect(yearsBefore('2026-11-26', 1)).toBe('2025-11-26');
  });
});
