import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../../src/domain/calendar-days';
import { checkDoseTiming } from '../../src/domain/dose-timing';
import { type ForecastDose, type ForecastItem, type ScheduleRule, vaccineForecast } from '../../src/domain/forecast';
import { propertySeed } from '../helpers/property-seed';

const birthDate = fc.integer({ min: 0, max: 40_000 }).map((days) => addDays('1950-01-01', days));

const vaccine = fc.record({
  id: fc.constant(1),
  vaccineName: fc.constant('Pentavalente'),
  requiredDoses: fc.integer({ min: 1, max: 5 }),
  doseIntervalDays: fc.integer({ min: 0, max: 400 }),
});

/** A rule the schedule's validation accepts: minimum ≤ recommended < overdue ≤ maximum. */
const validRule = (doseNumber: number) =>
  fc
    .record({
      minimumAgeDays: fc.integer({ min: 0, max: 2000 }),
      toRecommended: fc.integer({ min: 0, max: 400 }),
      toOverdue: fc.integer({ min: 1, max: 400 }),
      toMaximum: fc.option(fc.integer({ min: 0, max: 2000 })),
      minimumIntervalDays: fc.integer({ min: 0, max: 400 }),
    })
    .map(({ minimumAgeDays, toRecommended, toOverdue, toMaximum, minimumIntervalDays }): ScheduleRule => {
      const recommendedAgeDays = minimumAgeDays + toRecommended;
      const overdueAgeDays = recommendedAgeDays + toOverdue;
      const maximumAgeDays = toMaximum === null ? null : overdueAgeDays + toMaximum;
      return {
        vaccineId: 1,
        doseNumber,
        minimumAgeDays,
        recommendedAgeDays,
        overdueAgeDays,
        maximumAgeDays,
        minimumIntervalDays,
      };
    });

/** Any rule at all, valid or not, with ages in the same range. */
const anyRule = (doseNumber: number) =>
  fc.record({
    vaccineId: fc.constant(1),
    doseNumber: fc.constant(doseNumber),
    minimumAgeDays: fc.integer({ min: 0, max: 3000 }),
    recommendedAgeDays: fc.integer({ min: 0, max: 3000 }),
    overdueAgeDays: fc.integer({ min: 0, max: 3000 }),
    maximumAgeDays: fc.option(fc.integer({ min: 0, max: 3000 })),
    minimumIntervalDays: fc.integer({ min: 0, max: 400 }),
  });

/** Some dose numbers of the series have a rule, some not. */
const rulesOf = (ruleOf: (doseNumber: number) => fc.Arbitrary<ScheduleRule>) =>
  fc
    .tuple(...[1, 2, 3, 4, 5].map((doseNumber) => fc.option(ruleOf(doseNumber))))
    .map((rules) => rules.filter((rule): rule is ScheduleRule => rule !== null));

/** Doses from a month before birth (a typing slip) to eight years after it. */
const dosesAfter = (birth: string) =>
  fc.array(
    fc.record({
      vaccineId: fc.constant(1),
      doseNumber: fc.integer({ min: 1, max: 6 }),
      date: fc.integer({ min: -30, max: 3000 }).map((days) => addDays(birth, days)),
      isActive: fc.boolean(),
    }),
    { maxLength: 7 },
  );

const scenario = (ruleOf: (doseNumber: number) => fc.Arbitrary<ScheduleRule>) =>
  birthDate.chain((birth) =>
    fc.record({
      birthDate: fc.constant(birth),
      vaccine,
      rules: rulesOf(ruleOf),
      doses: dosesAfter(birth),
      today: fc.integer({ min: 0, max: 4000 }).map((days) => addDays(birth, days)),
    }),
  );

const datesOf = (item: ForecastItem) => [item.earliestDate, item.recommendedDate, item.overdueDate, item.latestDate];
const activeCount = (doses: readonly ForecastDose[]) => doses.filter((dose) => dose.isActive).length;

describe(`vaccineForecast (seed ${propertySeed})`, () => {
  it('should never give a date before the birth date, whatever the rules and doses', () => {
    fc.assert(
      fc.property(scenario(anyRule), (input) => {
        for (const date of datesOf(vaccineForecast(input))) {
          if (date !== null) expect(date >= input.birthDate).toBe(true);
        }
      }),
    );
  });

  it('should order earliest ≤ recommended < overdue when the rules are valid', () => {
    fc.assert(
      fc.property(scenario(validRule), (input) => {
        const item = vaccineForecast(input);
        if (item.status === 'complete') return;
        const { earliestDate, recommendedDate, overdueDate } = item;
        expect(earliestDate !== null && recommendedDate !== null && overdueDate !== null).toBe(true);
        expect(`${earliestDate}` <= `${recommendedDate}`).toBe(true);
        expect(`${recommendedDate}` < `${overdueDate}`).toBe(true);
      }),
    );
  });

  it('should be complete, with no next dose and no date, exactly when the active doses fill the series', () => {
    fc.assert(
      fc.property(scenario(validRule), (input) => {
        const item = vaccineForecast(input);
        const isComplete = activeCount(input.doses) >= input.vaccine.requiredDoses;
        expect(item.status === 'complete').toBe(isComplete);
        expect(item.nextDoseNumber === null).toBe(isComplete);
        if (isComplete) expect(datesOf(item)).toEqual([null, null, null, null]);
        expect(item).toMatchObject({
          dosesReceived: activeCount(input.doses),
          seriesSize: input.vaccine.requiredDoses,
        });
      }),
    );
  });

  it('should give the status today sets against the dates', () => {
    fc.assert(
      fc.property(scenario(validRule), (input) => {
        const item = vaccineForecast(input);
        const { earliestDate, recommendedDate, overdueDate, latestDate } = item;
        if (earliestDate === null || recommendedDate === null || overdueDate === null) return;
        const { today } = input;
        const expected =
          latestDate !== null && (today > latestDate || earliestDate > latestDate)
            ? 'too-late'
            : today >= overdueDate
              ? 'overdue'
              : today >= recommendedDate
                ? 'due'
                : 'not-yet-due';
        expect(item.status).toBe(expected);
      }),
    );
  });

  it('should never count a cancelled dose', () => {
    fc.assert(
      fc.property(scenario(validRule), (input) => {
        const active = input.doses.filter((dose) => dose.isActive);
        expect(vaccineForecast(input)).toEqual(vaccineForecast({ ...input, doses: active }));
      }),
    );
  });
});

describe(`checkDoseTiming against the forecast (seed ${propertySeed})`, () => {
  it('should accept the next dose from 4 days before its earliest date, refuse it 5 days before and after its latest', () => {
    fc.assert(
      fc.property(scenario(validRule), ({ birthDate: birth, vaccine: scheduled, rules, doses }) => {
        const item = vaccineForecast({ birthDate: birth, vaccine: scheduled, rules, doses, today: birth });
        const hasRule = rules.some((rule) => rule.doseNumber === item.nextDoseNumber);
        if (item.nextDoseNumber === null || item.earliestDate === null || !hasRule) return;
        const { nextDoseNumber: doseNumber, earliestDate, latestDate } = item;
        const timing = (date: string) =>
          checkDoseTiming({ birthDate: birth, vaccine: scheduled, rules, doses, proposal: { doseNumber, date } });
        for (const date of [addDays(earliestDate, -4), earliestDate]) {
          if (latestDate === null || date <= latestDate) expect(timing(date)).toBeUndefined();
        }
        if (latestDate !== null) expect(timing(addDays(latestDate, 1))?.code).toBe('tooOld');
        const lastDose = doses
          .filter((dose) => dose.isActive)
          .reduce((latest, dose) => (dose.date > latest ? dose.date : latest), '');
        const tooEarly = addDays(earliestDate, -5);
        if (lastDose <= tooEarly) expect(timing(tooEarly)).toBeDefined();
      }),
    );
  });

  it('should never refuse a dose of a vaccine without rules', () => {
    fc.assert(
      fc.property(scenario(validRule), fc.integer({ min: 1, max: 5 }), (input, doseNumber) => {
        const proposal = { doseNumber, date: input.today };
        expect(checkDoseTiming({ ...input, rules: [], proposal })).toBeUndefined();
      }),
    );
  });
});
