import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditResult } from '../../src/engine';
import { auditTable } from '../../src/engine/server/audit/audit-table';
import { appendAudit } from '../../src/engine/server/audit/audit-writer';
import { entities } from '../../src/entities';
import { clinicRooms } from '../fixtures/clinic-rooms';
import { auditPage, storedEntries } from '../helpers/audit-trail';
import { idOf, payloads } from '../helpers/sample-data';
import { createTestApi, type TestApi } from '../helpers/test-api';

/** Rooms only the health staff may read: their entries are not the admin's to see. */
const hiddenRooms = {
  ...clinicRooms,
  access: { read: ['health'], create: ['admin'], update: ['admin'], delete: ['admin'] },
};

let api: TestApi;
let countryId: number;
let roomId: number;

beforeAll(async () => {
  api = await createTestApi({ entities: [...entities, hiddenRooms] });
  countryId = idOf(await api.admin('POST', '/countries', { nameCountry: 'Bolivia' }));
  await api.admin('PATCH', `/countries/${countryId}`, { nameCountry: 'Bolivia Plurinacional' });
  const centerId = idOf(await api.admin('POST', '/vaccination-centers', payloads.center()));
  roomId = idOf(
    await api.admin('POST', '/clinic-rooms', { roomName: 'Sala A', capacity: 2, hasFridge: true, centerId }),
  );
  const old = { userId: api.userIds.health, rowId: 999, before: null, after: {} };
  await appendAudit(api.store.db, { ...old, entity: 'countries', action: 'create' }, new Date('2024-01-10T10:00:00Z'));
  await appendAudit(api.store.db, { ...old, entity: 'countries', action: 'update' }, new Date('2024-01-12T23:30:00Z'));
});
afterAll(() => api.close());

const actionsOf = (page: AuditResult) => page.items.map((entry) => `${entry.entity}:${entry.action}`);

describe('GET /api/v1/audit', () => {
  it('should answer the newest entries first, a page at a time', async () => {
    const first = await auditPage(api, { pageSize: 2 });
    const second = await auditPage(api, { pageSize: 2, page: 2 });

    expect(actionsOf(first)).toEqual(['vaccination-centers:create', 'countries:update']);
    expect(first).toMatchObject({ page: 1, pageSize: 2, hasMore: true });
    expect(actionsOf(second)).toEqual(['countries:create', 'countries:update']);
  });

  it('should filter by entity, row, user, action and date range', async () => {
    expect(actionsOf(await auditPage(api, { entity: 'countries', rowId: countryId }))).toEqual([
      'countries:update',
      'countries:create',
    ]);
    expect(actionsOf(await auditPage(api, { userId: api.userIds.health }))).toEqual([
      'countries:update',
      'countries:create',
    ]);
    expect(actionsOf(await auditPage(api, { action: 'update', entity: 'countries' }))).toHaveLength(2);
    expect(actionsOf(await auditPage(api, { from: '2024-01-01', to: '2024-01-12' }))).toEqual([
      'countries:update',
      'countries:create',
    ]);
    expect(actionsOf(await auditPage(api, { from: '2024-01-11', to: '2024-01-11' }))).toEqual([]);
  });

  it("should leave out entries of entities the caller's role may not read", async () => {
    const all = await auditPage(api, { pageSize: 200 });
    const asked = await auditPage(api, { entity: 'clinic-rooms' });
    const stored = (await storedEntries(api)).filter((entry) => entry.entity === 'clinic-rooms');

    expect(stored.map((entry) => Number(entry.rowId))).toEqual([roomId]);
    expect(all.items.some((entry) => entry.entity === 'clinic-rooms')).toBe(false);
    expect(asked.items).toEqual([]);
  });

  it('should refuse the health staff and anonymous callers', async () => {
    expect((await api.health('GET', '/audit')).status).toBe(403);
    expect((await api.request('GET', '/audit')).status).toBe(401);
  });

  it('should answer 400 with Spanish messages for bad filters', async () => {
    const response = await api.admin('GET', '/audit?rowId=abc&from=ayer&page=0&pageSize=1000&entity=Países');

    expect(response.status).toBe(400);
    expect(response.json).toEqual({
      message: 'Los datos enviados no son válidos',
      errors: {
        entity: 'La entidad debe ser un nombre como countries o applied-doses',
        rowId: 'El id del registro debe ser un número entero positivo',
        from: 'La fecha desde debe ser una fecha (AAAA-MM-DD) o un instante ISO',
        page: 'La página debe ser un número entero mayor o igual a 1',
        pageSize: 'El tamaño de página debe ser un número entero entre 1 y 200',
      },
    });
  });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'])('should offer no %s: the trail cannot be edited', async (method) => {
    const before = await api.store.db.selectFrom(auditTable).selectAll().orderBy('id').execute();

    const responses = [
      await api.request(method, '/audit', { token: api.tokens.admin, body: { entity: 'countries', action: 'create' } }),
      await api.request(method, '/audit/1', { token: api.tokens.admin, body: {} }),
    ];

    expect(responses.map((response) => response.status)).toEqual([404, 404]);
    expect(await api.store.db.selectFrom(auditTable).selectAll().orderBy('id').execute()).toEqual(before);
  });
});
