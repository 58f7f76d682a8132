import { describe, expect, it } from 'vitest';
import { assessImmunizations } from '../../../src/domain/cdsi/assess-immunizations';
import { conflictsOf, scheduleOfVaccine, vaccineOfCvx } from '../../../src/domain/cdsi/schedule-index';
import { cdcCases } from '../../helpers/cdsi/cdc-cases';
import { cdcSchedule } from '../../helpers/cdsi/load-cdc-schedule';

describe("a schedule's lookups", () => {
  it('should find a vaccine and its live-virus conflicts as a search of the lists finds them', () => {
    const schedule = cdcSchedule();
    for (const cvx of ['03', '21', '146', '94', 'unknown']) {
      expect(vaccineOfCvx(schedule, cvx)).toBe(schedule.vaccines.find((vaccine) => vaccine.cvx === cvx));
      expect(conflictsOf(schedule, cvx)).toEqual(
        schedule.liveVirusConflicts.filter((conflict) => conflict.currentCvx === cvx),
      );
    }
  });

  it('should narrow the schedule to the antigens of a vaccine and their groups, once', () => {
    const schedule = cdcSchedule();
    const mmr = scheduleOfVaccine(schedule, '03');
    expect(mmr.antigens.map((antigen) => antigen.name).sort()).toEqual(['Measles', 'Mumps', 'Rubella']);
    expect(mmr.vaccineGroups.map((group) => group.name)).toEqual(['MMR']);
    expect(scheduleOfVaccine(schedule, '03')).toBe(mmr);
    expect(scheduleOfVaccine(schedule, '#12').antigens).toEqual([]);
  });

  it("should evaluate every dose of CDC's cases the same in the schedule narrowed to its vaccine as in the whole", () => {
    const schedule = cdcSchedule();
    for (const testCase of cdcCases().filter((_, index) => index % 8 === 0)) {
      const input = {
        patient: { dateOfBirth: testCase.dateOfBirth, gender: testCase.gender, observations: [] },
        doses: testCase.doses.map((dose, id) => ({ id, date: dose.date, cvx: dose.cvx, batchExpiryDate: null })),
        assessmentDate: testCase.assessmentDate,
      };
      const whole = assessImmunizations({ ...input, schedule }).evaluations;
      for (const dose of input.doses) {
        const narrowed = assessImmunizations({ ...input, schedule: scheduleOfVaccine(schedule, dose.cvx) });
        const ofDose = (evaluations: typeof whole) => evaluations.filter((evaluation) => evaluation.doseId === dose.id);
        expect(ofDose(narrowed.evaluations), `${testCase.id}, dose ${dose.id + 1}`).toEqual(ofDose(whole));
      }
    }
  });
});
