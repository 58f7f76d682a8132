import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnyEntity } from '../../src/engine/contract/entity';
import { entities } from '../../src/entities';
import { vaccinationCenters } from '../../src/entities/vaccination-centers';
import { clinicRooms } from '../fixtures/clinic-rooms';
import { vialFor } from '../helpers/place-stock';
import { createReferenceData, idOf, payloads } from '../helpers/sample-data';
import { createTestApi, type TestApi } from '../helpers/test-api';

/** Clinic rooms that go with their centre: the centre reference cascades instead of refusing. */
const cascadingRooms: AnyEntity = {
  ...clinicRooms,
  fields: clinicRooms.fields.map((field) =>
    field.reference ? { ...field, reference: { ...field.reference, onTargetDelete: 'deactivate' } } : field,
  ),
};

let api: TestApi;
let ids: Awaited<ReturnType<typeof createReferenceData>>;
beforeAll(async () => {
  api = await createTestApi({ entities: [...entities, cascadingRooms] });
  ids = await createReferenceData(api);
});
afterAll(() => api.close());

let sequence = 0;
const newCenter = async () => {
  sequence += 1;
  return idOf(
    await api.admin('POST', '/vaccination-centers', { ...payloads.center(), centerName: `Centro ${sequence}` }),
  );
};
const newRoom = async (centerId: number) => {
  sequence += 1;
  return idOf(
    await api.admin('POST', '/clinic-rooms', { roomName: `Sala ${sequence}`, capacity: 2, hasFridge: false, centerId }),
  );
};
const roomsOf = async (centerId: number) =>
  (await api.rowsOf(cascadingRooms)).filter((row) => Number(row.centerId) === centerId);

describe("a reference with onTargetDelete: 'deactivate'", () => {
  it('should soft-delete the active rows that use the deleted row, in the same write', async () => {
    const centerId = await newCenter();
    await newRoom(centerId);
    await newRoom(centerId);

    const response = await api.admin('DELETE', `/vaccination-centers/${centerId}`);

    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({ id: centerId, isActive: false });
    expect((await roomsOf(centerId)).map((row) => row.isActive)).toEqual([0, 0]);
  });

  it('should undo the cascade when another reference refuses the delete', async () => {
    const centerId = await newCenter();
    await newRoom(centerId);
    const dose = payloads.dose({
      patientId: ids.patientId,
      vaccineBatchId: ids.batchId,
      vaccinationCenterId: centerId,
      applyingUserId: api.userIds.admin,
    });
    await vialFor(api, ids.batchId, centerId);
    idOf(await api.admin('POST', '/applied-doses', dose));
    const roomsBefore = await roomsOf(centerId);

    const response = await api.admin('DELETE', `/vaccination-centers/${centerId}`);

    expect(response.status).toBe(409);
    expect(response.json).toEqual({ message: 'No se puede eliminar el centro de salud: lo usa 1 dosis activa' });
    expect(await roomsOf(centerId)).toEqual(roomsBefore);
    expect(roomsBefore.map((row) => row.isActive)).toEqual([1]);
    expect((await api.rowsOf(vaccinationCenters)).find((row) => row.id === centerId)).toMatchObject({ isActive: 1 });
  });
});
