import { addDays } from '../../domain/calendar-days';
import type { PanelObservation } from '../../domain/cdsi/panel/panel-patient';
import { assessPatient } from '../cdsi/patient-assessment';
import type { StoredSchedule } from '../cdsi/stored-schedule';
import type { ForecastPatient, PatientDose } from './forecast-inputs';
import { type ForecastRow, forecastKeepDays } from './forecast-table';
import { uncountedDoseIds } from './uncounted-doses';

/**
 * The stored schedule arranged for computing many patients on one day: the vaccine each group's
 * target dose is given with (the first of its preferred vaccines for the forecast that the panel
 * has, by group name and dose number; else the first vaccine covering the group's first antigen).
 */
export type ForecastPlan = {
  computedOn: string;
  keepFrom: string;
  stored: StoredSchedule;
  vaccineFor: (group: string, doseNumber: number) => number | undefined;
};

/**
 * @example
 * const plan = forecastPlanOf(await readStoredSchedule(db), '2026-03-01');
 */
export const forecastPlanOf = (stored: StoredSchedule, computedOn: string): ForecastPlan => {
  const idByKey = new Map<string, number>();
  for (const [id, key] of stored.productKeyById) {
    if (stored.activeVaccineIds.has(id) && !idByKey.has(key)) idByKey.set(key, id);
  }
  const preferred = new Map<string, number>();
  const fallback = new Map<string, number>();
  for (const antigen of stored.schedule.antigens) {
    for (const series of antigen.series) {
      for (const dose of series.doses) {
        const key = `${series.vaccineGroup}#${dose.doseNumber}`;
        const vaccine = dose.preferableVaccines.find((item) => item.isForecast && idByKey.has(item.cvx));
        if (vaccine && !preferred.has(key)) preferred.set(key, idByKey.get(vaccine.cvx) ?? 0);
      }
    }
  }
  for (const group of stored.schedule.vaccineGroups) {
    const product = stored.schedule.vaccines.find((vaccine) =>
      vaccine.antigens.some((item) => item.antigen === group.antigens[0]),
    );
    const id = product && idByKey.get(product.cvx);
    if (id !== undefined) fallback.set(group.name, id);
  }
  return {
    computedOn,
    keepFrom: addDays(computedOn, -forecastKeepDays),
    stored,
    vaccineFor: (group, doseNumber) => preferred.get(`${group}#${doseNumber}`) ?? fallback.get(group),
  };
};

/**
 * What one patient keeps of the CDSi engine's answer: the rows of the stored forecast, the
 * engine's forecast of each vaccine group whose next dose has dates and a vaccine to give it
 * with, at the patient's centre (their catchment centre, else that of their latest active dose
 * that names one; the overdue date is the day after CDSi's past-due date), and the doses it did
 * not find valid, which the coverage leaves out (uncounted-doses.ts). Nothing for an inactive
 * patient or one without a birth date, and no row that can never be listed again
 * (forecast-table.ts).
 *
 * @example
 * storedForecastOf({ patient, doses, observations: [], plan })
 * // { rows: [{ patientId: 7, vaccineGroupId: 2, vaccineId: 4, centerId: 1, nextDoseNumber: 1, ... }], invalidDoseIds: [31] }
 */
export const storedForecastOf = ({
  patient,
  doses,
  observations,
  plan,
}: {
  patient: ForecastPatient;
  /** The patient's active doses (any vaccine). */
  doses: readonly PatientDose[];
  /** The patient's active observations: a group they make immune or contraindicated has no row. */
  observations: readonly PanelObservation[];
  plan: ForecastPlan;
}): { rows: ForecastRow[]; invalidDoseIds: number[] } => {
  const { birthDate } = patient;
  if (!patient.isActive || birthDate === null) return { rows: [], invalidDoseIds: [] };
  const { forecasts, evaluations } = assessPatient({
    stored: plan.stored,
    birthDate,
    doses,
    observations,
    today: plan.computedOn,
  });
  const centerId = patient.catchmentCenterId ?? latestCenterOf(doses);
  const rows = forecasts.flatMap((forecast): ForecastRow[] => {
    const { forecastDoseNumber, earliestDate, recommendedDate, pastDueDate, latestDate } = forecast;
    const group = plan.stored.groupByName.get(forecast.vaccineGroup);
    if (!group || forecastDoseNumber === null || earliestDate === null || recommendedDate === null) return [];
    if (forecast.seriesStatus !== 'not-complete') return [];
    if (latestDate !== null && (earliestDate > latestDate || latestDate < plan.keepFrom)) return [];
    const vaccineId = plan.vaccineFor(forecast.vaccineGroup, forecastDoseNumber);
    if (vaccineId === undefined) return [];
    return [
      {
        patientId: patient.id,
        vaccineGroupId: group.id,
        vaccineId,
        centerId,
        nextDoseNumber: forecastDoseNumber,
        earliestDate,
        recommendedDate,
        overdueDate: pastDueDate === null ? addDays(recommendedDate, 1) : addDays(pastDueDate, 1),
        latestDate,
        birthDate,
        hasAnyDose: doses.length > 0 ? 1 : 0,
      },
    ];
  });
  return { rows, invalidDoseIds: [...uncountedDoseIds(evaluations)].map(Number) };
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
