import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AnyEntity } from '../../src/engine/contract/entity';
import { ApiFailure, RevertWrite } from '../../src/engine/server/api-error';
import { tableOf } from '../../src/engine/server/schema/tables';
import { defineBehaviour } from '../../src/engine/server/writes/behaviour';
import { entities } from '../../src/entities';
import { vaccinationCenters } from '../../src/entities/vaccination-centers';
import { createApp } from '../../src/server/app';
import { behaviours } from '../../src/server/behaviours';
import { clinicRooms } from '../fixtures/clinic-rooms';
import { idOf, payloads } from '../helpers/sample-data';
import { createTestApi, type TestApi } from '../helpers/test-api';

/** Clinic rooms with one declared action: `PATCH /clinic-rooms/{id}/fridge/{si|no}`. */
const hookedRooms: AnyEntity = {
  ...clinicRooms,
  actions: [
    {
      name: 'fridge',
      route: ':id/fridge/:state',
      access: 'update',
      placement: 'edit',
      variants: [{ label: 'Cambiar refrigerador' }],
      success: 'Refrigerador actualizado',
    },
  ],
};

/** What the hooks saw, in order; and the hook that throws next, if any. */
const calls: string[] = [];
let failure: { at: string; error: Error } | undefined;
const failIfAsked = (at: string) => {
  if (failure?.at === at) throw failure.error;
};

const roomBehaviour = defineBehaviour(hookedRooms, {
  beforeChange: async ({ operation, id, original, values, context }) => {
    calls.push(`beforeChange ${operation} ${id ?? '-'} ${String(original?.roomName ?? '-')}`);
    // A write of the hook's own, which a later failure must undo with the rest.
    await context.db
      .updateTable(tableOf(vaccinationCenters))
      .set({ centerName: `Centro tocado ${calls.length}` })
      .where('id', '=', Number(values.centerId ?? original?.centerId))
      .execute();
    failIfAsked('beforeChange');
    return typeof values.roomName === 'string' ? { ...values, roomName: `${values.roomName} (revisada)` } : values;
  },
  afterChange: async ({ operation, id, context }) => {
    const stored = await context.db
      .selectFrom(tableOf(hookedRooms))
      .select('roomName')
      .where('id', '=', id)
      .executeTakeFirst();
    calls.push(`afterChange ${operation} ${id} ${String(stored?.roomName)}`);
    failIfAsked('afterChange');
  },
  beforeDelete: async ({ id, original }) => {
    calls.push(`beforeDelete ${id} ${Number(original.isActive)}`);
    failIfAsked('beforeDelete');
  },
  afterDelete: async ({ id, context }) => {
    const stored = await context.db
      .selectFrom(tableOf(hookedRooms))
      .select('isActive')
      .where('id', '=', id)
      .executeTakeFirst();
    calls.push(`afterDelete ${id} ${Number(stored?.isActive)}`);
    failIfAsked('afterDelete');
  },
  actions: {
    fridge: async ({ id, params, original, row }) => {
      calls.push(`fridge ${id} ${params.state} ${Number(original.hasFridge)}`);
      failIfAsked('fridge');
      await row.update({ hasFridge: params.state === 'si' });
    },
  },
});

let api: TestApi;
let centerId: number;
beforeAll(async () => {
  api = await createTestApi({ entities: [...entities, hookedRooms], behaviours: [...behaviours, roomBehaviour] });
  centerId = idOf(await api.admin('POST', '/vaccination-centers', payloads.center()));
});
afterAll(() => api.close());
beforeEach(() => {
  calls.length = 0;
  failure = undefined;
});

let sequence = 0;
const newRoom = async () => {
  sequence += 1;
  const id = idOf(
    await api.admin('POST', '/clinic-rooms', { roomName: `Sala ${sequence}`, capacity: 2, hasFridge: false, centerId }),
  );
  calls.length = 0;
  return id;
};
const room = (name: string) => ({ roomName: name, capacity: 3, hasFridge: false, centerId });
/** Every stored room and centre, to check a refused write left them as they were. */
const snapshot = async () => ({ rooms: await api.rowsOf(hookedRooms), centers: await api.rowsOf(vaccinationCenters) });

describe('lifecycle hooks', () => {
  it('should run beforeChange, the insert and afterChange in order on a create, storing what beforeChange returns', async () => {
    const created = await api.admin('POST', '/clinic-rooms', room('Sala Azul'));

    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({ roomName: 'Sala Azul (revisada)', center: { id: centerId } });
    expect(calls).toEqual(['beforeChange create - -', `afterChange create ${idOf(created)} Sala Azul (revisada)`]);
  });

  it('should give an update the stored row before it, and afterChange the row after it', async () => {
    const id = await newRoom();
    const updated = await api.admin('PATCH', `/clinic-rooms/${id}`, room('Sala Verde'));

    expect(updated.json).toMatchObject({ id, roomName: 'Sala Verde (revisada)' });
    expect(calls).toEqual([
      `beforeChange update ${id} Sala ${sequence} (revisada)`,
      `afterChange update ${id} Sala Verde (revisada)`,
    ]);
  });

  it('should run beforeDelete on the active row and afterDelete once it is soft-deleted', async () => {
    const id = await newRoom();
    const deleted = await api.admin('DELETE', `/clinic-rooms/${id}`);

    expect(deleted.json).toMatchObject({ id, isActive: false });
    expect(calls).toEqual([`beforeDelete ${id} 1`, `afterDelete ${id} 0`]);
  });

  it('should run a declared action with its route params, through the update hooks, and answer the GET shape', async () => {
    const id = await newRoom();
    const answer = await api.admin('PATCH', `/clinic-rooms/${id}/fridge/si`);

    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({ id, hasFridge: true, center: { id: centerId } });
    expect(calls).toEqual([
      `fridge ${id} si 0`,
      `beforeChange update ${id} Sala ${sequence} (revisada)`,
      `afterChange update ${id} Sala ${sequence} (revisada)`,
    ]);
  });

  it('should answer 404 for a missing row without running a hook', async () => {
    for (const [method, path] of [
      ['PATCH', '/clinic-rooms/999999'],
      ['DELETE', '/clinic-rooms/999999'],
      ['PATCH', '/clinic-rooms/999999/fridge/si'],
    ] as const) {
      const answer = await api.admin(method, path, method === 'PATCH' ? room('Sala Perdida') : undefined);
      expect(answer.status).toBe(404);
    }
    expect(calls).toEqual([]);
  });

  it('should answer 404 for an inactive row after its update hook, keeping the hook write undone', async () => {
    const id = await newRoom();
    await api.admin('DELETE', `/clinic-rooms/${id}`);
    const before = await snapshot();

    const answer = await api.admin('PATCH', `/clinic-rooms/${id}`, room('Sala Borrada'));

    expect(answer.status).toBe(404);
    expect(await snapshot()).toEqual(before);
  });

  it('should refuse a declared action to a role outside its access, running nothing', async () => {
    const id = await newRoom();
    const before = await snapshot();

    expect((await api.health('PATCH', `/clinic-rooms/${id}/fridge/si`)).status).toBe(403);
    expect(calls).toEqual([]);
    expect(await snapshot()).toEqual(before);
  });
});

describe('a hook that throws', () => {
  /** A write: `send` is given the id of a room made for it (unused by a create). */
  type Write = { name: string; at: string; send: (id: number) => Promise<{ status: number; json: unknown }> };
  const writes: Write[] = [
    { name: 'create', at: 'beforeChange', send: async () => api.admin('POST', '/clinic-rooms', room('Sala Nueva')) },
    { name: 'create', at: 'afterChange', send: async () => api.admin('POST', '/clinic-rooms', room('Sala Nueva')) },
    {
      name: 'update',
      at: 'beforeChange',
      send: async (id) => api.admin('PATCH', `/clinic-rooms/${id}`, room('Sala X')),
    },
    {
      name: 'update',
      at: 'afterChange',
      send: async (id) => api.admin('PATCH', `/clinic-rooms/${id}`, room('Sala X')),
    },
    { name: 'delete', at: 'beforeDelete', send: async (id) => api.admin('DELETE', `/clinic-rooms/${id}`) },
    { name: 'delete', at: 'afterDelete', send: async (id) => api.admin('DELETE', `/clinic-rooms/${id}`) },
    { name: 'action', at: 'fridge', send: async (id) => api.admin('PATCH', `/clinic-rooms/${id}/fridge/si`) },
    { name: 'action', at: 'afterChange', send: async (id) => api.admin('PATCH', `/clinic-rooms/${id}/fridge/si`) },
  ];

  /** Sends the write with its hook set to throw; answers the response and the database just before it. */
  const sendRefused = async (write: Write, error: Error) => {
    const id = await newRoom();
    const before = await snapshot();
    failure = { at: write.at, error };
    return { answer: await write.send(id), before };
  };

  it.each(writes)('should refuse a $name whose $at refuses it, leaving the database unchanged', async (write) => {
    const { answer, before } = await sendRefused(write, new ApiFailure(409, 'Rechazado por la prueba'));

    expect(answer.status).toBe(409);
    expect(answer.json).toEqual({ message: 'Rechazado por la prueba' });
    expect(await snapshot()).toEqual(before);
  });

  it.each(writes)(
    'should answer a $name whose $at reverts it with the notice, leaving the database unchanged',
    async (write) => {
      const { answer, before } = await sendRefused(write, new RevertWrite('Revertido por la prueba'));

      expect(answer.status).toBe(200);
      expect(answer.json).toEqual({ rolledBack: true, message: 'Revertido por la prueba' });
      expect(await snapshot()).toEqual(before);
    },
  );

  it('should answer an unexpected failure of a hook with 500, leaving the database unchanged', async () => {
    const { answer, before } = await sendRefused(writes[1] as Write, new Error('hook bug'));

    expect(answer.status).toBe(500);
    expect(await snapshot()).toEqual(before);
  });
});

describe('the start of the API', () => {
  it('should fail with a clear error when a declared action has no handler', () => {
    const start = () =>
      createApp({
        store: api.store,
        entities: [...entities, hookedRooms],
        behaviours,
        secret: api.secret,
        isLogged: false,
      });

    expect(start).toThrow('Entity "clinic-rooms" declares action "fridge" but its behaviour has no handler');
  });
});
