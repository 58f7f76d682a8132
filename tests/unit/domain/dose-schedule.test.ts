import { describe, expect, it } from 'vitest';
import { addDays, daysBetween } from '../../../src/domain/calendar-days';
import { checkDose, doseRefusals } from '../../../src/domain/dose-check';
import { type DoseRecord, scheduleOf } from '../../../src/domain/dose-schedule';

const twoDoses = { requiredDoses: 2, doseIntervalDays: 21 };
const threeDoses = { requiredDoses: 3, doseIntervalDays: 30 };
const dose = (doseNumber: number, date: string, isActive = true): DoseRecord => ({ doseNumber, date, isActive });

describe('calendar days', () => {
  it.each([
    ['2024-02-28', 1, '2024-02-29'],
    ['2023-02-28', 1, '2023-03-01'],
    ['2025-12-31', 1, '2026-01-01'],
    ['2026-03-28', 2, '2026-03-30'],
    ['2026-01-10', 21, '2026-01-31'],
    ['2000-03-01', -1, '2000-02-29'],
    ['1900-03-01', -1, '1900-02-28'],
  ])('should add to %s %i days: %s', (date, days, expected) => {
    expect(addDays(date, days)).toBe(expected);
    expect(daysBetween(date, expected)).toBe(days);
  });
});

describe('scheduleOf', () => {
  it('should make a first dose due today', () => {
    expect(scheduleOf({ vaccine: twoDoses, doses: [], today: '2026-05-04' })).toEqual({
      dosesReceived: 0,
      seriesSize: 2,
      nextDoseNumber: 1,
      dueDate: '2026-05-04',
      daysUntilDue: 0,
      status: 'Próxima',
    });
  });

  it.each([
    ['2026-01-11', 20, 'Al día'],
    ['2026-01-23', 8, 'Al día'],
    ['2026-01-24', 7, 'Próxima'],
    ['2026-01-31', 0, 'Próxima'],
    ['2026-02-01', -1, 'Atrasada'],
  ])('should give the second dose, due 2026-01-31, on %s: %i days, %s', (today, days, status) => {
    const schedule = scheduleOf({ vaccine: twoDoses, doses: [dose(1, '2026-01-10')], today });
    expect(schedule).toMatchObject({ nextDoseNumber: 2, dueDate: '2026-01-31', daysUntilDue: days, status });
  });

  it('should count active doses only and date the next from the latest of them', () => {
    const doses = [dose(1, '2026-01-01'), dose(2, '2026-02-01', false), dose(2, '2026-02-10')];
    expect(scheduleOf({ vaccine: threeDoses, doses, today: '2026-02-15' })).toMatchObject({
      dosesReceived: 2,
      nextDoseNumber: 3,
      dueDate: '2026-03-12',
    });
  });

  it('should offer the number a cancelled dose left free', () => {
    const doses = [dose(1, '2026-01-01', false), dose(2, '2026-01-05')];
    expect(scheduleOf({ vaccine: twoDoses, doses, today: '2026-01-06' }).nextDoseNumber).toBe(1);
  });

  it('should be complete once the active doses reach the series', () => {
    const doses = [dose(1, '2026-01-01'), dose(2, '2026-01-22')];
    expect(scheduleOf({ vaccine: twoDoses, doses, today: '2030-01-01' })).toEqual({
      dosesReceived: 2,
      seriesSize: 2,
      nextDoseNumber: null,
      dueDate: null,
      daysUntilDue: null,
      status: 'Completo',
    });
  });
});

describe('checkDose', () => {
  const history = [dose(1, '2026-01-10')];

  it.each([
    [3, 'La vacuna tiene un esquema de 2 dosis: no se puede registrar la dosis 3'],
    [1, 'El paciente ya tiene registrada la dosis 1 de esta vacuna'],
  ])('should refuse dose %i with its message', (doseNumber, message) => {
    const check = checkDose({ vaccine: twoDoses, doses: history, proposal: { doseNumber, date: '2026-02-01' } });
    expect(check).toEqual({ refusals: [{ code: expect.any(String), message }], warnings: [] });
  });

  it('should not refuse a number whose dose was cancelled', () => {
    const doses = [dose(1, '2026-01-10', false)];
    expect(doseRefusals({ vaccine: twoDoses, doses, doseNumber: 1 })).toEqual([]);
  });

  it('should warn of a dose before its due date, and of one that is not the next', () => {
    const check = checkDose({
      vaccine: threeDoses,
      doses: history,
      proposal: { doseNumber: 3, date: '2026-01-20' },
    });
    expect(check.refusals).toEqual([]);
    expect(check.warnings.map((warning) => warning.message)).toEqual([
      'La dosis 3 se aplica antes de su fecha prevista (09/02/2026)',
      'La siguiente dosis de esta vacuna es la 2, no la 3',
    ]);
  });

  it('should neither refuse nor warn the next dose on its due date', () => {
    const check = checkDose({ vaccine: twoDoses, doses: history, proposal: { doseNumber: 2, date: '2026-01-31' } });
    expect(check).toEqual({ refusals: [], warnings: [] });
  });
});
