import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dateOfDayNumber, dayNumberOf } from '../../../src/domain/calendar-days';
import { assessAntigen } from '../../../src/domain/cdsi/antigen-forecast';
import { assessImmunizations } from '../../../src/domain/cdsi/assess-immunizations';
import type { AdministeredDose } from '../../../src/domain/cdsi/assessment-model';
import { addDuration } from '../../../src/domain/cdsi/cdsi-duration';
import { agesOn, intervalsOn } from '../../../src/domain/cdsi/dated-rules';
import type { EngineContext } from '../../../src/domain/cdsi/engine-context';
import { cdcSchedule } from '../../helpers/cdsi/load-cdc-schedule';
import { propertySeed } from '../../helpers/property-seed';

/** Common products: DTaP, DTaP-HepB-IPV, IPV, HepB, MMR, varicella, MMRV, PCV13, Hib, rotavirus, HepA, HPV, Tdap. */
const cvxCodes = ['20', '110', '10', '08', '03', '21', '94', '133', '49', '116', '83', '165', '115', '146', '09'];

const schedule = cdcSchedule();

const patientArbitrary = fc.record({
  birthDay: fc.integer({ min: dayNumberOf('2000-01-01'), max: dayNumberOf('2025-12-31') }),
  doses: fc.array(fc.record({ age: fc.integer({ min: 0, max: 6000 }), cvx: fc.constantFrom(...cvxCodes) }), {
    maxLength: 8,
  }),
  assessmentAge: fc.integer({ min: 0, max: 9000 }),
  gender: fc.constantFrom('female' as const, 'male' as const, null),
});

type PatientCase = typeof patientArbitrary extends fc.Arbitrary<infer Value> ? Value : never;

const inputOf = ({ birthDay, doses, assessmentAge, gender }: PatientCase) => ({
  schedule,
  patient: { dateOfBirth: dateOfDayNumber(birthDay), gender, observations: [] },
  doses: doses.map(
    (dose, index): AdministeredDose => ({
      id: index,
      date: dateOfDayNumber(birthDay + dose.age),
      cvx: dose.cvx,
      batchExpiryDate: null,
    }),
  ),
  assessmentDate: dateOfDayNumber(birthDay + assessmentAge),
});

describe(`the CDSi engine's properties (seed ${propertySeed})`, () => {
  it('should never give a date before birth', () => {
    fc.assert(
      fc.property(patientArbitrary, (patientCase) => {
        const input = inputOf(patientCase);
        const { evaluations, forecasts } = assessImmunizations(input);
        const dates = [
          ...evaluations.map((evaluation) => evaluation.date),
          ...forecasts.flatMap((forecast) => [
            forecast.earliestDate,
            forecast.recommendedDate,
            forecast.pastDueDate,
            forecast.latestDate,
          ]),
        ].filter((date) => date !== null);
        expect(dates.filter((date) => date < input.patient.dateOfBirth)).toEqual([]);
      }),
      { numRuns: 60 },
    );
  });

  it('should keep earliest ≤ recommended ≤ past due', () => {
    fc.assert(
      fc.property(patientArbitrary, (patientCase) => {
        for (const forecast of assessImmunizations(inputOf(patientCase)).forecasts) {
          const { earliestDate, recommendedDate, pastDueDate } = forecast;
          if (earliestDate !== null && recommendedDate !== null) expect(earliestDate <= recommendedDate).toBe(true);
          if (recommendedDate !== null && pastDueDate !== null) expect(recommendedDate <= pastDueDate).toBe(true);
        }
      }),
      { numRuns: 60 },
    );
  });

  it('should let only a valid dose satisfy a target dose', () => {
    fc.assert(
      fc.property(patientArbitrary, (patientCase) => {
        const { evaluations } = assessImmunizations(inputOf(patientCase));
        expect(
          evaluations.filter((evaluation) => evaluation.status !== 'valid' && evaluation.doseNumber !== null),
        ).toEqual([]);
        expect(
          evaluations.filter((evaluation) => evaluation.status === 'valid' && evaluation.doseNumber === null),
        ).toEqual([]);
      }),
      { numRuns: 60 },
    );
  });

  it('should never forecast the next dose sooner than its minimum interval after a valid dose given today', () => {
    fc.assert(
      fc.property(patientArbitrary, fc.constantFrom(...cvxCodes), (patientCase, cvx) => {
        const input = inputOf(patientCase);
        const today = input.assessmentDate;
        const context: EngineContext = {
          schedule,
          patient: input.patient,
          doses: [
            ...input.doses.filter((dose) => dose.date < today).sort((a, b) => a.date.localeCompare(b.date)),
            { id: 'today', date: today, cvx, batchExpiryDate: null },
          ],
          assessmentDate: today,
        };
        for (const antigen of schedule.antigens) {
          const { evaluation, forecast } = assessAntigen(context, antigen);
          const given = evaluation?.evaluated.find((item) => item.dose.id === 'today');
          if (!evaluation || given?.status !== 'valid' || forecast.earliestDate === null) continue;
          const target = evaluation.series.doses.find((dose) => dose.doseNumber === forecast.forecastDoseNumber);
          const minimums = intervalsOn(target?.intervals ?? [], today).flatMap((interval) =>
            interval.origin.kind === 'previous-dose' && interval.minimum !== null ? [interval.minimum] : [],
          );
          for (const minimum of minimums) expect(forecast.earliestDate >= addDuration(today, minimum)).toBe(true);
          const ages = target ? agesOn(target, today) : null;
          if (ages?.minimum) {
            expect(forecast.earliestDate >= addDuration(input.patient.dateOfBirth, ages.minimum)).toBe(true);
          }
        }
      }),
      { numRuns: 40 },
    );
  });
});
