import type { patientRoutes } from '../../domain/patient-routes';
import { answer, type HandlerOf, scopeCondition } from '../../engine/server';
import { patients } from '../../entities/patients';
import { similarPatients } from './query';

/**
 * `GET /patients/similar?firstName=&lastname=&birthDate=`: the patients the register form warns
 * about, its query parsed by the route's declaration (src/domain/patient-routes.ts). The
 * patients' behaviour answers the route with this handler.
 *
 * @example
 * defineBehaviour(patients, { routes: { similar: similarPatientsRoute } });
 */
export const similarPatientsRoute: HandlerOf<typeof patientRoutes, 'similar'> = async (
  { query },
  { db, repository, user },
) => {
  // Only the caller's patients: one of another place is found by its document (the lookup) and opened with a reason.
  const scope = scopeCondition({ registry: repository.registry, entity: patients, user, use: 'read' });
  return answer(200, { items: await similarPatients(db, query, scope) });
};
