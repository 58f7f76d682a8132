import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clinicRooms } from '../fixtures/clinic-rooms';
import { entities } from '../fixtures/registry';
import { idOf, payloads } from '../helpers/sample-data';
import { createTestApi, type TestApi } from '../helpers/test-api';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({ entities });
});
afterAll(() => api.close());

describe('an entity added by one config file', () => {
  it('should get a table and working routes with validation, nesting, search and access', async () => {
    const centerId = idOf(await api.admin('POST', '/vaccination-centers', payloads.center()));
    const created = await api.admin('POST', '/clinic-rooms', {
      roomName: 'Sala Nº 1',
      capacity: 4,
      hasFridge: true,
      centerId,
    });
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({
      roomName: 'Sala Nº 1',
      hasFridge: true,
      center: { centerName: 'Centro de Salud Norte' },
    });

    const invalid = await api.admin('POST', '/clinic-rooms', { roomName: 'S', capacity: 0, hasFridge: 'sí', centerId });
    expect(invalid.json).toMatchObject({
      errors: {
        roomName: 'Mínimo 2 caracteres',
        capacity: 'La capacidad debe ser al menos 1',
        hasFridge: 'Indique si tiene refrigerador',
      },
    });
    expect(await api.rowsOf(clinicRooms)).toHaveLength(1);

    const found = await api.health('GET', '/clinic-rooms?q=SALA');
    expect((found.json as unknown[]).length).toBe(1);
    expect(
      (await api.health('POST', '/clinic-rooms', { roomName: 'Sala 2', capacity: 1, hasFridge: false, centerId }))
        .status,
    ).toBe(403);
  });
});
