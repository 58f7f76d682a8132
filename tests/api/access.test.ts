import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../helpers/test-api';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

type Route = [method: string, path: string, health: 'allowed' | 'denied'];

/** Every route of spec section 7 and what the health role may do there (admin may do all but delete users). */
const routes: Route[] = [
  ['GET', '/applied-doses', 'denied'],
  ['POST', '/applied-doses', 'allowed'],
  ['PATCH', '/applied-doses/1', 'denied'],
  ['PATCH', '/applied-doses/cancel/1', 'denied'],
  ['GET', '/vaccination-centers', 'allowed'],
  ['POST', '/vaccination-centers', 'denied'],
  ['PATCH', '/vaccination-centers/1', 'denied'],
  ['DELETE', '/vaccination-centers/1', 'denied'],
  ['GET', '/manufacturers', 'denied'],
  ['POST', '/manufacturers', 'denied'],
  ['PATCH', '/manufacturers/1', 'denied'],
  ['DELETE', '/manufacturers/1', 'denied'],
  ['GET', '/countries', 'denied'],
  ['POST', '/countries', 'denied'],
  ['PATCH', '/countries/1', 'denied'],
  ['DELETE', '/countries/1', 'denied'],
  ['GET', '/vaccines', 'denied'],
  ['POST', '/vaccines', 'denied'],
  ['PATCH', '/vaccines/1', 'denied'],
  ['DELETE', '/vaccines/1', 'denied'],
  ['GET', '/vaccine-batches', 'allowed'],
  ['POST', '/vaccine-batches', 'denied'],
  ['PATCH', '/vaccine-batches/1', 'denied'],
  ['DELETE', '/vaccine-batches/1', 'denied'],
  ['PATCH', '/vaccine-batches/1/status/2', 'denied'],
  ['GET', '/patients', 'allowed'],
  ['POST', '/patients', 'allowed'],
  ['PATCH', '/patients/1', 'denied'],
  ['DELETE', '/patients/1', 'denied'],
  ['GET', '/users', 'allowed'],
  ['GET', '/reports/doses-applied?centerId=1', 'allowed'],
  ['GET', '/reports/vaccine-batch-availability', 'allowed'],
];

const hasBody = (method: string) => method === 'POST' || method === 'PATCH';

describe('access per route and role', () => {
  it.each(routes)('%s %s should answer 401 without a token', async (method, path) => {
    const response = await api.request(method, path, hasBody(method) ? { body: {} } : {});
    expect(response.status).toBe(401);
  });

  it.each(routes)('%s %s should be %s for health', async (method, path, health) => {
    const response = await api.request(method, path, {
      token: api.tokens.health,
      body: hasBody(method) ? {} : undefined,
    });
    if (health === 'denied') {
      expect(response.status).toBe(403);
      expect(response.json).toEqual({ message: 'No tiene permiso para realizar esta acción' });
    } else {
      expect([200, 201, 400, 404]).toContain(response.status);
    }
  });

  it.each(routes)('%s %s should never be 401 or 403 for admin', async (method, path) => {
    const response = await api.request(method, path, {
      token: api.tokens.admin,
      body: hasBody(method) ? {} : undefined,
    });
    expect([401, 403]).not.toContain(response.status);
  });

  it.each([['POST'], ['PATCH']])('should refuse %s on users to the health staff', async (method) => {
    const path = method === 'POST' ? '/users' : '/users/1';
    expect((await api.request(method, path, { token: api.tokens.health, body: {} })).status).toBe(403);
  });

  it('should refuse DELETE on users to every role: an account is deactivated, never deleted', async () => {
    for (const token of [api.tokens.admin, api.tokens.health]) {
      expect((await api.request('DELETE', '/users/1', { token })).status).toBe(403);
    }
  });
});
