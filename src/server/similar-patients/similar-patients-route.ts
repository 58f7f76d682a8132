import type { patientRoutes } from '../../domain/patient-routes';
import { answer, type HandlerOf } from '../../engine/server';
import { similarPatients } from './query';

/**
 * `GET /patients/similar?firstName=&lastname=&birthDate=`: the patients the register form warns
 * about, its query parsed by the route's declaration (src/domain/patient-routes.ts). The
 * patients' behaviour answers the route with this handler.
 *
 * @example
 * defineBehaviour(patients, { routes: { similar: similarPatientsRoute } });
 */
export const similarPatientsRoute: HandlerOf<typeof patientRoutes, 'similar'> = async ({ query }, { db }) =>
  answer(200, { items: await similarPatients(db, query) });
