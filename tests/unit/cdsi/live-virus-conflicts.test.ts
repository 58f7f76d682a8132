import { describe, expect, it } from 'vitest';
import type { CdsiSchedule } from '../../../src/domain/cdsi/antigen-model';
import { assessDoses, doseRuleOf, noAges, oneAntigenSchedule } from '../../helpers/cdsi/one-antigen-schedule';

const window = { beginInterval: '1 day', minimumEndInterval: '24 days', endInterval: '28 days' };

/**
 * Alfa's live vaccine A1 from 1 year of age, in conflict with itself and with A9, a live vaccine of another antigen:
 * 28 days, 24 with CDSi's grace.
 */
const schedule: CdsiSchedule = (() => {
  const alfa = oneAntigenSchedule([doseRuleOf(1, { ages: [{ ...noAges, absoluteMinimum: '1 year' }] }), doseRuleOf(2)]);
  return {
    ...alfa,
    vaccines: [
      ...alfa.vaccines,
      { cvx: 'A9', name: 'Beta live', antigens: [{ antigen: 'Beta', beginAge: null, endAge: null }] },
    ],
    liveVirusConflicts: [
      { previousCvx: 'A9', currentCvx: 'A1', ...window },
      { previousCvx: 'A1', currentCvx: 'A1', ...window },
    ],
  };
})();

const statusesOf = (doses: [string, string][]) =>
  assessDoses({ schedule, doses, assessmentDate: '2021-06-01' }).statuses;

describe('live virus conflicts', () => {
  it('should refuse a live dose given within the window after another, with the grace after a dose not known invalid', () => {
    expect(
      statusesOf([
        ['2021-03-01', 'A9'],
        ['2021-03-24', 'A1'],
      ]),
    ).toEqual(['not-valid: Live Virus Conflict']);
    expect(
      statusesOf([
        ['2021-03-01', 'A9'],
        ['2021-03-25', 'A1'],
      ]),
    ).toEqual(['valid']);
  });

  it('should give no grace after a live dose that was not valid', () => {
    expect(
      statusesOf([
        ['2020-12-15', 'A1'],
        ['2021-01-10', 'A1'],
      ]),
    ).toEqual(['not-valid: Age: Too Young', 'not-valid: Live Virus Conflict']);
  });

  it('should keep the grace when only another dose of the antigen was not valid', () => {
    expect(
      statusesOf([
        ['2020-12-15', 'A1'],
        ['2021-02-01', 'A9'],
        ['2021-02-26', 'A1'],
      ]),
    ).toEqual(['not-valid: Age: Too Young', 'valid']);
  });

  it('should forecast a live dose after the whole window, without the grace', () => {
    expect(
      assessDoses({ schedule, doses: [['2021-03-01', 'A9']], assessmentDate: '2021-03-05' }).forecast?.earliestDate,
    ).toBe('2021-03-29');
  });

  it('should start the window at its begin interval: a live dose before it conflicts with nothing', () => {
    const later = { ...window, beginInterval: '7 days' };
    const startingLater: CdsiSchedule = {
      ...schedule,
      liveVirusConflicts: [{ previousCvx: 'A9', currentCvx: 'A1', ...later }],
    };
    const statuses = (doses: [string, string][]) =>
      assessDoses({ schedule: startingLater, doses, assessmentDate: '2021-06-01' }).statuses;
    expect(
      statuses([
        ['2021-03-01', 'A9'],
        ['2021-03-07', 'A1'],
      ]),
    ).toEqual(['valid']);
    expect(
      statuses([
        ['2021-03-01', 'A9'],
        ['2021-03-08', 'A1'],
      ]),
    ).toEqual(['not-valid: Live Virus Conflict']);
  });
});
