import { describe, expect, it } from 'vitest';
import {
  addDays,
  countDosesByVaccine,
  localDayOf,
  summaryFigures,
  vialsByBatch,
} from '../../../src/app/home/report-figures';
import type { BatchReportItem, DoseReportItem } from '../../../src/app/home/reports-api';

const dose = (vaccineName: string | null, applicationDateTime = '2026-05-20T15:00:00Z'): DoseReportItem => ({
  applicationDateTime,
  vaccineBatch: { vaccine: { vaccineName } },
});

const batch = (overrides: Partial<BatchReportItem> & { id: number }): BatchReportItem => ({
  batchNumber: `LT-${overrides.id}`,
  expirationDate: '2027-01-01',
  availableQuantity: 10,
  status: 1,
  vaccine: { vaccineName: 'Comirnaty' },
  ...overrides,
});

describe('countDosesByVaccine', () => {
  it('should count the doses of each vaccine, vaccines in alphabetical order', () => {
    expect(countDosesByVaccine([dose('Sinovac'), dose('Comirnaty'), dose('Sinovac'), dose('Ántrax')])).toEqual({
      labels: ['Ántrax', 'Comirnaty', 'Sinovac'],
      values: [1, 1, 2],
    });
  });

  it("should count a dose without a vaccine name as 'Desconocida'", () => {
    expect(
      countDosesByVaccine([
        dose(null),
        { applicationDateTime: null, vaccineBatch: { vaccine: { vaccineName: null } } },
      ]),
    ).toEqual({
      labels: ['Desconocida'],
      values: [2],
    });
  });

  it('should give an empty series for no doses', () => {
    expect(countDosesByVaccine([])).toEqual({ labels: [], values: [] });
  });
});

describe('vialsByBatch', () => {
  it("should label each batch 'Lote {batchNumber} ({vaccineName})' in the report's order", () => {
    expect(
      vialsByBatch([
        batch({ id: 2, batchNumber: 'SV-1', availableQuantity: 5, vaccine: { vaccineName: 'Sinovac' } }),
        batch({ id: 1, batchNumber: 'PF-1', availableQuantity: 118 }),
      ]),
    ).toEqual({ labels: ['Lote SV-1 (Sinovac)', 'Lote PF-1 (Comirnaty)'], values: [5, 118] });
  });

  it("should sum the vials of rows sharing a label and say 'Desconocida' without a vaccine name", () => {
    expect(
      vialsByBatch([
        batch({ id: 1, batchNumber: 'X-1', availableQuantity: 3, vaccine: null }),
        batch({ id: 2, batchNumber: 'X-1', availableQuantity: 4, vaccine: { vaccineName: '' } }),
      ]),
    ).toEqual({ labels: ['Lote X-1 (Desconocida)'], values: [7] });
  });
});

describe('summaryFigures', () => {
  const day = '2026-05-20';
  const at = (hours: number, date = new Date(2026, 4, 20)) =>
    new Date(date.getFullYear(), date.getMonth(), date.getDate(), hours).toISOString();

  it('should count the doses applied today by the local calendar', () => {
    const doses = [dose('A', at(0)), dose('A', at(23)), dose('A', at(12, new Date(2026, 4, 19))), dose('A', 'x')];
    expect(summaryFigures({ doses, batches: [], day, soonDays: 30 }).dosesToday).toBe(2);
  });

  it('should count open batches, open batches expiring within the window, and every vial left', () => {
    const batches = [
      batch({ id: 1, expirationDate: day, availableQuantity: 1 }),
      batch({ id: 2, expirationDate: '2026-06-19', availableQuantity: 2 }),
      batch({ id: 3, expirationDate: '2026-06-20', availableQuantity: 4 }),
      batch({ id: 4, expirationDate: '2026-05-19', availableQuantity: 8 }),
      batch({ id: 5, expirationDate: '2026-05-25', status: 2, availableQuantity: 16 }),
    ];
    expect(summaryFigures({ doses: [], batches, day, soonDays: 30 })).toEqual({
      dosesToday: 0,
      activeBatches: 4,
      expiringSoon: 2,
      vialsLeft: 31,
    });
  });

  it('should leave a figure unknown while its report is not in', () => {
    expect(summaryFigures({ doses: null, batches: null, day, soonDays: 30 })).toEqual({
      dosesToday: null,
      activeBatches: null,
      expiringSoon: null,
      vialsLeft: null,
    });
  });
});

describe('addDays', () => {
  it.each([
    ['2026-05-20', 30, '2026-06-19'],
    ['2026-12-20', 30, '2027-01-19'],
    ['2028-02-28', 1, '2028-02-29'],
    ['2026-03-01', -1, '2026-02-28'],
  ])('should move %s by %i days to %s', (day, days, expected) => {
    expect(addDays(day, days)).toBe(expected);
  });
});

describe('localDayOf', () => {
  it('should give the local calendar day of a datetime, or nothing for an invalid one', () => {
    expect(localDayOf(new Date(2026, 0, 31, 23, 59).toISOString())).toBe('2026-01-31');
    expect(localDayOf('no es una fecha')).toBe('');
    expect(localDayOf(null)).toBe('');
  });
});
