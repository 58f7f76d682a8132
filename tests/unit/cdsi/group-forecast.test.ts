import { describe, expect, it } from 'vitest';
import type { SeriesStatus } from '../../../src/domain/cdsi/assessment-model';
import type { AntigenForecast } from '../../../src/domain/cdsi/forecast-series';
import { groupForecast } from '../../../src/domain/cdsi/group-forecast';
import type { VaccineGroup } from '../../../src/domain/cdsi/schedule-model';

const mmr: VaccineGroup = { name: 'MMR', antigens: ['Measles', 'Mumps', 'Rubella'], isAdministeredWhole: true };
const dtap: VaccineGroup = {
  name: 'DTaP/Tdap/Td',
  antigens: ['Diphtheria', 'Tetanus', 'Pertussis'],
  isAdministeredWhole: false,
};

const noDates = { earliestDate: null, recommendedDate: null, pastDueDate: null, latestDate: null };

/** An antigen still due: its next dose number and its four dates. */
const due = (
  antigen: string,
  forecastDoseNumber: number,
  [earliestDate, recommendedDate, pastDueDate, latestDate]: (string | null)[],
): AntigenForecast => ({
  antigen,
  seriesStatus: 'not-complete',
  forecastDoseNumber,
  earliestDate: earliestDate ?? null,
  recommendedDate: recommendedDate ?? null,
  pastDueDate: pastDueDate ?? null,
  latestDate: latestDate ?? null,
});

const without = (antigen: string, seriesStatus: SeriesStatus): AntigenForecast => ({
  antigen,
  seriesStatus,
  forecastDoseNumber: null,
  ...noDates,
});

const forecastOf = (group: VaccineGroup, antigens: AntigenForecast[], today = '2026-03-01') =>
  groupForecast({ group, antigens, today });

describe('groupForecast', () => {
  describe('the dates of a group given whole (MMR) or not (DTaP/Tdap/Td)', () => {
    const antigens = [
      due('Measles', 2, ['2026-01-10', '2026-01-15', '2026-04-01', '2030-01-01']),
      due('Mumps', 1, ['2026-02-01', '2026-03-01', '2026-03-15', null]),
      due('Rubella', 2, ['2026-01-20', '2026-02-20', null, '2029-05-05']),
    ];

    it('should give a group given whole from its slowest antigen, recommended and past due with its first', () => {
      expect(forecastOf(mmr, antigens)).toEqual({
        vaccineGroup: 'MMR',
        antigens: ['Measles', 'Mumps', 'Rubella'],
        forecastDoseNumber: 2,
        seriesStatus: 'not-complete',
        earliestDate: '2026-02-01',
        // The first antigen's recommended date (2026-01-15), never before the group's earliest.
        recommendedDate: '2026-02-01',
        pastDueDate: '2026-03-15',
        latestDate: '2029-05-05',
        status: 'due',
      });
    });

    it("should give another group from its first antigen's earliest date", () => {
      expect(forecastOf({ ...dtap, antigens: ['Measles', 'Mumps', 'Rubella'] }, antigens)).toMatchObject({
        earliestDate: '2026-01-10',
        recommendedDate: '2026-01-15',
        pastDueDate: '2026-03-15',
      });
    });

    it('should give the earliest of two dates whichever antigen comes first', () => {
      const [measles, mumps] = antigens as [AntigenForecast, AntigenForecast];
      for (const order of [
        [measles, mumps],
        [mumps, measles],
      ]) {
        expect(forecastOf(dtap, order)).toMatchObject({ earliestDate: '2026-01-10', latestDate: '2030-01-01' });
      }
    });

    it('should never make a group past due before it is recommended', () => {
      const late = [due('Diphtheria', 4, ['2026-05-01', '2026-05-01', '2026-04-01', null])];
      expect(forecastOf(dtap, late)).toMatchObject({ recommendedDate: '2026-05-01', pastDueDate: '2026-05-01' });
    });

    it('should give no past-due and no latest date when no antigen has one', () => {
      const open = [due('Diphtheria', 4, ['2026-02-01', '2026-03-01', null, null])];
      expect(forecastOf(dtap, open)).toMatchObject({ pastDueDate: null, latestDate: null, forecastDoseNumber: 4 });
    });

    // An antigen complete has no dates in the engine; one given here proves the group reads only those still due.
    it('should take the dates and the dose number only from the antigens still due', () => {
      const mixed = [
        { ...due('Diphtheria', 5, ['2025-01-01', '2025-01-01', '2025-02-01', '2025-03-01']), seriesStatus: 'complete' },
        due('Tetanus', 3, ['2026-02-01', '2026-03-01', '2026-04-01', '2030-01-01']),
      ] satisfies AntigenForecast[];
      expect(forecastOf(dtap, mixed)).toMatchObject({
        antigens: ['Diphtheria', 'Tetanus'],
        forecastDoseNumber: 3,
        seriesStatus: 'not-complete',
        earliestDate: '2026-02-01',
        recommendedDate: '2026-03-01',
        pastDueDate: '2026-04-01',
        latestDate: '2030-01-01',
      });
    });
  });

  describe("the group's series status", () => {
    it.each<[SeriesStatus[], SeriesStatus]>([
      [['immune', 'immune'], 'immune'],
      [['complete', 'immune'], 'complete'],
      [['complete', 'complete'], 'complete'],
      [[], 'complete'],
      [['complete', 'not-complete', 'contraindicated'], 'not-complete'],
      [['aged-out', 'contraindicated', 'immune'], 'contraindicated'],
      [['not-recommended', 'aged-out'], 'aged-out'],
      [['complete', 'not-recommended', 'immune'], 'not-recommended'],
    ])('should make %j %s', (statuses, expected) => {
      const antigens = statuses.map((status, index) =>
        status === 'not-complete'
          ? due(`A${index}`, 1, ['2026-01-01', '2026-02-01', null, null])
          : without(`A${index}`, status),
      );
      const forecast = forecastOf(dtap, antigens);
      expect(forecast.seriesStatus).toBe(expected);
      if (expected !== 'not-complete') {
        expect(forecast).toMatchObject({ forecastDoseNumber: null, ...noDates });
      }
    });
  });

  describe("today's status", () => {
    const dates = ['2026-02-21', '2026-03-10', '2026-04-09', '2026-12-31'];

    it.each([
      ['2026-03-09', 'not-yet-due'],
      ['2026-03-10', 'due'],
      ['2026-04-09', 'due'],
      ['2026-04-10', 'overdue'],
      ['2026-12-31', 'overdue'],
      ['2027-01-01', 'too-late'],
    ])('should be on %s %s', (today, expected) => {
      expect(forecastOf(dtap, [due('Diphtheria', 1, dates)], today).status).toBe(expected);
    });

    it('should stay due without a past-due or a latest date', () => {
      expect(
        forecastOf(dtap, [due('Diphtheria', 1, ['2026-02-21', '2026-03-10', null, null])], '2040-01-01').status,
      ).toBe('due');
    });

    it('should be too late for a group aged out, and complete for one with nothing to give', () => {
      expect(forecastOf(dtap, [without('Diphtheria', 'aged-out')]).status).toBe('too-late');
      for (const status of ['complete', 'immune', 'contraindicated', 'not-recommended'] as const) {
        expect(forecastOf(dtap, [without('Diphtheria', status)]).status).toBe('complete');
      }
    });
  });
});
