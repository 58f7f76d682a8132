import { describe, expect, it } from 'vitest';
import { addDays } from '../../../src/domain/calendar-days';
import { addDuration } from '../../../src/domain/cdsi/cdsi-duration';

describe('addDuration', () => {
  it.each([
    ['2000-01-01', '3 years', '2003-01-01'],
    ['2000-01-01', '3 months', '2000-04-01'],
    ['2000-02-01', '5 weeks', '2000-03-07'],
    ['2000-02-01', '35 days', '2000-03-07'],
    ['2021-01-31', '1 month', '2021-03-01'],
    ['2000-07-31', '2 months', '2000-10-01'],
    ['2020-02-29', '1 year', '2021-03-01'],
    ['2020-02-29', '4 years', '2024-02-29'],
    ['2008-08-06', '12 months - 4 days', '2009-08-02'],
    ['2021-03-06', '6 weeks - 4 days', '2021-04-13'],
    ['2021-08-31', '6 months - 4 days', '2022-02-25'],
    ['2021-01-15', '3 months + 4 weeks', '2021-05-13'],
    ['2021-12-15', '1 month', '2022-01-15'],
    ['2022-03-31', '0 days', '2022-03-31'],
    ['2022-01-05', '- 10 days', '2021-12-26'],
  ])('should give %s + %s as %s', (date, duration, expected) => {
    expect(addDuration(date, duration)).toBe(expected);
  });

  it('should not depend on the time zone of the machine', () => {
    const zone = process.env.TZ;
    process.env.TZ = 'America/Lima';
    try {
      expect(addDuration('2021-10-31', '1 day')).toBe('2021-11-01');
    } finally {
      // Assigning undefined would set the text 'undefined', a zone no one knows, for the worker's next files.
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });

  it('should answer the same sums before and after the sums it keeps were emptied', () => {
    const days = Array.from({ length: 1_200 }, (_, index) => addDays('2020-01-01', index));
    const first = days.map((day) => addDuration(day, '6 months - 4 days'));
    const again = days.map((day) => addDuration(day, '6 months - 4 days'));
    expect(again).toEqual(first);
    expect(first[0]).toBe('2020-06-27');
    expect(first.at(-1)).toBe(addDays(addDuration(days.at(-1) ?? '', '6 months'), -4));
  });
});
