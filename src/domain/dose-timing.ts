import { formatDate } from '../engine';
import { ageInWords } from './age-words';
import { addDays } from './calendar-days';
import type { ForecastDose, ForecastVaccine, ScheduleRule } from './forecast';

/**
 * A proposed dose checked against the schedule's ages and interval, as CDC's CDSi does: a dose
 * up to {@link doseGraceDays} days before its earliest date still counts, one after the latest
 * date never does. The server refuses what this refuses (unless an admin overrides it) and the
 * dose form says so before sending.
 */

/** Days before the earliest date a dose is still accepted (CDSi's grace period). */
export const doseGraceDays = 4;

/** The Spanish messages of the timing checks, by what they catch. */
export const doseTimingMessages = {
  tooYoung: (doseNumber: number, vaccineName: string, minimumAgeDays: number) =>
    `El paciente aún no tiene la edad mínima para la dosis ${doseNumber} de ${vaccineName} (${ageInWords(minimumAgeDays)})`,
  tooSoon: (doseNumber: number, vaccineName: string, minimumIntervalDays: number, earliestDate: string) =>
    `La dosis ${doseNumber} de ${vaccineName} requiere ${dayCount(minimumIntervalDays)} desde la dosis anterior (no antes del ${formatDate(earliestDate)})`,
  tooOld: (doseNumber: number, vaccineName: string, maximumAgeDays: number) =>
    `El paciente superó la edad máxima para la dosis ${doseNumber} de ${vaccineName} (${ageInWords(maximumAgeDays)})`,
} as const;

export type TimingIssue = { code: 'tooYoung' | 'tooSoon' | 'tooOld'; message: string };

/**
 * Why a dose may not be given on the proposed `YYYY-MM-DD` date, or undefined when it may: after
 * the latest date (birth + maximum age − 1) it is 'tooOld'; more than {@link doseGraceDays} days
 * before its earliest date it is 'tooYoung' when the minimum age sets that date and 'tooSoon'
 * when the interval from the previous dose does (the latest active dose dated on or before the
 * proposal). A vaccine without a rule for that dose number is never refused.
 *
 * @example
 * checkDoseTiming({
 *   birthDate: '2026-01-01',
 *   vaccine: { id: 1, vaccineName: 'Pentavalente', requiredDoses: 3, doseIntervalDays: 28 },
 *   rules: [{ vaccineId: 1, doseNumber: 1, minimumAgeDays: 42, recommendedAgeDays: 60, overdueAgeDays: 90,
 *     maximumAgeDays: null, minimumIntervalDays: 0 }],
 *   doses: [],
 *   proposal: { doseNumber: 1, date: '2026-02-07' },
 * }) // { code: 'tooYoung', message: 'El paciente aún no tiene la edad mínima para la dosis 1 de Pentavalente (6 semanas)' }
 */
export const checkDoseTiming = ({
  birthDate,
  vaccine,
  rules,
  doses,
  proposal,
}: {
  birthDate: string;
  vaccine: ForecastVaccine;
  rules: readonly ScheduleRule[];
  /** This vaccine's doses, without the dose being edited. */
  doses: readonly ForecastDose[];
  proposal: { doseNumber: number; date: string };
}): TimingIssue | undefined => {
  const rule = rules.find(
    (candidate) => candidate.vaccineId === vaccine.id && candidate.doseNumber === proposal.doseNumber,
  );
  if (!rule) return undefined;
  const { doseNumber, date } = proposal;
  if (rule.maximumAgeDays !== null && date > addDays(birthDate, rule.maximumAgeDays - 1)) {
    return { code: 'tooOld', message: doseTimingMessages.tooOld(doseNumber, vaccine.vaccineName, rule.maximumAgeDays) };
  }
  const ageDate = addDays(birthDate, rule.minimumAgeDays);
  const previousDate = previousDoseDate(doses, vaccine.id, date);
  const intervalDate = previousDate === undefined ? undefined : addDays(previousDate, rule.minimumIntervalDays);
  const isIntervalBinding = intervalDate !== undefined && intervalDate > ageDate;
  const earliestDate = isIntervalBinding ? intervalDate : ageDate;
  if (date >= addDays(earliestDate, -doseGraceDays)) return undefined;
  if (isIntervalBinding) {
    const message = doseTimingMessages.tooSoon(doseNumber, vaccine.vaccineName, rule.minimumIntervalDays, earliestDate);
    return { code: 'tooSoon', message };
  }
  return {
    code: 'tooYoung',
    message: doseTimingMessages.tooYoung(doseNumber, vaccine.vaccineName, rule.minimumAgeDays),
  };
};

/** The date of the latest active dose of the vaccine given on or before a date. */
const previousDoseDate = (doses: readonly ForecastDose[], vaccineId: number, onOrBefore: string) =>
  doses
    .filter((dose) => dose.isActive && dose.vaccineId === vaccineId && dose.date <= onOrBefore)
    .reduce<string | undefined>(
      (latest, dose) => (latest === undefined || dose.date > latest ? dose.date : latest),
      undefined,
    );

const dayCount = (days: number) => `${days} ${days === 1 ? 'día' : 'días'}`;
