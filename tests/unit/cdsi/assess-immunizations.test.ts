import { describe, expect, it } from 'vitest';
import { assessImmunizations } from '../../../src/domain/cdsi/assess-immunizations';
import type { AdministeredDose, CdsiPatient } from '../../../src/domain/cdsi/assessment-model';
import { cdcSchedule } from '../../helpers/cdsi/load-cdc-schedule';

const infant: CdsiPatient = { dateOfBirth: '2026-01-10', gender: 'female', observations: [] };

const dose = (id: number, date: string, cvx: string, batchExpiryDate: string | null = null): AdministeredDose => ({
  id,
  date,
  cvx,
  batchExpiryDate,
});

const assess = (patient: CdsiPatient, doses: AdministeredDose[], assessmentDate: string) =>
  assessImmunizations({ schedule: cdcSchedule(), patient, doses, assessmentDate });

describe('assessImmunizations', () => {
  it('should count a hexavalent dose for polio and hepatitis B as well as DTaP and Hib', () => {
    const { evaluations } = assess(infant, [dose(1, '2026-03-12', '146')], '2026-04-01');
    expect(evaluations.map(({ antigen, status, doseNumber }) => `${antigen}: ${status} ${doseNumber}`).sort()).toEqual([
      'Diphtheria: valid 1',
      'HepB: valid 1',
      'Hib: valid 1',
      'Pertussis: valid 1',
      'Polio: valid 1',
      'Tetanus: valid 1',
    ]);
  });

  it('should count a zoster live dose (CVX 121) for varicella before 50 years of age and for zoster from 50', () => {
    const adult: CdsiPatient = { dateOfBirth: '1970-05-01', gender: null, observations: [] };
    const antigensOn = (date: string) =>
      assess(adult, [dose(1, date, '121')], '2020-06-01').evaluations.map((evaluation) => evaluation.antigen);
    expect(antigensOn('2020-04-30')).toEqual(['Varicella']);
    expect(antigensOn('2020-05-01')).toEqual(['Zoster']);
  });

  it('should refuse a varicella dose 25 days after MMR as a live virus conflict', () => {
    const child: CdsiPatient = { dateOfBirth: '2024-01-10', gender: null, observations: [] };
    const { evaluations } = assess(child, [dose(1, '2025-02-01', '03'), dose(2, '2025-02-26', '21')], '2025-03-01');
    expect(evaluations.find((item) => item.doseId === 2)).toMatchObject({
      antigen: 'Varicella',
      status: 'not-valid',
      reason: 'Live Virus Conflict',
      doseNumber: null,
    });
  });

  it('should refuse a second dose 10 days after the first, and forecast it again', () => {
    const { evaluations, forecasts } = assess(
      infant,
      [dose(1, '2026-03-12', '10'), dose(2, '2026-03-22', '10')],
      '2026-03-22',
    );
    expect(evaluations.find((item) => item.doseId === 2)).toMatchObject({
      status: 'not-valid',
      reason: 'Interval: Too Short',
    });
    expect(forecasts.find((item) => item.vaccineGroup === 'Polio')).toMatchObject({
      forecastDoseNumber: 2,
      seriesStatus: 'not-complete',
      earliestDate: '2026-04-19',
    });
  });

  it('should make a dose of an expired batch sub-standard', () => {
    const { evaluations } = assess(infant, [dose(1, '2026-03-12', '10', '2026-03-01')], '2026-04-01');
    expect(evaluations[0]).toMatchObject({ status: 'sub-standard', reason: 'Expired Product', doseNumber: null });
  });

  it('should say rotavirus aged out past its maximum age, not contraindicated', () => {
    const { forecasts } = assess(infant, [], '2027-01-10');
    expect(forecasts.find((item) => item.vaccineGroup === 'Rotavirus')).toMatchObject({
      seriesStatus: 'aged-out',
      status: 'too-late',
      earliestDate: null,
    });
  });

  it('should make MMR immune for someone born before 1957 and contraindicated in pregnancy', () => {
    const elder = assess({ dateOfBirth: '1950-05-01', gender: 'male', observations: [] }, [], '2026-11-29');
    expect(elder.forecasts.find((item) => item.vaccineGroup === 'MMR')?.seriesStatus).toBe('immune');
    const pregnant = assess(
      { dateOfBirth: '1998-05-01', gender: 'female', observations: [{ code: '007', date: '2026-10-01' }] },
      [],
      '2026-11-29',
    );
    expect(pregnant.forecasts.find((item) => item.vaccineGroup === 'MMR')).toMatchObject({
      seriesStatus: 'contraindicated',
      status: 'complete',
    });
  });

  it("should give today's status from the dates", () => {
    const { forecasts } = assess(infant, [], '2026-03-12');
    expect(forecasts.find((item) => item.vaccineGroup === 'Polio')).toMatchObject({
      forecastDoseNumber: 1,
      earliestDate: '2026-02-21',
      recommendedDate: '2026-03-10',
      status: 'due',
    });
  });
});
