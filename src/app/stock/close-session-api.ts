import { type ClosedSession, closedSessionSchema } from '../../domain/supply/center-routes';
import { http } from '../api/client';

/**
 * 'Cerrar jornada' at a centre (`POST /vaccination-centers/{id}/close-session`): what it
 * discarded, each lot's open vial with the doses left in it.
 *
 * @example
 * const { items } = await closeSession(3);
 */
export const closeSession = async (centerId: number): Promise<ClosedSession> =>
  closedSessionSchema.parse(await http.request('POST', `/vaccination-centers/${centerId}/close-session`));
