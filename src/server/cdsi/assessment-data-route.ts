import type { patientRoutes } from '../../domain/patient-routes';
import { patientNotFoundMessage } from '../../domain/vaccination-card';
import { ApiFailure, answer, type HandlerOf } from '../../engine/server';
import { readPatients } from '../programme/forecast-inputs';
import { patientIdOf } from '../programme/patient-id';
import { readAssessedDoses } from './patient-assessment';
import { readPatientObservations } from './patient-observations';
import { scheduleVersion } from './schedule-version';

/**
 * `GET /patients/:id/assessment-data`: what the CDSi engine reads of a patient (birth date, active
 * doses, observations) and the schedule's version, for the dose form's check before sending. The
 * patients' config declares the route (whoever may read the patient, in their scope); their
 * behaviour answers it with this handler.
 *
 * @example
 * defineBehaviour(patients, { routes: { assessmentData: assessmentDataRoute } });
 */
export const assessmentDataRoute: HandlerOf<typeof patientRoutes, 'assessmentData'> = async ({ params }, { db }) => {
  const patientId = patientIdOf(params.id ?? '');
  const [patient] = await readPatients(db, { ids: [patientId] });
  if (!patient?.isActive) throw new ApiFailure(404, patientNotFoundMessage);
  const [dosesOf, observationsOf, version] = await Promise.all([
    readAssessedDoses(db, [patientId]),
    readPatientObservations(db, { ids: [patientId] }),
    scheduleVersion(db),
  ]);
  return answer(200, {
    dateOfBirth: patient.birthDate,
    doses: dosesOf.get(patientId) ?? [],
    observations: observationsOf.get(patientId) ?? [],
    scheduleVersion: version,
  });
};
