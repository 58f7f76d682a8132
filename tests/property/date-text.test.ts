import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDate } from '../../src/engine/cell-format';
import { dateTextOf, dateValueOf, parseDate } from '../../src/engine/dates';
import { propertySeed } from '../helpers/property-seed';

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** Every calendar day from year 1 to 9999, as YYYY-MM-DD. */
const isoDay = fc
  .date({ min: new Date('0001-01-01T00:00:00Z'), max: new Date('9999-12-31T00:00:00Z'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));

const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** A year, a month and a day past that month's last (31/04, 29/02 of a common year, 32/01...). */
const impossibleDay = fc
  .record({ year: fc.integer({ min: 1000, max: 9999 }), month: fc.integer({ min: 1, max: 12 }) })
  .chain(({ year, month }) =>
    fc.integer({ min: daysInMonth(year, month) + 1, max: 99 }).map((day) => ({ year, month, day })),
  );

describe(`parseDate (seed ${propertySeed})`, () => {
  it('should read back every valid date shown as dd/mm/aaaa', () => {
    fc.assert(
      fc.property(isoDay, (iso) => {
        expect(parseDate(formatDate(iso))).toBe(iso);
      }),
    );
  });

  it('should read every valid date typed unpadded, with - . or space, or as eight digits', () => {
    fc.assert(
      fc.property(isoDay, fc.constantFrom('/', '-', '.', ' '), (iso, separator) => {
        const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
        expect(parseDate(`${day}${separator}${month}${separator}${pad(year, 4)}`)).toBe(iso);
        expect(parseDate(`${pad(day)}${pad(month)}${pad(year, 4)}`)).toBe(iso);
      }),
    );
  });

  it('should refuse a day past the end of its month', () => {
    fc.assert(
      fc.property(impossibleDay, ({ year, month, day }) => {
        expect(parseDate(`${pad(day)}/${pad(month)}/${year}`)).toBeNull();
      }),
    );
  });

  it('should refuse month 0, a month past 12 and day 0', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1000, max: 9999 }), fc.integer({ min: 13, max: 99 }), (year, month) => {
        expect(parseDate(`01/${month}/${year}`)).toBeNull();
        expect(parseDate(`01/00/${year}`)).toBeNull();
        expect(parseDate(`00/01/${year}`)).toBeNull();
      }),
    );
  });
});

describe('parseDate', () => {
  it.each([
    ['1/2/2024', '2024-02-01'],
    ['01-02-2024', '2024-02-01'],
    ['01022024', '2024-02-01'],
    [' 29.02.2024 ', '2024-02-29'],
    ['2024-02-01', '2024-02-01'],
    ['29/02/2023', null],
    ['31/04/2024', null],
    ['01/02/24', null],
    ['1/2/2024x', null],
    ['', null],
  ])('should read %j as %j', (text, expected) => {
    expect(parseDate(text)).toBe(expected);
  });
});

describe('dateValueOf / dateTextOf', () => {
  it.each([
    ['10/03/1990', '1990-03-10'],
    ['   ', ''],
    ['31/02/2024', '31/02/2024'],
    ['10/03/19', '10/03/19'],
  ])('should give the form %j for the text %j', (text, value) => {
    expect(dateValueOf(text)).toBe(value);
  });

  it.each([
    ['1990-03-10', '10/03/1990'],
    ['31/02/2024', '31/02/2024'],
    [undefined, ''],
    [null, ''],
  ])('should show the value %j as %j', (value, text) => {
    expect(dateTextOf(value)).toBe(text);
  });
});
