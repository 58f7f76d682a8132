import { checkDose, type DoseCheck } from '../../../domain/dose-check';
import type { ScheduledVaccine } from '../../../domain/dose-schedule';
import { forecastStatusLabels } from '../../../domain/forecast';
import type { CardVaccine, VaccinationCard } from '../../../domain/vaccination-card';
import { formatDate } from '../../../engine';
import { doseFormTexts } from '../texts';

/**
 * What the dose form reads from the patient's vaccination card about the vaccine of the dose:
 * its previous doses, the number to suggest and the checks of the number typed.
 */

/** The card's entry of a vaccine (one with schedule rules, or one the patient received), or null without one. */
export const historyOf = (card: VaccinationCard, vaccineId: number): CardVaccine | null =>
  card.vaccines.find((entry) => entry.vaccine.id === vaccineId) ?? null;

/**
 * The dose number to suggest: the schedule's next (the doses of that vaccine + 1 when none was
 * cancelled in between), 1 for a vaccine never received, null once the series is complete.
 *
 * @example
 * suggestedDoseNumber(null) // 1
 */
export const suggestedDoseNumber = (entry: CardVaccine | null): number | null =>
  entry ? entry.schedule.nextDoseNumber : 1;

// The card names only the vaccines a patient received, and the health staff may not read the
// others: a vaccine never received has a series the form does not know, so only the server
// checks its size (its 409 lands on the number field the same way).
const unknownSeries: ScheduledVaccine = { requiredDoses: Number.POSITIVE_INFINITY, doseIntervalDays: 0 };

/**
 * The checks of a dose of `doseNumber` given today (`day`, YYYY-MM-DD) against the patient's
 * history of its vaccine: refusals (beyond the series, a number held) and warnings (before the
 * due date, not the next number).
 *
 * @example
 * checkAgainstHistory({ entry: null, doseNumber: 2, day: '2026-06-01' }).warnings
 * // [{ code: 'notNext', message: 'La siguiente dosis de esta vacuna es la 1, no la 2' }]
 */
export const checkAgainstHistory = ({
  entry,
  doseNumber,
  day,
}: {
  entry: CardVaccine | null;
  doseNumber: number;
  day: string;
}): DoseCheck =>
  checkDose({
    vaccine: entry?.vaccine ?? unknownSeries,
    doses: (entry?.doses ?? []).map((dose) => ({ doseNumber: dose.doseNumber, date: dose.date, isActive: true })),
    proposal: { doseNumber, date: day },
  });

const texts = doseFormTexts.history;

/**
 * What the history says of the next dose: by the national schedule when the vaccine has rules
 * (its number, recommended date and status), else by the series' interval; the first dose for a
 * vaccine the card does not name, the count once the series is complete.
 *
 * @example
 * nextDoseText(null) // 'Siguiente dosis: 1.'
 */
export const nextDoseText = (entry: CardVaccine | null): string => {
  if (!entry) return texts.firstDose;
  const { forecast, schedule } = entry;
  if (forecast) {
    if (forecast.nextDoseNumber === null) return texts.complete(forecast.dosesReceived, forecast.seriesSize);
    return forecast.recommendedDate === null
      ? texts.nextNumber(forecast.nextDoseNumber)
      : texts.next(
          forecast.nextDoseNumber,
          formatDate(forecast.recommendedDate),
          forecastStatusLabels[forecast.status],
        );
  }
  return schedule.nextDoseNumber !== null && schedule.dueDate !== null
    ? texts.next(schedule.nextDoseNumber, formatDate(schedule.dueDate), schedule.status)
    : texts.complete(schedule.dosesReceived, schedule.seriesSize);
};

type Issue = { code: string; message: string };

/**
 * What the history panel says of the dose typed: the history's refusals first, then the
 * schedule's (a contraindication titled as one), then the warnings, only the first kind there is, with its title; null when none.
 *
 * @example
 * issuesToShow({ check: { refusals: [], warnings: [tooSoon] }, timing: null })
 * // { title: 'Atención', issues: [tooSoon], isRefused: false }
 */
export const issuesToShow = ({
  check,
  timing,
}: {
  check: Pick<DoseCheck, 'refusals' | 'warnings'> | null;
  timing: Issue | null;
}): { title: string; issues: readonly Issue[]; isRefused: boolean } | null => {
  const { refusals = [], warnings = [] } = check ?? {};
  const texts = doseFormTexts.history;
  if (refusals.length > 0) return { title: texts.refused, issues: refusals, isRefused: true };
  if (timing) {
    const title = timing.code === 'contraindicated' ? texts.contraindicated : texts.offSchedule;
    return { title, issues: [timing], isRefused: true };
  }
  return warnings.length > 0 ? { title: texts.notice, issues: warnings, isRefused: false } : null;
};
