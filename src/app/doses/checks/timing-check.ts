import { checkDoseTiming, type TimingIssue } from '../../../domain/dose-timing';
import type { VaccinationCard } from '../../../domain/vaccination-card';
import { historyOf } from './dose-history';
import type { VaccineRules } from './schedule-rules-query';

/**
 * A dose of a vaccine on a `YYYY-MM-DD` date checked against the vaccine's schedule rules, with
 * the patient's birth date and previous doses of that vaccine as their vaccination card gives
 * them: why the schedule refuses it (too young, too soon, too old), or undefined when it may be
 * given, when the vaccine has no rules, or when the patient's birth date is unknown (the server
 * decides then).
 *
 * @example
 * timingIssueOf({ card, vaccineId: 4, vaccineRules, proposal: { doseNumber: 1, date: '2026-06-01' } })
 * // { code: 'tooYoung', message: 'El paciente aún no tiene la edad mínima para la dosis 1 de Pentavalente (6 semanas)' }
 */
export const timingIssueOf = ({
  card,
  vaccineId,
  vaccineRules,
  proposal,
}: {
  card: VaccinationCard;
  vaccineId: number;
  vaccineRules: VaccineRules;
  proposal: { doseNumber: number; date: string };
}): TimingIssue | undefined => {
  const birthDate = card.patient.dateOfBirth;
  if (!birthDate || vaccineRules.rules.length === 0) return undefined;
  const entry = historyOf(card, vaccineId);
  const vaccine = {
    id: vaccineId,
    vaccineName: entry?.vaccine.vaccineName ?? vaccineRules.vaccineName ?? '',
    // Only the name and the id count for the timing; the series is checked apart.
    requiredDoses: entry?.vaccine.requiredDoses ?? Number.POSITIVE_INFINITY,
    doseIntervalDays: entry?.vaccine.doseIntervalDays ?? 0,
  };
  const doses = (entry?.doses ?? []).map((dose) => ({
    vaccineId,
    doseNumber: dose.doseNumber,
    date: dose.date,
    isActive: true,
  }));
  return checkDoseTiming({ birthDate, vaccine, rules: vaccineRules.rules, doses, proposal });
};
