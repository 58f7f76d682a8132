import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isExpiringSoon } from '../../src/domain/batch-expiry';
import { addDays, daysBetween } from '../../src/domain/calendar-days';
import { checkDose, doseRefusals } from '../../src/domain/dose-check';
import { type DoseRecord, scheduleOf } from '../../src/domain/dose-schedule';
import { propertySeed } from '../helpers/property-seed';

const dayMs = 86_400_000;
const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The reference: the same arithmetic through the platform's UTC calendar. */
const utcOf = (date: string) => {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  return Date.UTC(year, month - 1, day);
};
const referenceAddDays = (date: string, days: number) =>
  new Date(utcOf(date) + days * dayMs).toISOString().slice(0, 10);

const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** A day of 1900 to 2199, half the time one of a month's last three days, where the arithmetic turns. */
const isoDay = fc
  .record({ year: fc.integer({ min: 1900, max: 2199 }), month: fc.integer({ min: 1, max: 12 }), isEdge: fc.boolean() })
  .chain(({ year, month, isEdge }) => {
    const last = daysInMonth(year, month);
    return fc
      .integer({ min: isEdge ? last - 2 : 1, max: last })
      .map((day) => `${pad(year, 4)}-${pad(month)}-${pad(day)}`);
  });

const vaccine = fc.record({
  requiredDoses: fc.integer({ min: 1, max: 6 }),
  doseIntervalDays: fc.integer({ min: 1, max: 400 }),
});
const doseOf = (isActive: fc.Arbitrary<boolean>) =>
  fc.record({ doseNumber: fc.integer({ min: 1, max: 8 }), date: isoDay, isActive });
const history = fc.array(doseOf(fc.boolean()), { maxLength: 8 });
const cancelled = fc.array(doseOf(fc.constant(false)), { maxLength: 5 });

const activeOf = (doses: readonly DoseRecord[]) => doses.filter((dose) => dose.isActive);
const latestDate = (doses: readonly DoseRecord[]) =>
  doses
    .map((dose) => dose.date)
    .sort()
    .at(-1);

describe(`calendar days (seed ${propertySeed})`, () => {
  it('should add days as the UTC calendar does, across months, years and leap days', () => {
    fc.assert(
      fc.property(isoDay, fc.integer({ min: -3000, max: 3000 }), (date, days) => {
        expect(addDays(date, days)).toBe(referenceAddDays(date, days));
      }),
    );
  });

  it('should count the days between two dates as the UTC calendar does', () => {
    fc.assert(
      fc.property(isoDay, isoDay, (from, to) => {
        expect(daysBetween(from, to)).toBe(Math.round((utcOf(to) - utcOf(from)) / dayMs));
      }),
    );
  });
});

describe(`scheduleOf (seed ${propertySeed})`, () => {
  it('should never count a cancelled dose', () => {
    fc.assert(
      fc.property(vaccine, history, cancelled, isoDay, (scheduled, doses, extra, today) => {
        const withCancelled = [...doses, ...extra];
        expect(scheduleOf({ vaccine: scheduled, doses: withCancelled, today })).toEqual(
          scheduleOf({ vaccine: scheduled, doses: activeOf(doses), today }),
        );
      }),
    );
  });

  it('should be complete exactly when the active doses reach the series', () => {
    fc.assert(
      fc.property(vaccine, history, isoDay, (scheduled, doses, today) => {
        const schedule = scheduleOf({ vaccine: scheduled, doses, today });
        expect(schedule.dosesReceived).toBe(activeOf(doses).length);
        expect(schedule.status === 'Completo').toBe(activeOf(doses).length >= scheduled.requiredDoses);
        expect(schedule.nextDoseNumber === null).toBe(schedule.status === 'Completo');
      }),
    );
  });

  it('should give a free number of the series as the next dose, the count + 1 without gaps', () => {
    fc.assert(
      fc.property(vaccine, history, isoDay, (scheduled, doses, today) => {
        const { nextDoseNumber } = scheduleOf({ vaccine: scheduled, doses, today });
        if (nextDoseNumber === null) return;
        const taken = activeOf(doses).map((dose) => dose.doseNumber);
        expect(nextDoseNumber).toBeGreaterThanOrEqual(1);
        expect(nextDoseNumber).toBeLessThanOrEqual(scheduled.requiredDoses);
        expect(taken).not.toContain(nextDoseNumber);
        const sorted = [...taken].sort((a, b) => a - b);
        if (sorted.every((number, index) => number === index + 1)) expect(nextDoseNumber).toBe(taken.length + 1);
      }),
    );
  });

  it('should recompute the due date when a dose moves: the latest active date plus the interval', () => {
    fc.assert(
      fc.property(
        vaccine,
        fc.array(doseOf(fc.constant(true)), { minLength: 1, maxLength: 5 }),
        fc.nat(),
        isoDay,
        isoDay,
        (scheduled, doses, which, newDate, today) => {
          const input = { vaccine: { ...scheduled, requiredDoses: doses.length + 1 }, today };
          const moved = doses.map((dose, index) =>
            index === which % doses.length ? { ...dose, date: newDate } : dose,
          );
          for (const version of [doses, moved]) {
            const schedule = scheduleOf({ ...input, doses: version });
            const due = referenceAddDays(latestDate(version) ?? today, scheduled.doseIntervalDays);
            expect(schedule.dueDate).toBe(due);
            expect(schedule.daysUntilDue).toBe(Math.round((utcOf(due) - utcOf(today)) / dayMs));
          }
        },
      ),
    );
  });

  it('should be Atrasada past the due date, Próxima from it to 7 days before, Al día earlier', () => {
    fc.assert(
      fc.property(vaccine, isoDay, fc.integer({ min: -40, max: 40 }), (scheduled, lastDose, daysBefore) => {
        const due = referenceAddDays(lastDose, scheduled.doseIntervalDays);
        const today = referenceAddDays(due, -daysBefore);
        const schedule = scheduleOf({
          vaccine: { ...scheduled, requiredDoses: 2 },
          doses: [{ doseNumber: 1, date: lastDose, isActive: true }],
          today,
        });
        const expected = daysBefore < 0 ? 'Atrasada' : daysBefore <= 7 ? 'Próxima' : 'Al día';
        expect(schedule).toMatchObject({ dueDate: due, daysUntilDue: daysBefore, status: expected });
      }),
    );
  });
});

describe(`dose checks (seed ${propertySeed})`, () => {
  it('should refuse exactly a number beyond the series or held by an active dose', () => {
    fc.assert(
      fc.property(vaccine, history, fc.integer({ min: 1, max: 9 }), (scheduled, doses, doseNumber) => {
        const codes = doseRefusals({ vaccine: scheduled, doses, doseNumber }).map((refusal) => refusal.code);
        const isHeld = activeOf(doses).some((dose) => dose.doseNumber === doseNumber);
        if (doseNumber > scheduled.requiredDoses) expect(codes).toEqual(['beyondSeries']);
        else expect(codes).toEqual(isHeld ? ['alreadyActive'] : []);
      }),
    );
  });

  it('should warn exactly when the dose is early or not the next one, and only when not refused', () => {
    fc.assert(
      fc.property(vaccine, history, fc.integer({ min: 1, max: 9 }), isoDay, (scheduled, doses, doseNumber, date) => {
        const check = checkDose({ vaccine: scheduled, doses, proposal: { doseNumber, date } });
        if (check.refusals.length > 0) {
          expect(check.warnings).toEqual([]);
          return;
        }
        const schedule = scheduleOf({ vaccine: scheduled, doses, today: date });
        const codes = check.warnings.map((warning) => warning.code);
        expect(codes.includes('beforeDue')).toBe(schedule.dueDate !== null && date < schedule.dueDate);
        expect(codes.includes('notNext') || codes.includes('seriesComplete')).toBe(
          schedule.nextDoseNumber !== doseNumber,
        );
      }),
    );
  });
});

describe(`lot expiry (seed ${propertySeed})`, () => {
  it('should mark a lot expiring from today to 30 days later, and no other', () => {
    fc.assert(
      fc.property(isoDay, fc.integer({ min: -60, max: 60 }), (today, days) => {
        expect(isExpiringSoon(referenceAddDays(today, days), today)).toBe(days >= 0 && days <= 30);
      }),
    );
  });
});
