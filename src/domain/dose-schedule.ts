import { addDays, daysBetween } from './calendar-days';

/**
 * A patient's schedule for one vaccine, from the vaccine's series and the doses they received.
 * Pure: no clock (today is given, so tests and the browser control it), no React, no SQL; the
 * client and the server both import it.
 */

/** What the schedule needs of a vaccine: its series size and the days between two doses. */
export type ScheduledVaccine = { requiredDoses: number; doseIntervalDays: number };

/** A dose of the vaccine as the schedule reads it: its number, its `YYYY-MM-DD` date, cancelled or not. */
export type DoseRecord = { doseNumber: number; date: string; isActive: boolean };

/** A schedule's status, in the words the screens show. */
export const scheduleStatuses = {
  complete: 'Completo',
  onTrack: 'Al día',
  dueSoon: 'Próxima',
  overdue: 'Atrasada',
} as const;

export type ScheduleStatus = (typeof scheduleStatuses)[keyof typeof scheduleStatuses];

/** A dose due within this many days (today included) is 'Próxima'. */
export const dueSoonDays = 7;

export type Schedule = {
  /** Active doses only: a cancelled dose never counts. */
  dosesReceived: number;
  seriesSize: number;
  /** The number the next dose takes, or null once the series is complete. */
  nextDoseNumber: number | null;
  /** `YYYY-MM-DD`: the last active dose's date plus the interval; today for a first dose; null when complete. */
  dueDate: string | null;
  /** Days from today to the due date (negative when late), null when complete. */
  daysUntilDue: number | null;
  status: ScheduleStatus;
};

/** The active doses' numbers, and their latest date (undefined when there is none). */
export const activeDosesOf = (doses: readonly DoseRecord[]) => {
  const active = doses.filter((dose) => dose.isActive);
  const lastDate = active.reduce<string | undefined>(
    (latest, dose) => (latest === undefined || dose.date > latest ? dose.date : latest),
    undefined,
  );
  return { numbers: new Set(active.map((dose) => dose.doseNumber)), count: active.length, lastDate };
};

/**
 * A patient's schedule for one vaccine. The series is complete once the active doses reach its
 * size; otherwise the next dose takes the lowest number of the series no active dose holds
 * (the dose count + 1 when nothing was cancelled in between), and is due the interval after
 * the latest active dose, or today when there is none.
 *
 * @example
 * scheduleOf({
 *   vaccine: { requiredDoses: 2, doseIntervalDays: 21 },
 *   doses: [{ doseNumber: 1, date: '2026-01-10', isActive: true }],
 *   today: '2026-01-28',
 * }) // { dosesReceived: 1, seriesSize: 2, nextDoseNumber: 2, dueDate: '2026-01-31', daysUntilDue: 3, status: 'Próxima' }
 */
export const scheduleOf = ({
  vaccine,
  doses,
  today,
}: {
  vaccine: ScheduledVaccine;
  doses: readonly DoseRecord[];
  today: string;
}): Schedule => {
  const active = activeDosesOf(doses);
  const base = { dosesReceived: active.count, seriesSize: vaccine.requiredDoses };
  if (active.count >= vaccine.requiredDoses) {
    return { ...base, nextDoseNumber: null, dueDate: null, daysUntilDue: null, status: scheduleStatuses.complete };
  }
  const nextDoseNumber = lowestFreeNumber(active.numbers);
  const dueDate = active.lastDate === undefined ? today : addDays(active.lastDate, vaccine.doseIntervalDays);
  const daysUntilDue = daysBetween(today, dueDate);
  return { ...base, nextDoseNumber, dueDate, daysUntilDue, status: statusOf(daysUntilDue) };
};

/** 'Atrasada' past the due date, 'Próxima' from it to {@link dueSoonDays} before, 'Al día' earlier. */
export const statusOf = (daysUntilDue: number): ScheduleStatus => {
  if (daysUntilDue < 0) return scheduleStatuses.overdue;
  return daysUntilDue <= dueSoonDays ? scheduleStatuses.dueSoon : scheduleStatuses.onTrack;
};

const lowestFreeNumber = (taken: ReadonlySet<number>) => {
  let number = 1;
  while (taken.has(number)) number += 1;
  return number;
};
