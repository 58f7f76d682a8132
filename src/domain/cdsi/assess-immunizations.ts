import { assessAntigen } from './antigen-forecast';
import type { CdsiSchedule } from './antigen-model';
import type { AdministeredDose, CdsiAssessment, CdsiPatient, DoseEvaluation } from './assessment-model';
import type { EngineContext } from './engine-context';
import { groupForecast } from './group-forecast';

export type AssessmentInput = {
  /** The schedule in the project's model (from CDC's supporting data, or the programme's own). */
  schedule: CdsiSchedule;
  patient: CdsiPatient;
  /** The patient's doses, in any order (one dated before birth is left out). */
  doses: readonly AdministeredDose[];
  /** The day the patient is assessed on, `YYYY-MM-DD`: today for the card and the due lists. */
  assessmentDate: string;
};

/**
 * CDC's CDSi evaluation and forecast for one patient: every dose evaluated for each antigen it covers (valid, not
 * valid, extraneous or sub-standard, with CDC's reason and the target dose it satisfied), then the forecast of each
 * vaccine group with a series: its series status, next dose and dates, and today's status. Pure: the same input
 * gives the same answer in the browser and on the server.
 *
 * @example
 * const { evaluations, forecasts } = assessImmunizations({
 *   schedule,
 *   patient: { dateOfBirth: '2026-01-10', gender: null, observations: [] },
 *   doses: [{ id: 1, date: '2026-03-12', cvx: '146', batchExpiryDate: null }],
 *   assessmentDate: '2026-05-10',
 * });
 * forecasts.find((item) => item.vaccineGroup === 'Polio')
 * // { forecastDoseNumber: 2, seriesStatus: 'not-complete', earliestDate: '2026-04-09', status: 'due', … }
 */
export const assessImmunizations = ({ schedule, patient, doses, assessmentDate }: AssessmentInput): CdsiAssessment => {
  const context: EngineContext = {
    schedule,
    patient,
    doses: doses
      .filter((dose) => dose.date >= patient.dateOfBirth)
      .toSorted((first, second) => first.date.localeCompare(second.date)),
    assessmentDate,
  };
  const assessed = new Map(schedule.antigens.map((antigen) => [antigen.name, assessAntigen(context, antigen)]));
  const evaluations: DoseEvaluation[] = [];
  const forecasts = schedule.vaccineGroups.flatMap((group) => {
    const antigens = group.antigens.flatMap((name) => {
      const result = assessed.get(name);
      return result ? [result] : [];
    });
    if (antigens.length === 0) return [];
    for (const { evaluation } of antigens) {
      for (const item of evaluation?.evaluated ?? []) {
        evaluations.push({
          doseId: item.dose.id,
          date: item.dose.date,
          cvx: item.dose.cvx,
          antigen: evaluation?.antigen.name ?? '',
          vaccineGroup: group.name,
          series: evaluation?.series.name ?? '',
          status: item.status,
          reason: item.reason,
          doseNumber: item.doseNumber,
        });
      }
    }
    return [groupForecast({ group, antigens: antigens.map(({ forecast }) => forecast), today: assessmentDate })];
  });
  return { evaluations, forecasts };
};
