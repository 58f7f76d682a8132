import type { ForecastAnswer } from '../../domain/forecast-answer';
import { isValidIsoDate, programmeDayOf } from '../../engine';
import type { Db } from '../../engine/server';
import { assessPatient, forecastAnswerOf } from '../cdsi/patient-assessment';
import { readPatientObservations } from '../cdsi/patient-observations';
import { readStoredSchedule } from '../cdsi/stored-schedule';
import type { DoseRow } from './queries';

/**
 * The card's CDSi evaluation and forecast on `today`, from the doses the card read, the patient's observations and
 * the stored schedule, as
 * `GET /patients/:id/forecast` computes them; nothing without a valid birth date, from which the engine counts.
 *
 * @example
 * const assessment = await cardAssessment({ db, patientId: 7, birthDate: '2026-01-10', doses, today: '2026-05-10' });
 */
export const cardAssessment = async ({
  db,
  patientId,
  birthDate,
  doses,
  today,
}: {
  db: Db;
  patientId: number;
  birthDate: string | null;
  doses: readonly DoseRow[];
  today: string;
}): Promise<ForecastAnswer> => {
  if (birthDate === null || !isValidIsoDate(birthDate)) return { items: [], evaluations: [] };
  const [stored, observationsOf] = await Promise.all([
    readStoredSchedule(db),
    readPatientObservations(db, { ids: [patientId] }),
  ]);
  const assessed = doses.map((row) => ({
    id: Number(row.id),
    vaccineId: Number(row.vaccineId),
    date: programmeDayOf(String(row.applicationDateTime ?? '')),
    batchExpiryDate: typeof row.batchExpirationDate === 'string' ? row.batchExpirationDate.slice(0, 10) : null,
  }));
  const observations = observationsOf.get(patientId) ?? [];
  const assessment = assessPatient({ stored, birthDate, doses: assessed, observations, today });
  return forecastAnswerOf({ stored, assessment, doses: assessed });
};
