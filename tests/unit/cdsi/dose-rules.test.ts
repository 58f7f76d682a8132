import { describe, expect, it } from 'vitest';
import { assessImmunizations } from '../../../src/domain/cdsi/assess-immunizations';
import {
  alfaPatient,
  assessDoses,
  doseRuleOf,
  intervalOf,
  noAges,
  oneAntigenSchedule,
  skipWhen,
} from '../../helpers/cdsi/one-antigen-schedule';

describe('an interval from an observation (CDSi: from a relevant observation)', () => {
  const schedule = oneAntigenSchedule([
    doseRuleOf(1, {
      intervals: [
        intervalOf({
          origin: { kind: 'observation', observationCode: '004' },
          absoluteMinimum: '6 months',
          minimum: '6 months',
        }),
      ],
    }),
  ]);
  const transplant = [
    { code: '001', date: '2025-01-01' },
    { code: '004', date: '2026-01-15' },
  ];

  it('should refuse a dose given before the interval from the observation has passed, and take one on its day', () => {
    expect(
      assessDoses({ schedule, doses: [['2026-07-14', 'A1']], assessmentDate: '2026-08-01', observations: transplant })
        .statuses,
    ).toEqual(['not-valid: Interval: Too Short']);
    expect(
      assessDoses({ schedule, doses: [['2026-07-15', 'A1']], assessmentDate: '2026-08-01', observations: transplant })
        .statuses,
    ).toEqual(['valid']);
  });

  it('should forecast the dose from the observation, and apply no interval without it', () => {
    const forecast = assessDoses({
      schedule,
      doses: [],
      assessmentDate: '2026-03-01',
      observations: transplant,
    }).forecast;
    expect(forecast?.earliestDate).toBe('2026-07-15');
    expect(assessDoses({ schedule, doses: [['2026-02-01', 'A1']], assessmentDate: '2026-03-01' }).statuses).toEqual([
      'valid',
    ]);
  });
});

describe("an interval from the most recent dose of some vaccines (CDSi: 'from most recent')", () => {
  const schedule = oneAntigenSchedule([
    doseRuleOf(1, {
      intervals: [intervalOf({ origin: { kind: 'most-recent', cvx: ['B1'] }, absoluteMinimum: '8 weeks' })],
    }),
  ]);
  const beta: [string, string][] = [
    ['2026-01-01', 'B1'],
    ['2026-02-01', 'B1'],
  ];

  it('should count the interval from the most recent of those doses', () => {
    expect(
      assessDoses({ schedule, doses: [...beta, ['2026-03-28', 'A1']], assessmentDate: '2026-04-01' }).statuses,
    ).toEqual(['not-valid: Interval: Too Short']);
    expect(
      assessDoses({ schedule, doses: [...beta, ['2026-03-29', 'A1']], assessmentDate: '2026-04-01' }).statuses,
    ).toEqual(['valid']);
  });
});

describe('a seasonal recommendation', () => {
  it('should forecast a seasonal dose no earlier than its season starts', () => {
    const schedule = oneAntigenSchedule([
      doseRuleOf(1, { seasonalRecommendation: { startDate: '2026-08-01', endDate: '2027-06-30' } }),
    ]);
    expect(assessDoses({ schedule, doses: [], assessmentDate: '2026-05-01' }).forecast).toMatchObject({
      earliestDate: '2026-08-01',
      recommendedDate: '2026-08-01',
      status: 'not-yet-due',
    });
  });
});

describe('conditional skips the supporting data does not use', () => {
  /** Dose 2 is not needed after any dose given from 2026-01-01 (to the day before the end date, when there is one). */
  const skippedAfterDosesFrom2026 = (endDate: string | null) =>
    oneAntigenSchedule([
      doseRuleOf(1),
      doseRuleOf(2, {
        conditionalSkips: [
          skipWhen({
            type: 'vaccine-count-by-date',
            startDate: '2026-01-01',
            endDate,
            doseCount: 0,
            doseType: 'total',
            doseCountLogic: 'greater-than',
          }),
        ],
      }),
    ]);

  it('should skip a dose by the count of doses given from a start date to the day before an end date', () => {
    const schedule = skippedAfterDosesFrom2026('2026-06-01');
    const seriesStatusAfter = (date: string) =>
      assessDoses({ schedule, doses: [[date, 'A1']], assessmentDate: '2026-07-01' }).forecast?.seriesStatus;
    expect(seriesStatusAfter('2025-12-31')).toBe('not-complete');
    expect(seriesStatusAfter('2026-01-01')).toBe('complete');
    expect(seriesStatusAfter('2026-05-31')).toBe('complete');
    expect(seriesStatusAfter('2026-06-01')).toBe('not-complete');
  });

  it("should skip a dose only when every set holds, under the 'and' of the sets", () => {
    const [fromOne, fromTwo] = [
      skipWhen({ type: 'age', beginAge: '1 year' }),
      skipWhen({ type: 'age', beginAge: '2 years' }),
    ];
    const schedule = (setLogic: 'and' | 'or') =>
      oneAntigenSchedule([
        doseRuleOf(1),
        doseRuleOf(2, { conditionalSkips: [{ ...fromOne, setLogic, sets: [...fromOne.sets, ...fromTwo.sets] }] }),
      ]);
    // alfaPatient was born on 2020-01-01: 18 months old on the day assessed.
    const statusUnder = (setLogic: 'and' | 'or') =>
      assessDoses({ schedule: schedule(setLogic), doses: [['2020-03-01', 'A1']], assessmentDate: '2021-07-01' })
        .forecast?.seriesStatus;
    expect(statusUnder('and')).toBe('not-complete');
    expect(statusUnder('or')).toBe('complete');
  });

  it("should skip a dose by age up to the day before the condition's end age", () => {
    const schedule = oneAntigenSchedule([
      doseRuleOf(1),
      doseRuleOf(2, { conditionalSkips: [skipWhen({ type: 'age', beginAge: '1 year', endAge: '2 years' })] }),
    ]);
    const statusOn = (assessmentDate: string) =>
      assessDoses({ schedule, doses: [['2020-03-01', 'A1']], assessmentDate }).forecast?.seriesStatus;
    expect(statusOn('2021-12-31')).toBe('complete');
    expect(statusOn('2022-01-01')).toBe('not-complete');
  });

  it('should count every dose from the start date when the condition has no end date', () => {
    const schedule = skippedAfterDosesFrom2026(null);
    expect(
      assessDoses({ schedule, doses: [['2026-05-31', 'A1']], assessmentDate: '2026-07-01' }).forecast?.seriesStatus,
    ).toBe('complete');
  });

  it('should not skip a dose by the interval since a previous dose when there is none', () => {
    const schedule = oneAntigenSchedule([
      doseRuleOf(1, { conditionalSkips: [skipWhen({ type: 'interval', interval: '4 weeks' })] }),
    ]);
    expect(assessDoses({ schedule, doses: [], assessmentDate: '2026-07-01' }).forecast).toMatchObject({
      seriesStatus: 'not-complete',
      forecastDoseNumber: 1,
    });
  });

  it('should skip a dose when fewer doses of some vaccines than the count were given', () => {
    const schedule = oneAntigenSchedule([
      doseRuleOf(1),
      doseRuleOf(2),
      doseRuleOf(3, {
        conditionalSkips: [
          skipWhen({
            type: 'vaccine-count-by-age',
            doseCount: 2,
            doseCountLogic: 'less-than',
            doseType: 'total',
            cvx: ['A2'],
          }),
        ],
      }),
    ]);
    const forecastAfter = (cvx: string) =>
      assessDoses({
        schedule,
        doses: [
          ['2026-01-01', cvx],
          ['2026-03-01', cvx],
        ],
        assessmentDate: '2026-07-01',
      }).forecast;
    expect(forecastAfter('A1')).toMatchObject({ seriesStatus: 'complete', forecastDoseNumber: null });
    expect(forecastAfter('A2')).toMatchObject({ seriesStatus: 'not-complete', forecastDoseNumber: 3 });
  });

  it("should not skip a dose by a 'completed series' condition", () => {
    const schedule = oneAntigenSchedule([
      doseRuleOf(1, { conditionalSkips: [skipWhen({ type: 'completed-series', seriesGroups: ['1'] })] }),
    ]);
    expect(assessDoses({ schedule, doses: [], assessmentDate: '2026-07-01' }).forecast).toMatchObject({
      seriesStatus: 'not-complete',
      forecastDoseNumber: 1,
    });
  });
});

describe('an expired batch', () => {
  it('should make a dose sub-standard only when given after its batch expired', () => {
    const schedule = oneAntigenSchedule([doseRuleOf(1)]);
    const statusGivenOn = (date: string) =>
      assessImmunizations({
        schedule,
        patient: alfaPatient,
        doses: [{ id: 1, date, cvx: 'A1', batchExpiryDate: '2026-03-01' }],
        assessmentDate: '2026-04-01',
      }).evaluations.map(({ status }) => status);
    expect(statusGivenOn('2026-03-01')).toEqual(['valid']);
    expect(statusGivenOn('2026-03-02')).toEqual(['sub-standard']);
  });
});

describe("a dose's status and CDC's reason, checked in CDSi's order", () => {
  const schedule = oneAntigenSchedule([
    doseRuleOf(1, {
      ages: [{ ...noAges, absoluteMinimum: '6 weeks - 4 days', minimum: '6 weeks', maximum: '1 year' }],
      preferableVaccines: [{ cvx: 'A1', beginAge: null, endAge: null, isForecast: true }],
      inadvertentCvx: ['A3'],
    }),
    doseRuleOf(2, { intervals: [intervalOf({ origin: { kind: 'previous-dose' }, absoluteMinimum: '4 weeks' })] }),
  ]);
  schedule.vaccines.push({ cvx: 'A3', name: 'Alfa 3', antigens: [{ antigen: 'Alfa', beginAge: null, endAge: null }] });
  const statusesOf = (doses: [string, string][]) =>
    assessDoses({ schedule, doses, assessmentDate: '2021-06-01' }).statuses;

  it('should take a dose from its absolute minimum age (6 weeks - 4 days) until the day before its maximum age', () => {
    expect(statusesOf([['2020-02-07', 'A1']])).toEqual(['not-valid: Age: Too Young']);
    expect(statusesOf([['2020-02-08', 'A1']])).toEqual(['valid']);
    expect(statusesOf([['2020-12-31', 'A1']])).toEqual(['valid']);
    expect(statusesOf([['2021-01-01', 'A1']])).toEqual(['extraneous: Age: Too Old']);
  });

  it('should refuse an inadvertent vaccine before its age, and a vaccine neither preferable nor allowable', () => {
    expect(statusesOf([['2020-01-02', 'A3']])).toEqual(['not-valid: Inadvertent Vaccine']);
    expect(statusesOf([['2020-03-01', 'A2']])).toEqual(['not-valid: Not Allowable Vaccine']);
  });

  it('should count an interval from the dose just before, even not valid, and call a dose after the last extraneous', () => {
    expect(
      statusesOf([
        ['2020-03-01', 'A1'],
        ['2020-03-10', 'A1'],
        ['2020-03-29', 'A1'],
        ['2020-04-26', 'A1'],
        ['2020-05-01', 'A1'],
      ]),
    ).toEqual([
      'valid',
      'not-valid: Interval: Too Short',
      'not-valid: Interval: Too Short',
      'valid',
      'extraneous: Series Already Complete',
    ]);
  });
});

describe('a dose of a vaccine the schedule does not hold', () => {
  it('should count for no antigen', () => {
    const schedule = oneAntigenSchedule([doseRuleOf(1)]);
    expect(assessDoses({ schedule, doses: [['2020-03-01', 'Z9']], assessmentDate: '2020-04-01' })).toMatchObject({
      statuses: [],
      forecast: { seriesStatus: 'not-complete', forecastDoseNumber: 1 },
    });
  });
});

describe("a vaccine's ages for a target dose", () => {
  const schedule = oneAntigenSchedule([
    doseRuleOf(1, {
      preferableVaccines: [{ cvx: 'A2', beginAge: '1 year', endAge: '2 years', isForecast: true }],
    }),
  ]);

  it('should take a vaccine from its begin age until the day before its end age', () => {
    const statusOn = (date: string) =>
      assessDoses({ schedule, doses: [[date, 'A2']], assessmentDate: '2023-01-01' }).statuses;
    expect(statusOn('2020-12-31')).toEqual(['not-valid: Not Allowable Vaccine']);
    expect(statusOn('2021-01-01')).toEqual(['valid']);
    expect(statusOn('2021-12-31')).toEqual(['valid']);
    expect(statusOn('2022-01-01')).toEqual(['not-valid: Not Allowable Vaccine']);
  });
});

describe('the dose an interval counts from', () => {
  it('should not count an interval from a dose of an expired batch', () => {
    const schedule = oneAntigenSchedule([
      doseRuleOf(1),
      doseRuleOf(2, { intervals: [intervalOf({ origin: { kind: 'previous-dose' }, absoluteMinimum: '4 weeks' })] }),
    ]);
    const { evaluations } = assessImmunizations({
      schedule,
      patient: alfaPatient,
      doses: [
        { id: 1, date: '2020-03-01', cvx: 'A1', batchExpiryDate: null },
        { id: 2, date: '2020-03-10', cvx: 'A1', batchExpiryDate: '2020-03-01' },
        { id: 3, date: '2020-03-29', cvx: 'A1', batchExpiryDate: null },
      ],
      assessmentDate: '2020-06-01',
    });
    expect(evaluations.map(({ status, doseNumber }) => `${status} ${doseNumber}`)).toEqual([
      'valid 1',
      'sub-standard null',
      'valid 2',
    ]);
  });
});

describe("rules that changed on a date (as polio's dose 4 did on 2009-08-07)", () => {
  const schedule = oneAntigenSchedule([
    doseRuleOf(1, {
      ages: [
        { ...noAges, absoluteMinimum: '1 month', cessationDate: '2020-06-30' },
        { ...noAges, absoluteMinimum: '1 year', effectiveDate: '2020-07-01' },
      ],
    }),
    doseRuleOf(2, {
      intervals: [
        intervalOf({ origin: { kind: 'previous-dose' }, absoluteMinimum: '4 weeks', cessationDate: '2020-06-30' }),
        intervalOf({ origin: { kind: 'previous-dose' }, absoluteMinimum: '6 months', effectiveDate: '2020-07-01' }),
      ],
    }),
  ]);
  const statusesOf = (doses: [string, string][]) =>
    assessDoses({ schedule, doses, assessmentDate: '2021-01-01' }).statuses;

  it('should evaluate an age by the rule in effect on the day of the dose, its cessation date included', () => {
    expect(statusesOf([['2020-06-30', 'A1']])).toEqual(['valid']);
    expect(statusesOf([['2020-07-01', 'A1']])).toEqual(['not-valid: Age: Too Young']);
  });

  it('should evaluate an interval by the rule in effect on the day of the dose, from its effective date', () => {
    const first: [string, string] = ['2020-03-01', 'A1'];
    expect(statusesOf([first, ['2020-06-30', 'A1']])).toEqual(['valid', 'valid']);
    expect(statusesOf([first, ['2020-07-01', 'A1']])).toEqual(['valid', 'not-valid: Interval: Too Short']);
  });
});
