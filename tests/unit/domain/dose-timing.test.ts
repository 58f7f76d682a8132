import { describe, expect, it } from 'vitest';
import { checkDoseTiming, doseGraceDays, doseTimingMessages } from '../../../src/domain/dose-timing';
import type { ForecastDose, ForecastVaccine, ScheduleRule } from '../../../src/domain/forecast';

/** Born on 2026-01-01: dose 1 of Pentavalente from day 42 (02-12), dose 2 from day 70 (03-12) and 28 days after dose 1. */
const birthDate = '2026-01-01';
const penta: ForecastVaccine = { id: 1, vaccineName: 'Pentavalente', requiredDoses: 3, doseIntervalDays: 28 };
const rota: ForecastVaccine = { id: 2, vaccineName: 'Rotavirus', requiredDoses: 2, doseIntervalDays: 28 };
const flu: ForecastVaccine = { id: 4, vaccineName: 'Influenza', requiredDoses: 2, doseIntervalDays: 28 };

const rule = (vaccine: ForecastVaccine, doseNumber: number, ages: Partial<ScheduleRule>): ScheduleRule => ({
  vaccineId: vaccine.id,
  doseNumber,
  minimumAgeDays: 42,
  recommendedAgeDays: 60,
  overdueAgeDays: 90,
  maximumAgeDays: null,
  minimumIntervalDays: 0,
  ...ages,
});

const rules = [
  rule(penta, 1, {}),
  rule(penta, 2, { minimumAgeDays: 70, recommendedAgeDays: 120, overdueAgeDays: 150, minimumIntervalDays: 28 }),
  rule(rota, 1, { maximumAgeDays: 105 }),
  rule(rota, 2, {
    minimumAgeDays: 70,
    recommendedAgeDays: 120,
    overdueAgeDays: 150,
    maximumAgeDays: 150,
    minimumIntervalDays: 28,
  }),
];

const dose = (vaccine: ForecastVaccine, doseNumber: number, date: string, isActive = true): ForecastDose => ({
  vaccineId: vaccine.id,
  doseNumber,
  date,
  isActive,
});

const check = (vaccine: ForecastVaccine, doses: ForecastDose[], doseNumber: number, date: string) =>
  checkDoseTiming({ birthDate, vaccine, rules, doses, proposal: { doseNumber, date } });

const tooYoung = (doseNumber: number, vaccine: ForecastVaccine, days: number) => ({
  code: 'tooYoung',
  message: doseTimingMessages.tooYoung(doseNumber, vaccine.vaccineName, days),
});

describe('checkDoseTiming', () => {
  it("should keep CDSi's grace period of 4 days", () => {
    expect(doseGraceDays).toBe(4);
  });

  it.each([
    ['2026-02-12', undefined],
    ['2026-02-08', undefined],
    ['2026-02-07', tooYoung(1, penta, 42)],
    ['2026-01-01', tooYoung(1, penta, 42)],
  ])('should check dose 1 by the minimum age alone: %s', (date, expected) => {
    expect(check(penta, [], 1, date)).toEqual(expected);
  });

  it.each([
    ['2026-03-30', undefined],
    ['2026-03-26', undefined],
    ['2026-03-25', 'tooSoon'],
  ])('should check dose 2 by the interval when it binds: %s', (date, expected) => {
    expect(check(penta, [dose(penta, 1, '2026-03-02')], 2, date)?.code).toBe(expected);
  });

  it.each([
    ['2026-03-08', undefined],
    ['2026-03-07', 'tooYoung'],
  ])('should check dose 2 by the minimum age when it binds over the interval: %s', (date, expected) => {
    expect(check(penta, [dose(penta, 1, '2026-02-10')], 2, date)?.code).toBe(expected);
  });

  it.each([
    ['2026-04-15', undefined],
    ['2026-04-16', 'tooOld'],
  ])('should refuse a dose after the latest date, the day before the maximum age: %s', (date, expected) => {
    expect(check(rota, [], 1, date)?.code).toBe(expected);
  });

  it('should refuse as too old a dose both too soon and past the maximum age', () => {
    expect(check(rota, [dose(rota, 1, '2026-05-10')], 2, '2026-05-31')?.code).toBe('tooOld');
  });

  it('should count the interval from the latest active dose on or before the proposed date', () => {
    const doses = [
      dose(penta, 1, '2026-03-02'),
      dose(penta, 1, '2026-03-20', false),
      dose(penta, 3, '2026-06-30'),
      dose(rota, 1, '2026-03-25'),
    ];
    expect(check(penta, doses, 2, '2026-03-26')).toBeUndefined();
  });

  it('should never refuse a dose without a rule', () => {
    expect(check(flu, [dose(flu, 1, '2026-01-02')], 2, '2026-01-03')).toBeUndefined();
    expect(check(penta, [], 3, '2026-01-01')).toBeUndefined();
  });

  it('should say each refusal in Spanish', () => {
    expect(check(penta, [], 1, '2026-02-01')?.message).toBe(
      'El paciente aún no tiene la edad mínima para la dosis 1 de Pentavalente (6 semanas)',
    );
    expect(check(penta, [dose(penta, 1, '2026-03-02')], 2, '2026-03-20')?.message).toBe(
      'La dosis 2 de Pentavalente requiere 28 días desde la dosis anterior (no antes del 30/03/2026)',
    );
    expect(check(rota, [], 1, '2026-05-01')?.message).toBe(
      'El paciente superó la edad máxima para la dosis 1 de Rotavirus (15 semanas)',
    );
    expect(doseTimingMessages.tooSoon(2, 'Pentavalente', 1, '2026-03-10')).toBe(
      'La dosis 2 de Pentavalente requiere 1 día desde la dosis anterior (no antes del 10/03/2026)',
    );
  });
});
