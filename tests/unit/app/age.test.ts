import { describe, expect, it } from 'vitest';
import { ageOn } from '../../../src/app/doses/age';

describe('ageOn', () => {
  it.each([
    ['2000-05-20', '2026-05-19', 25],
    ['2000-05-20', '2026-05-20', 26],
    ['2000-05-20', '2026-12-31', 26],
    ['2026-05-20', '2026-05-20', 0],
    ['2024-02-29', '2025-02-28', 0],
    ['2024-02-29', '2025-03-01', 1],
    ['1926-01-01', '2026-01-01', 100],
  ])('should say someone born on %s is %i on %s', (birthDate, day, age) => {
    expect(ageOn(birthDate, day)).toBe(age);
  });

  it.each([
    ['2026-05-21', '2026-05-20'],
    ['', '2026-05-20'],
    ['2026-02-30', '2026-05-20'],
    ['20/05/2000', '2026-05-20'],
  ])('should give no age for the birth date %j', (birthDate, day) => {
    expect(ageOn(birthDate, day)).toBeNull();
  });
});
