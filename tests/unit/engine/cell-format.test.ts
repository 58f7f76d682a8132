import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatterOf, formatValue } from '../../../src/engine/cell-format';
import { vaccineBatches } from '../../../src/entities/vaccine-batches';

describe('formatterOf', () => {
  it.each([
    [1, 'Abierto'],
    [2, 'Cerrado'],
    [3, '3'],
  ])('should show the batch status %s as %s', (status, label) => {
    const format = formatterOf(vaccineBatches, { key: 'status', label: 'Estado' });
    expect(format({ id: 1, isActive: true, status })).toBe(label);
  });

  it('should read nested columns by path', () => {
    const format = formatterOf(vaccineBatches, { key: 'vaccine.vaccineName', label: 'Vacuna' });
    expect(format({ id: 1, isActive: true, vaccine: { id: 2, vaccineName: 'Sinovac' } })).toBe('Sinovac');
    expect(format({ id: 1, isActive: true })).toBe('');
  });

  it('should show a date field as DD/MM/YYYY', () => {
    const format = formatterOf(vaccineBatches, { key: 'expirationDate', label: 'Vencimiento' });
    expect(format({ id: 1, isActive: true, expirationDate: '2027-01-31' })).toBe('31/01/2027');
  });
});

describe('formatValue', () => {
  it.each([
    [true, 'Sí'],
    [false, 'No'],
    [null, ''],
    [undefined, ''],
    [42, '42'],
    ['Perú', 'Perú'],
    ['2026-03-05', '05/03/2026'],
    ['2026-03-05T08:30:00', '05/03/2026 08:30'],
    [{ id: 1 }, ''],
  ])('should show %j as %j', (value, expected) => {
    expect(formatValue(value)).toBe(expected);
  });
});

describe('formatDate / formatDateTime', () => {
  it('should leave values that are not dates as they are', () => {
    expect(formatDate('mañana')).toBe('mañana');
    expect(formatDateTime('mañana')).toBe('mañana');
  });

  it('should show an ISO datetime with offset in local time', () => {
    const iso = '2026-03-05T13:45:00.000Z';
    const local = new Date(iso);
    const pad = (n: number) => String(n).padStart(2, '0');
    expect(formatDateTime(iso)).toBe(
      `${pad(local.getDate())}/${pad(local.getMonth() + 1)}/${local.getFullYear()} ${pad(local.getHours())}:${pad(local.getMinutes())}`,
    );
  });
});
