import type { patientRoutes } from '../../domain/patient-routes';
import { patientNotFoundMessage } from '../../domain/vaccination-card';
import { today as serverToday } from '../../engine';
import { ApiFailure, answer, type HandlerOf, readId, tooLargeIdMessage } from '../../engine/server';
import { readCatalogue } from '../programme/forecast-inputs';
import { vaccinationCardOf } from './card';
import { cardAssessment } from './card-assessment';
import { findCardDoses, findCardPatient } from './queries';

/**
 * `GET /patients/:id/vaccination-card?today=YYYY-MM-DD`: a patient's data, their representative,
 * and the whole schedule: every vaccine with rules and every vaccine they received, with its
 * active doses (historical ones marked) and its forecast on `today`, and every vaccine group
 * with its CDSi forecast and the doses evaluated for it. The patients' config
 * declares the route (whoever may read patients may read their card: the admin and the health
 * staff); their behaviour answers it with this handler.
 *
 * @example
 * defineBehaviour(patients, { routes: { vaccinationCard: vaccinationCardRoute } });
 */
export const vaccinationCardRoute: HandlerOf<typeof patientRoutes, 'vaccinationCard'> = async (
  { params, query },
  { db },
) => {
  const patientId = patientIdOf(params.id ?? '');
  const patient = await findCardPatient(db, patientId);
  if (!patient) throw new ApiFailure(404, patientNotFoundMessage);
  const today = query.today ?? serverToday();
  const [doses, catalogue] = await Promise.all([findCardDoses(db, patientId), readCatalogue(db)]);
  const assessment = await cardAssessment({ db, patientId, birthDate: patient.dateOfBirth, doses, today });
  return answer(200, vaccinationCardOf({ patient, doses, catalogue, assessment, today }));
};

const patientIdOf = (text: string) => {
  const reading = readId(text);
  if ('id' in reading) return reading.id;
  if (reading.problem === 'tooLarge') throw new ApiFailure(400, tooLargeIdMessage, { id: tooLargeIdMessage });
  throw new ApiFailure(404, patientNotFoundMessage);
};
