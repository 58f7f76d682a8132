import { describe, expect, it } from 'vitest';
import { assessImmunizations } from '../../../src/domain/cdsi/assess-immunizations';
import type { CdsiPatient } from '../../../src/domain/cdsi/assessment-model';
import { doseContraindications } from '../../../src/domain/cdsi/contraindications';
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

describe('the contraindications of a dose about to be given', () => {
  const contraindicationsOf = ({
    dateOfBirth,
    code,
    date,
    cvx,
  }: Record<'dateOfBirth' | 'code' | 'date' | 'cvx', string>) =>
    doseContraindications({
      schedule: cdcSchedule(),
      patient: { dateOfBirth, gender: null, observations: [{ code, date: null }] },
      dose: { id: -1, date, cvx, batchExpiryDate: null },
    }).map(({ antigen, observationCode, observationTitle }) => `${antigen} ${observationCode} ${observationTitle}`);

  it('should name the antigens the vaccine covers at that age: zoster live is varicella before 50 years only', () => {
    const adult = { dateOfBirth: '1970-05-01', code: '003', cvx: '121' };
    expect(contraindicationsOf({ ...adult, date: '2020-04-30' })).toEqual(['Varicella 003 Immunocompromised']);
    expect(contraindicationsOf({ ...adult, date: '2020-05-01' })).toEqual([]);
  });

  it("should hold a vaccine's own contraindication for that vaccine only", () => {
    const infant = { dateOfBirth: '2026-01-10', code: '104', date: '2026-03-12' };
    expect(contraindicationsOf({ ...infant, cvx: '119' })).toEqual([expect.stringMatching(/^Rotavirus 104 /)]);
    expect(contraindicationsOf({ ...infant, cvx: '116' })).toEqual([]);
  });

  it('should name an observation the schedule does not hold by its code, and a vaccine it does not hold nothing', () => {
    const schedule = cdcSchedule();
    const withoutTitles = { ...schedule, observations: [] };
    expect(
      doseContraindications({
        schedule: withoutTitles,
        patient: { dateOfBirth: '2020-03-01', gender: null, observations: [{ code: '003', date: null }] },
        dose: { id: -1, date: '2026-03-12', cvx: '21', batchExpiryDate: null },
      }),
    ).toEqual([{ antigen: 'Varicella', observationCode: '003', observationTitle: '003' }]);
    expect(contraindicationsOf({ dateOfBirth: '2020-03-01', code: '003', date: '2026-03-12', cvx: 'Z9' })).toEqual([]);
  });
});
