import { addDays } from '../../domain/calendar-days';
import { type ForecastDose, type ForecastVaccine, type ScheduleRule, vaccineForecast } from '../../domain/forecast';
import type { ForecastCatalogue, ForecastPatient, PatientDose } from './forecast-inputs';
import { type ForecastRow, forecastKeepDays } from './forecast-table';

/**
 * The catalogue arranged for computing many patients on one day: each vaccine's rules, the
 * vaccines with rules, and for each of those the birth date before which none of its rows is
 * ever stored (every dose of its series has a rule with a maximum age, long passed).
 */
export type ForecastPlan = {
  computedOn: string;
  keepFrom: string;
  vaccineOf: ReadonlyMap<number, ForecastVaccine>;
  rulesOf: ReadonlyMap<number, readonly ScheduleRule[]>;
  ruledIds: readonly number[];
  prunedBefore: ReadonlyMap<number, string>;
};

/**
 * @example
 * const plan = forecastPlanOf(await readCatalogue(db), '2026-03-01');
 */
export const forecastPlanOf = (catalogue: ForecastCatalogue, computedOn: string): ForecastPlan => {
  const keepFrom = addDays(computedOn, -forecastKeepDays);
  const vaccineOf = new Map(catalogue.vaccines.map((vaccine) => [vaccine.id, vaccine]));
  const rulesOf = new Map<number, ScheduleRule[]>();
  for (const rule of catalogue.rules) {
    if (vaccineOf.has(rule.vaccineId)) rulesOf.set(rule.vaccineId, [...(rulesOf.get(rule.vaccineId) ?? []), rule]);
  }
  const prunedBefore = new Map<number, string>();
  for (const [vaccineId, rules] of rulesOf) {
    const size = vaccineOf.get(vaccineId)?.requiredDoses ?? 0;
    const maxima = Array.from(
      { length: size },
      (_, index) => rules.find((rule) => rule.doseNumber === index + 1)?.maximumAgeDays ?? null,
    );
    if (size > 0 && maxima.every((maximum) => maximum !== null)) {
      prunedBefore.set(vaccineId, addDays(keepFrom, 1 - Math.max(...(maxima as number[]))));
    }
  }
  return { computedOn, keepFrom, vaccineOf, rulesOf, ruledIds: [...rulesOf.keys()], prunedBefore };
};

/**
 * The rows one patient keeps in the stored forecast, from the pure forecast of each vaccine
 * with rules and each vaccine they have an active dose of (as `patientForecast` lists them):
 * each vaccine whose series is not complete, at the patient's centre (their catchment centre,
 * else that of their latest active dose that names one). With `vaccineId`, that vaccine's row
 * only (a recompute after its rules changed). None for an inactive patient or one without a
 * birth date, and none that can never be listed again (forecast-table.ts).
 *
 * @example
 * forecastRowsOf({ patient, doses, plan })
 * // [{ patientId: 7, vaccineId: 2, centerId: 1, nextDoseNumber: 1, earliestDate: '2026-02-12', ... }]
 */
export const forecastRowsOf = ({
  patient,
  doses,
  plan,
  vaccineId,
}: {
  patient: ForecastPatient;
  /** The patient's active doses (any vaccine). */
  doses: readonly PatientDose[];
  plan: ForecastPlan;
  vaccineId?: number;
}): ForecastRow[] => {
  const { birthDate } = patient;
  if (!patient.isActive || birthDate === null) return [];
  const dosesOf = new Map<number, ForecastDose[]>();
  for (const dose of doses) {
    const own = dosesOf.get(dose.vaccineId);
    const forecastDose = { vaccineId: dose.vaccineId, doseNumber: dose.doseNumber, date: dose.date, isActive: true };
    if (own) own.push(forecastDose);
    else dosesOf.set(dose.vaccineId, [forecastDose]);
  }
  const candidates = vaccineId === undefined ? new Set([...plan.ruledIds, ...dosesOf.keys()]) : [vaccineId];
  const centerId = patient.catchmentCenterId ?? latestCenterOf(doses);
  const rows: ForecastRow[] = [];
  for (const id of candidates) {
    const vaccine = plan.vaccineOf.get(id);
    const rules = plan.rulesOf.get(id) ?? [];
    const own = dosesOf.get(id) ?? [];
    if (!vaccine || (rules.length === 0 && own.length === 0)) continue;
    const prunedBefore = plan.prunedBefore.get(id);
    if (prunedBefore !== undefined && birthDate < prunedBefore) continue;
    const item = vaccineForecast({ birthDate, vaccine, rules, doses: own, today: plan.computedOn });
    const { nextDoseNumber, earliestDate, recommendedDate, overdueDate, latestDate } = item;
    if (nextDoseNumber === null || earliestDate === null || recommendedDate === null || overdueDate === null) continue;
    if (latestDate !== null && (earliestDate > latestDate || latestDate < plan.keepFrom)) continue;
    rows.push({
      patientId: patient.id,
      vaccineId: id,
      centerId,
      nextDoseNumber,
      earliestDate,
      recommendedDate,
      overdueDate,
      latestDate,
      birthDate,
      hasAnyDose: doses.length > 0 ? 1 : 0,
    });
  }
  return rows;
};

/** The centre of the latest active dose (by date and time, then id) that names one. */
const latestCenterOf = (doses: readonly PatientDose[]): number | null => {
  let latest: PatientDose | undefined;
  for (const dose of doses) {
    if (dose.centerId === null) continue;
    if (!latest || isLater(dose, latest)) latest = dose;
  }
  return latest?.centerId ?? null;
};

const isLater = (dose: PatientDose, than: PatientDose) =>
  dose.applicationDateTime === than.applicationDateTime
    ? dose.id > than.id
    : dose.applicationDateTime > than.applicationDateTime;
