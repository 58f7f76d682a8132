import { assessImmunizations } from '../../domain/cdsi/assess-immunizations';
import type { CdsiAssessment } from '../../domain/cdsi/assessment-model';
import { type PanelDose, type PanelObservation, panelAssessmentInput } from '../../domain/cdsi/panel/panel-patient';
import type { ForecastAnswer } from '../../domain/forecast-answer';
import { programmeDayOf } from '../../engine';
import { type Db, tableOf } from '../../engine/server';
import { appliedDoses } from '../../entities/applied-doses';
import { vaccineBatches } from '../../entities/vaccine-batches';
import type { StoredSchedule } from './stored-schedule';

/** A patient's active dose as the engine reads it, with the panel's ids. */
export type AssessedDose = PanelDose;

/**
 * The active doses (historical ones included) of some patients, by patient, each with its
 * `YYYY-MM-DD` day (the stored date's) and its batch's expiry when it names one.
 *
 * @example
 * const dosesOf = await readAssessedDoses(db, [7]);
 */
export const readAssessedDoses = async (db: Db, patientIds: readonly number[]) => {
  const dosesOf = new Map<number, AssessedDose[]>();
  if (patientIds.length === 0) return dosesOf;
  const rows = await db
    .selectFrom(`${tableOf(appliedDoses)} as dose`)
    .leftJoin(`${tableOf(vaccineBatches)} as batch`, 'batch.id', 'dose.vaccineBatchId')
    .select(['dose.id', 'dose.patientId', 'dose.vaccineId', 'dose.applicationDateTime', 'batch.expirationDate'])
    .where('dose.isActive', '=', 1)
    .where('dose.patientId', 'in', [...patientIds])
    .orderBy('dose.id')
    .execute();
  for (const row of rows) {
    if (row.vaccineId === null) continue;
    const dose = {
      id: Number(row.id),
      vaccineId: Number(row.vaccineId),
      date: programmeDayOf(String(row.applicationDateTime ?? '')),
      batchExpiryDate: typeof row.expirationDate === 'string' ? row.expirationDate.slice(0, 10) : null,
    };
    const patientId = Number(row.patientId);
    dosesOf.set(patientId, [...(dosesOf.get(patientId) ?? []), dose]);
  }
  return dosesOf;
};

/**
 * The CDSi engine's answer for one patient on a day, from the stored schedule, their doses (a dose
 * of a vaccine the schedule does not know counts for no antigen) and the observations they hold
 * that day (`readPatientObservations`).
 *
 * @example
 * const assessment = assessPatient({ stored, birthDate: '2026-01-10', doses, observations: [], today: '2026-05-10' });
 */
export const assessPatient = ({
  stored,
  birthDate,
  doses,
  observations,
  today,
}: {
  stored: StoredSchedule;
  birthDate: string;
  doses: readonly AssessedDose[];
  observations: readonly PanelObservation[];
  today: string;
}): CdsiAssessment =>
  assessImmunizations(
    panelAssessmentInput({
      schedule: stored.schedule,
      productKeys: stored.productKeyById,
      birthDate,
      doses,
      observations,
      day: today,
    }),
  );

/**
 * The engine's answer as `GET /patients/{id}/forecast` gives it: groups and antigens by id and name, each
 * evaluation with its dose's id, vaccine and day.
 *
 * @example
 * const answer = forecastAnswerOf({ stored, assessment, doses });
 */
export const forecastAnswerOf = ({
  stored,
  assessment,
  doses,
}: {
  stored: StoredSchedule;
  assessment: CdsiAssessment;
  doses: readonly AssessedDose[];
}): ForecastAnswer => {
  const groupOf = (name: string) => stored.groupByName.get(name) ?? { id: 0, name };
  const antigenOf = (name: string) => stored.antigenByName.get(name) ?? { id: 0, name };
  const doseOf = new Map(doses.map((dose) => [dose.id, dose]));
  return {
    items: assessment.forecasts.map(({ vaccineGroup, antigens, ...forecast }) => ({
      vaccineGroup: groupOf(vaccineGroup),
      antigens: antigens.map(antigenOf),
      ...forecast,
    })),
    evaluations: assessment.evaluations.map((evaluation) => {
      const dose = doseOf.get(Number(evaluation.doseId));
      return {
        appliedDoseId: Number(evaluation.doseId),
        vaccineId: dose?.vaccineId ?? 0,
        applicationDate: evaluation.date,
        vaccineGroup: groupOf(evaluation.vaccineGroup),
        antigen: antigenOf(evaluation.antigen),
        doseNumber: evaluation.doseNumber,
        status: evaluation.status,
        reason: evaluation.reason,
      };
    }),
  };
};
