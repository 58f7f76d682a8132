import { describe, expect, it } from 'vitest';
import {
  type ForecastDose,
  type ForecastStatus,
  type ForecastVaccine,
  patientForecast,
  type ScheduleRule,
  vaccineForecast,
} from '../../../src/domain/forecast';

/** Every case's patient is born on 2026-01-01: day 42 is 02-12, 60 is 03-02, 90 is 04-01, 120 is 05-01. */
const birthDate = '2026-01-01';

const penta: ForecastVaccine = { id: 1, vaccineName: 'Pentavalente', requiredDoses: 3, doseIntervalDays: 28 };
const rota: ForecastVaccine = { id: 2, vaccineName: 'Rotavirus', requiredDoses: 2, doseIntervalDays: 28 };
const bcg: ForecastVaccine = { id: 3, vaccineName: 'BCG', requiredDoses: 1, doseIntervalDays: 0 };
const flu: ForecastVaccine = { id: 4, vaccineName: 'Influenza', requiredDoses: 2, doseIntervalDays: 28 };

const rule = (
  vaccine: ForecastVaccine,
  doseNumber: number,
  [minimumAgeDays, recommendedAgeDays, overdueAgeDays, maximumAgeDays, minimumIntervalDays]: [
    number,
    number,
    number,
    number | null,
    number,
  ],
): ScheduleRule => ({
  vaccineId: vaccine.id,
  doseNumber,
  minimumAgeDays,
  recommendedAgeDays,
  overdueAgeDays,
  maximumAgeDays,
  minimumIntervalDays,
});

/** [minimum, recommended, overdue, maximum, interval], in days. Influenza has no rule. */
const rules: ScheduleRule[] = [
  rule(penta, 1, [42, 60, 90, null, 0]),
  rule(penta, 2, [70, 120, 150, null, 28]),
  rule(penta, 3, [98, 180, 210, null, 28]),
  rule(rota, 1, [42, 60, 90, 105, 0]),
  rule(rota, 2, [70, 120, 150, 150, 28]),
  rule(bcg, 1, [0, 0, 30, null, 0]),
];

/** '2@2026-05-01' is an active dose 2; 'x2@2026-05-01' a cancelled one. */
const dosesOf = (vaccine: ForecastVaccine, written: string[]): ForecastDose[] =>
  written.map((text) => {
    const [number = '', date = ''] = text.split('@');
    return {
      vaccineId: vaccine.id,
      doseNumber: Number(number.replace('x', '')),
      date,
      isActive: !number.startsWith('x'),
    };
  });

type Case = [
  string,
  ForecastVaccine,
  string[],
  string,
  number | null,
  string | null,
  string | null,
  string | null,
  string | null,
  ForecastStatus,
];

// biome-ignore format: a table reads best one case a line
const cases: Case[] = [
  // what,                                                  vaccine, doses,                                          today,        next, earliest,     recommended,  overdue,      latest,       status
  ['no dose: ages from birth, before the recommended age',   penta, [],                                               '2026-02-20', 1,    '2026-02-12', '2026-03-02', '2026-04-01', null,         'not-yet-due'],
  ['no dose: due on the recommended date',                    penta, [],                                               '2026-03-02', 1,    '2026-02-12', '2026-03-02', '2026-04-01', null,         'due'],
  ['no dose: still due the day before the overdue date',      penta, [],                                               '2026-03-31', 1,    '2026-02-12', '2026-03-02', '2026-04-01', null,         'due'],
  ['no dose: overdue on the overdue date',                    penta, [],                                               '2026-04-01', 1,    '2026-02-12', '2026-03-02', '2026-04-01', null,         'overdue'],
  ['a cancelled dose counts for nothing',                     penta, ['x1@2026-03-02'],                                '2026-04-01', 1,    '2026-02-12', '2026-03-02', '2026-04-01', null,         'overdue'],
  ['dose 2 on time: the interval sets the earliest date',     penta, ['1@2026-03-02'],                                 '2026-04-15', 2,    '2026-03-30', '2026-05-01', '2026-05-31', null,         'not-yet-due'],
  ['dose 1 late: the interval sets both dates',               penta, ['1@2026-04-20'],                                 '2026-05-18', 2,    '2026-05-18', '2026-05-18', '2026-06-17', null,         'due'],
  ['dose 3 after a cancelled one: the latest active dose',    penta, ['1@2026-03-02', '2@2026-05-01', 'x3@2026-05-10'], '2026-07-01', 3,    '2026-05-29', '2026-06-30', '2026-07-30', null,         'due'],
  ['complete series: no next dose, no dates',                 penta, ['1@2026-03-02', '2@2026-05-01', '3@2026-06-30'], '2026-07-01', null, null,         null,         null,         null,         'complete'],
  ['maximum age: overdue on its last day',                    rota,  [],                                               '2026-04-15', 1,    '2026-02-12', '2026-03-02', '2026-04-01', '2026-04-15', 'overdue'],
  ['maximum age passed without any dose',                     rota,  [],                                               '2026-04-16', 1,    '2026-02-12', '2026-03-02', '2026-04-01', '2026-04-15', 'too-late'],
  ['dose 2 due before its maximum age',                       rota,  ['1@2026-04-10'],                                 '2026-05-10', 2,    '2026-05-08', '2026-05-08', '2026-06-07', '2026-05-30', 'due'],
  ['dose 2 past its maximum age',                             rota,  ['1@2026-04-10'],                                 '2026-05-31', 2,    '2026-05-08', '2026-05-08', '2026-06-07', '2026-05-30', 'too-late'],
  ['the interval pushes dose 2 past its maximum age',         rota,  ['1@2026-05-10'],                                 '2026-05-15', 2,    '2026-06-07', '2026-06-07', '2026-07-07', '2026-05-30', 'too-late'],
  ['at birth: due on the birth date',                         bcg,   [],                                               '2026-01-01', 1,    '2026-01-01', '2026-01-01', '2026-01-31', null,         'due'],
  ['at birth: overdue a month later',                         bcg,   [],                                               '2026-01-31', 1,    '2026-01-01', '2026-01-01', '2026-01-31', null,         'overdue'],
  ['no rule, no dose: due at birth, late the day after',      flu,   [],                                               '2026-01-02', 1,    '2026-01-01', '2026-01-01', '2026-01-02', null,         'overdue'],
  ['no rule: the vaccine\'s interval, not yet due',           flu,   ['1@2026-03-01'],                                 '2026-03-28', 2,    '2026-03-29', '2026-03-29', '2026-03-30', null,         'not-yet-due'],
  ['no rule: due on the interval\'s day',                     flu,   ['1@2026-03-01'],                                 '2026-03-29', 2,    '2026-03-29', '2026-03-29', '2026-03-30', null,         'due'],
  ['no rule: overdue the day after',                          flu,   ['1@2026-03-01'],                                 '2026-03-30', 2,    '2026-03-29', '2026-03-29', '2026-03-30', null,         'overdue'],
  ['a dose dated before birth: no date before the birth',     flu,   ['1@2025-12-01'],                                 '2026-01-01', 2,    '2026-01-01', '2026-01-01', '2026-01-02', null,         'due'],
];

describe('vaccineForecast', () => {
  it.each(cases)(
    'should forecast %s',
    (_, vaccine, written, today, next, earliest, recommended, overdue, latest, status) => {
      const doses = dosesOf(vaccine, written);
      expect(vaccineForecast({ birthDate, vaccine, rules, doses, today })).toEqual({
        vaccineId: vaccine.id,
        vaccineName: vaccine.vaccineName,
        nextDoseNumber: next,
        dosesReceived: doses.filter((dose) => dose.isActive).length,
        seriesSize: vaccine.requiredDoses,
        earliestDate: earliest,
        recommendedDate: recommended,
        overdueDate: overdue,
        latestDate: latest,
        status,
      });
    },
  );

  it('should ignore the rules and doses of other vaccines', () => {
    const doses = [...dosesOf(rota, ['1@2026-03-02']), ...dosesOf(penta, ['1@2026-04-20'])];
    expect(vaccineForecast({ birthDate, vaccine: rota, rules, doses, today: '2026-05-01' })).toMatchObject({
      nextDoseNumber: 2,
      dosesReceived: 1,
      earliestDate: '2026-03-30',
    });
  });
});

describe('patientForecast', () => {
  const vaccines = [penta, rota, bcg, flu];

  it('should forecast a child with no dose for every vaccine with rules, by name', () => {
    const items = patientForecast({ birthDate, vaccines, rules, doses: [], today: '2026-03-05' });
    expect(items.map((item) => [item.vaccineName, item.nextDoseNumber, item.status])).toEqual([
      ['BCG', 1, 'overdue'],
      ['Pentavalente', 1, 'due'],
      ['Rotavirus', 1, 'due'],
    ]);
  });

  it('should add a vaccine without rules once it has an active dose, and not for a cancelled one', () => {
    const cancelled = dosesOf(flu, ['x1@2026-03-01']);
    const active = dosesOf(flu, ['1@2026-03-01']);
    const names = (doses: ForecastDose[]) =>
      patientForecast({ birthDate, vaccines, rules, doses, today: '2026-03-05' }).map((item) => item.vaccineName);
    expect(names(cancelled)).toEqual(['BCG', 'Pentavalente', 'Rotavirus']);
    expect(names(active)).toEqual(['BCG', 'Influenza', 'Pentavalente', 'Rotavirus']);
  });

  it('should give each vaccine its own doses', () => {
    const doses = [...dosesOf(bcg, ['1@2026-01-01']), ...dosesOf(penta, ['1@2026-03-02'])];
    const items = patientForecast({ birthDate, vaccines, rules, doses, today: '2026-03-05' });
    expect(items.map((item) => [item.vaccineName, item.dosesReceived, item.status])).toEqual([
      ['BCG', 1, 'complete'],
      ['Pentavalente', 1, 'not-yet-due'],
      ['Rotavirus', 0, 'due'],
    ]);
  });
});
