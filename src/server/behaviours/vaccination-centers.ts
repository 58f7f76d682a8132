import { defineBehaviour } from '../../engine/server';
import { vaccinationCenters } from '../../entities/vaccination-centers';
import { closeSessionRoute } from '../stock/close-session';

/** A centre's declared routes (docs/supply.md): 'Cerrar jornada' discards its open vials. */
export const vaccinationCenterBehaviour = defineBehaviour(vaccinationCenters, {
  routes: { closeSession: closeSessionRoute },
});
