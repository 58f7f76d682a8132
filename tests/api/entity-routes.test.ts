import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { AnyEntity, EntityRouteConfig } from '../../src/engine/contract/entity';
import { answer } from '../../src/engine/server/routes/route-handler';
import { defineBehaviour } from '../../src/engine/server/writes/behaviour';
import { behaviours } from '../../src/server/behaviours';
import { clinicRooms } from '../fixtures/clinic-rooms';
import { entities } from '../fixtures/registry';
import { idOf, payloads } from '../helpers/sample-data';
import { createTestApi, type TestApi } from '../helpers/test-api';

/** The test-only entity with two routes of its own: a fixed path, and one below a row. */
const roomRoutes = [
  {
    name: 'occupancy',
    method: 'get',
    path: '/:id/occupancy',
    access: 'create',
    summary: 'Ocupación de una sala',
    answers: { 200: { description: 'La ruta y la sala.', schema: z.object({ route: z.string(), id: z.string() }) } },
    errors: [401, 403, 500],
  },
  {
    name: 'summary',
    method: 'get',
    path: '/summary',
    access: 'read',
    summary: 'Resumen de las salas',
    answers: { 200: { description: 'La ruta.', schema: z.object({ route: z.string() }) } },
    errors: [401, 403, 500],
  },
] as const satisfies readonly EntityRouteConfig[];
const rooms = { ...clinicRooms, routes: roomRoutes } satisfies AnyEntity;

const roomsBehaviour = defineBehaviour(rooms, {
  routes: {
    summary: async () => answer(200, { route: 'summary' }),
    occupancy: async ({ params }) => answer(200, { route: 'occupancy', id: params.id }),
  },
});

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({
    entities: entities.map((entity) => (entity.name === rooms.name ? rooms : entity)),
    behaviours: [...behaviours, roomsBehaviour],
  });
});
afterAll(() => api.close());

describe('the routes an entity config declares', () => {
  it('should answer a fixed path with its handler, not as the row `/:id`', async () => {
    const response = await api.health('GET', '/clinic-rooms/summary');

    expect(response.status).toBe(200);
    expect(response.json).toEqual({ route: 'summary' });
  });

  it("should answer a row's path behind the roles of its access, next to the CRUD routes", async () => {
    const centerId = idOf(await api.admin('POST', '/vaccination-centers', payloads.center()));
    const roomId = idOf(
      await api.admin('POST', '/clinic-rooms', { roomName: 'Sala 1', capacity: 2, hasFridge: true, centerId }),
    );

    expect((await api.health('GET', `/clinic-rooms/${roomId}/occupancy`)).status).toBe(403);
    expect((await api.admin('GET', `/clinic-rooms/${roomId}/occupancy`)).json).toEqual({
      route: 'occupancy',
      id: String(roomId),
    });
    expect((await api.health('GET', `/clinic-rooms/${roomId}`)).json).toMatchObject({ id: roomId, roomName: 'Sala 1' });
  });
});
