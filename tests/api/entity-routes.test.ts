import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnyEntity } from '../../src/engine/entity';
import { defineBehaviour } from '../../src/engine/server/writes/behaviour';
import { behaviours } from '../../src/server/behaviours';
import { clinicRooms } from '../fixtures/clinic-rooms';
import { entities } from '../fixtures/registry';
import { idOf, payloads } from '../helpers/sample-data';
import { createTestApi, type TestApi } from '../helpers/test-api';

/** The test-only entity with two routes of its own: a fixed path, and one below a row. */
const rooms: AnyEntity = {
  ...clinicRooms,
  routes: [
    { name: 'occupancy', method: 'get', path: '/:id/occupancy', access: 'create' },
    { name: 'summary', method: 'get', path: '/summary', access: 'read' },
  ],
};

const roomsBehaviour = defineBehaviour(rooms, {
  routes: {
    summary: (c) => c.json({ route: 'summary' }),
    occupancy: (c) => c.json({ route: 'occupancy', id: c.req.param('id') }),
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
