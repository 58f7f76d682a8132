import type { patientRoutes } from '../../domain/patient-routes';
import { patientNotFoundMessage } from '../../domain/vaccination-card';
import { today as serverToday } from '../../engine';
import { ApiFailure, answer, type HandlerOf } from '../../engine/server';
import { assessPatient, forecastAnswerOf, readAssessedDoses } from '../cdsi/patient-assessment';
import { readPatientObservations } from '../cdsi/patient-observations';
import { readStoredSchedule } from '../cdsi/stored-schedule';
import { readPatients } from './forecast-inputs';
import { patientIdOf } from './patient-id';

/**
 * `GET /patients/:id/forecast?today=YYYY-MM-DD`: the patient's CDSi evaluation and forecast
 * computed now (docs/cdsi.md), from their active doses (historical ones included), the
 * observations they hold that day and the stored schedule: one item per vaccine group, one evaluation per dose and antigen. The
 * patients' config declares the route (whoever may read patients, in their scope); their
 * behaviour answers it with this handler.
 *
 * @example
 * defineBehaviour(patients, { routes: { forecast: forecastRoute } });
 */
export const forecastRoute: HandlerOf<typeof patientRoutes, 'forecast'> = async ({ params, query }, { db }) => {
  const patientId = patientIdOf(params.id ?? '');
  const [patient] = await readPatients(db, { ids: [patientId] });
  if (!patient?.isActive) throw new ApiFailure(404, patientNotFoundMessage);
  const { birthDate } = patient;
  if (birthDate === null) return answer(200, { items: [], evaluations: [] });
  const [stored, dosesOf, observationsOf] = await Promise.all([
    readStoredSchedule(db),
    readAssessedDoses(db, [patientId]),
    readPatientObservations(db, { ids: [patientId] }),
  ]);
  const doses = dosesOf.get(patientId) ?? [];
  const observations = observationsOf.get(patientId) ?? [];
  const assessment = assessPatient({ stored, birthDate, doses, observations, today: query.today ?? serverToday() });
  return answer(200, forecastAnswerOf({ stored, assessment, doses }));
};
