import { signToken } from '../../src/server/auth/tokens';
import { idOf } from './sample-data';
import type { TestApi } from './test-api';

/** Where a test account works: a centre, an organisation unit, or neither (the whole network). */
export type TestPlace = { vaccinationCenterId?: number; orgUnitId?: number };

let sequence = 0;

/**
 * An account the test API's admin creates at a place, and a caller that sends requests with its
 * token: how the scope tests ask as a vaccinator of one centre or as a district's admin.
 *
 * @example
 * const vaccinator = await scopedAccount(fixture.api, 'health', { vaccinationCenterId: northId });
 * const response = await vaccinator.request('GET', '/patients?page=1');
 */
export const scopedAccount = async (api: TestApi, role: 'admin' | 'health', place: TestPlace) => {
  sequence += 1;
  const created = await api.admin('POST', '/users', {
    name: 'Cuenta',
    lastname: 'Con Ámbito',
    email: `ambito.prueba${sequence}@gmail.com`,
    role,
    password: 'inicial123',
    ...place,
  });
  if (created.status !== 201) throw new Error(`The scoped account was refused: ${JSON.stringify(created.json)}`);
  const id = idOf(created);
  const token = await signToken({ secret: api.secret, userId: id, role });
  return {
    id,
    token,
    request: (method: string, path: string, body?: unknown) => api.request(method, path, { token, body }),
  };
};
