import { type LookedUpPatient, patientLookupSchema } from '../../../domain/patient-lookup';
import { type AccessGrantAnswer, accessGrantAnswerSchema } from '../../../engine';
import { http } from '../../api/client';

/**
 * `GET /patients/lookup?identityDocument=`: the patients of the whole country with that exact
 * document (and the children its holder represents), each saying whether the user's scope holds them.
 *
 * @example
 * const found = await lookUpPatients({ identityDocument: '40123987', signal }); // [{ id: 9, isInScope: false, ... }]
 */
export const lookUpPatients = async ({
  identityDocument,
  signal,
}: {
  identityDocument: string;
  signal?: AbortSignal;
}): Promise<LookedUpPatient[]> =>
  patientLookupSchema.parse(await http.request('GET', '/patients/lookup', { query: { identityDocument }, signal }))
    .items;

/**
 * `POST /patients/{id}/access` `{ reason }`: the user may open that patient of another centre for
 * 24 hours; the reason is kept in the audit trail. Rejects with the server's `ApiError`.
 *
 * @example
 * await grantPatientAccess({ patientId: 9, reason: 'Se mudó a nuestro distrito' }); // { expiresAt: '2026-…' }
 */
export const grantPatientAccess = async ({
  patientId,
  reason,
}: {
  patientId: number;
  reason: string;
}): Promise<AccessGrantAnswer> =>
  accessGrantAnswerSchema.parse(await http.request('POST', `/patients/${patientId}/access`, { body: { reason } }));
