import { describe, expect, it } from 'vitest';
import { assessImmunizations } from '../../../src/domain/cdsi/assess-immunizations';
import type { CdsiPatient } from '../../../src/domain/cdsi/assessment-model';
import { cdcSchedule } from '../../helpers/cdsi/load-cdc-schedule';

/** The series status CDC's supporting data gives a vaccine group for a patient without doses, on a day. */
const statusOf = (
  group: string,
  { dateOfBirth, codes = [] }: { dateOfBirth: string; codes?: string[] },
  assessmentDate: string,
) => {
  const patient: CdsiPatient = {
    dateOfBirth,
    gender: 'female',
    observations: codes.map((code) => ({ code, date: null })),
  };
  const { forecasts } = assessImmunizations({ schedule: cdcSchedule(), patient, doses: [], assessmentDate });
  return forecasts.find((forecast) => forecast.vaccineGroup === group)?.seriesStatus;
};

describe("CDSi's immunity (born before a date, or evidence of immunity)", () => {
  it('should make someone born before 1980-01-01 immune to varicella, and not someone born that day', () => {
    expect(statusOf('Varicella', { dateOfBirth: '1979-12-31' }, '2026-11-29')).toBe('immune');
    expect(statusOf('Varicella', { dateOfBirth: '1980-01-01' }, '2026-11-29')).toBe('not-complete');
  });

  it('should make a child with evidence of varicella immunity (023) immune, not one with another observation', () => {
    expect(statusOf('Varicella', { dateOfBirth: '2020-03-01', codes: ['023'] }, '2026-11-29')).toBe('immune');
    expect(statusOf('Varicella', { dateOfBirth: '2020-03-01', codes: ['001'] }, '2026-11-29')).toBe('not-complete');
  });

  it('should keep someone immune whom an observation would contraindicate (pregnancy, 007)', () => {
    expect(statusOf('Varicella', { dateOfBirth: '1975-06-01', codes: ['007'] }, '2026-11-29')).toBe('immune');
    expect(statusOf('Varicella', { dateOfBirth: '1995-06-01', codes: ['007'] }, '2026-11-29')).toBe('contraindicated');
  });
});

describe("CDSi's contraindications", () => {
  // Hib's contraindication 159 holds from 6 weeks of age to 5 years (the end excluded).
  const infant = { dateOfBirth: '2026-01-10', codes: ['159'] };

  it('should contraindicate an antigen only from the begin age of its contraindication', () => {
    expect(statusOf('Hib', infant, '2026-02-20')).toBe('not-complete');
    expect(statusOf('Hib', infant, '2026-02-21')).toBe('contraindicated');
  });

  it('should contraindicate an antigen until the day before the end age of its contraindication', () => {
    expect(statusOf('Hib', infant, '2031-01-09')).toBe('contraindicated');
    expect(statusOf('Hib', infant, '2031-01-10')).not.toBe('contraindicated');
  });

  it("should leave an antigen's other vaccines to give when a contraindication names some vaccines only", () => {
    // 104 contraindicates RV1 (CVX 119) only: RV5 is still due.
    expect(statusOf('Rotavirus', { dateOfBirth: '2026-01-10', codes: ['104'] }, '2026-03-12')).toBe('not-complete');
  });
});
