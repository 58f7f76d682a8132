import { describe, expect, it } from 'vitest';
import { assessAntigen } from '../../../src/domain/cdsi/antigen-forecast';
import type { CdsiSchedule } from '../../../src/domain/cdsi/antigen-model';
import { assessImmunizations } from '../../../src/domain/cdsi/assess-immunizations';
import {
  alfaPatient,
  assessDoses,
  doseRuleOf,
  intervalOf,
  noAges,
  oneAntigenSchedule,
} from '../../helpers/cdsi/one-antigen-schedule';

/** Alfa: a first dose at any age, a second at least 4 weeks later and before 1 year of age. */
const twoDoses = oneAntigenSchedule([
  doseRuleOf(1),
  doseRuleOf(2, {
    ages: [{ ...noAges, maximum: '1 year' }],
    intervals: [intervalOf({ origin: { kind: 'previous-dose' }, absoluteMinimum: '4 weeks', minimum: '4 weeks' })],
  }),
]);

/** Alfa's own forecast (not its group's), for a patient given the doses. */
const antigenForecastOf = (schedule: CdsiSchedule, dates: string[], assessmentDate: string, dateOfBirth?: string) => {
  const [antigen] = schedule.antigens;
  if (antigen === undefined) throw new Error('no antigen');
  return assessAntigen(
    {
      schedule,
      patient: { ...alfaPatient, dateOfBirth: dateOfBirth ?? alfaPatient.dateOfBirth },
      doses: dates.map((date, index) => ({ id: index, date, cvx: 'A1', batchExpiryDate: null })),
      assessmentDate,
    },
    antigen,
  ).forecast;
};

const without = (seriesStatus: string) => ({
  antigen: 'Alfa',
  seriesStatus,
  forecastDoseNumber: null,
  earliestDate: null,
  recommendedDate: null,
  pastDueDate: null,
  latestDate: null,
});

describe("an antigen's forecast", () => {
  it('should give the next dose until the day before its maximum age, and the group its antigens', () => {
    const { forecast } = assessDoses({
      schedule: twoDoses,
      doses: [['2020-12-03', 'A1']],
      assessmentDate: '2020-12-10',
    });
    expect(forecast).toMatchObject({
      antigens: ['Alfa'],
      seriesStatus: 'not-complete',
      forecastDoseNumber: 2,
      earliestDate: '2020-12-31',
      latestDate: '2020-12-31',
    });
  });

  it('should age out a dose whose earliest date reaches its maximum age', () => {
    expect(antigenForecastOf(twoDoses, ['2020-12-04'], '2020-12-10')).toStrictEqual(without('aged-out'));
  });

  it('should give a complete series no next dose and no dates', () => {
    expect(antigenForecastOf(twoDoses, ['2020-03-01', '2020-04-01'], '2020-12-10')).toStrictEqual(without('complete'));
  });

  it('should give an immune patient no next dose and no dates', () => {
    const [antigen] = twoDoses.antigens;
    const schedule: CdsiSchedule = {
      ...twoDoses,
      antigens: antigen ? [{ ...antigen, immunity: { bornBefore: '2021-01-01', observationCodes: [] } }] : [],
    };
    expect(antigenForecastOf(schedule, [], '2020-12-10')).toStrictEqual(without('immune'));
  });

  it('should not recommend an antigen whose only series is for a risk the patient does not have', () => {
    const [antigen] = twoDoses.antigens;
    const [series] = antigen?.series ?? [];
    const schedule: CdsiSchedule = {
      ...twoDoses,
      antigens:
        antigen && series
          ? [
              {
                ...antigen,
                series: [
                  {
                    ...series,
                    type: 'risk',
                    indications: [{ observationCode: '004', beginAge: null, endAge: null }],
                  },
                ],
              },
            ]
          : [],
    };
    expect(assessDoses({ schedule, doses: [], assessmentDate: '2020-12-10' }).forecast?.seriesStatus).toBe(
      'not-recommended',
    );
  });
});

describe('assessImmunizations', () => {
  it('should leave out a dose dated before birth, and name the series a dose was evaluated by', () => {
    const { evaluations } = assessImmunizations({
      schedule: twoDoses,
      patient: alfaPatient,
      doses: [
        { id: 1, date: '2019-12-31', cvx: 'A1', batchExpiryDate: null },
        { id: 2, date: '2020-01-01', cvx: 'A1', batchExpiryDate: null },
      ],
      assessmentDate: '2020-03-01',
    });
    expect(evaluations.map(({ doseId, series }) => `${doseId} ${series}`)).toEqual(['2 Alfa series']);
  });

  it('should forecast no vaccine group whose antigens have no series in the schedule', () => {
    const schedule: CdsiSchedule = {
      ...twoDoses,
      vaccineGroups: [...twoDoses.vaccineGroups, { name: 'Gamma', antigens: ['Gamma'], isAdministeredWhole: false }],
    };
    const { forecasts } = assessImmunizations({
      schedule,
      patient: alfaPatient,
      doses: [],
      assessmentDate: '2020-03-01',
    });
    expect(forecasts.map(({ vaccineGroup }) => vaccineGroup)).toEqual(['Alfa']);
  });
});
