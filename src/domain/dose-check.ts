import { formatDate } from '../engine';
import { activeDosesOf, type DoseRecord, type ScheduledVaccine, scheduleOf } from './dose-schedule';

/**
 * A proposed dose checked against the patient's history of that vaccine: refusals are never
 * right (the server refuses them and writes nothing), warnings ask the dose form for an
 * explicit confirmation.
 */

/** The Spanish messages of the checks, by what they catch. */
export const doseCheckMessages = {
  beyondSeries: (requiredDoses: number, doseNumber: number) =>
    `La vacuna tiene un esquema de ${requiredDoses} dosis: no se puede registrar la dosis ${doseNumber}`,
  alreadyActive: (doseNumber: number) => `El paciente ya tiene registrada la dosis ${doseNumber} de esta vacuna`,
  beforeDue: (doseNumber: number, dueDate: string) =>
    `La dosis ${doseNumber} se aplica antes de su fecha prevista (${formatDate(dueDate)})`,
  notNext: (nextDoseNumber: number, doseNumber: number) =>
    `La siguiente dosis de esta vacuna es la ${nextDoseNumber}, no la ${doseNumber}`,
  seriesComplete: 'El paciente ya completó el esquema de esta vacuna',
} as const;

export type DoseIssue = {
  code: 'beyondSeries' | 'alreadyActive' | 'beforeDue' | 'notNext' | 'seriesComplete';
  message: string;
};

export type DoseCheck = { refusals: DoseIssue[]; warnings: DoseIssue[] };

type CheckInput = {
  vaccine: ScheduledVaccine;
  /** The patient's doses of this vaccine, without the dose being edited. */
  doses: readonly DoseRecord[];
};

/**
 * What is never right for a dose: a number beyond the vaccine's series, or a number an active
 * dose of the same patient and vaccine already holds. Dates play no part.
 *
 * @example
 * doseRefusals({ vaccine: { requiredDoses: 2, doseIntervalDays: 21 }, doses: [], doseNumber: 3 })
 * // [{ code: 'beyondSeries', message: 'La vacuna tiene un esquema de 2 dosis: no se puede registrar la dosis 3' }]
 */
export const doseRefusals = ({ vaccine, doses, doseNumber }: CheckInput & { doseNumber: number }): DoseIssue[] => {
  if (doseNumber > vaccine.requiredDoses) {
    return [{ code: 'beyondSeries', message: doseCheckMessages.beyondSeries(vaccine.requiredDoses, doseNumber) }];
  }
  if (activeDosesOf(doses).numbers.has(doseNumber)) {
    return [{ code: 'alreadyActive', message: doseCheckMessages.alreadyActive(doseNumber) }];
  }
  return [];
};

/**
 * The refusals and, when there are none, the warnings of a proposed dose (its number and
 * `YYYY-MM-DD` date): before its due date (the interval after the latest active dose), or a
 * number other than the schedule's next.
 *
 * @example
 * checkDose({
 *   vaccine: { requiredDoses: 2, doseIntervalDays: 21 },
 *   doses: [{ doseNumber: 1, date: '2026-01-10', isActive: true }],
 *   proposal: { doseNumber: 2, date: '2026-01-20' },
 * }).warnings // [{ code: 'beforeDue', message: 'La dosis 2 se aplica antes de su fecha prevista (31/01/2026)' }]
 */
export const checkDose = ({
  vaccine,
  doses,
  proposal,
}: CheckInput & { proposal: { doseNumber: number; date: string } }): DoseCheck => {
  const refusals = doseRefusals({ vaccine, doses, doseNumber: proposal.doseNumber });
  if (refusals.length > 0) return { refusals, warnings: [] };
  const schedule = scheduleOf({ vaccine, doses, today: proposal.date });
  const warnings: DoseIssue[] = [];
  if (schedule.dueDate !== null && proposal.date < schedule.dueDate) {
    warnings.push({ code: 'beforeDue', message: doseCheckMessages.beforeDue(proposal.doseNumber, schedule.dueDate) });
  }
  if (schedule.nextDoseNumber === null) {
    warnings.push({ code: 'seriesComplete', message: doseCheckMessages.seriesComplete });
  } else if (schedule.nextDoseNumber !== proposal.doseNumber) {
    warnings.push({
      code: 'notNext',
      message: doseCheckMessages.notNext(schedule.nextDoseNumber, proposal.doseNumber),
    });
  }
  return { refusals, warnings };
};
