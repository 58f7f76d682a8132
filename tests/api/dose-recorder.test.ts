import { describe, expect, it } from 'vitest';
import { createRegistry } from '../../src/engine/contract/registry';
import { createRepository } from '../../src/engine/server/repository';
import { syncSchema } from '../../src/engine/server/schema/schema-sync';
import { entities } from '../../src/entities';
import { appliedDoses } from '../../src/entities/applied-doses';
import { setUpApiFixture } from '../helpers/api-fixture';
import { idOf, payloads } from '../helpers/sample-data';
import { openTestStore } from '../helpers/test-store';

const fixture = setUpApiFixture();

/** A dose for a new patient each time: a patient holds one active dose of each number of a vaccine. */
const doseBy = async (applyingUserId: number) =>
  payloads.dose({
    patientId: idOf(await fixture.api.admin('POST', '/patients', payloads.adult())),
    vaccineBatchId: fixture.ids.batchId,
    vaccinationCenterId: fixture.ids.centerId,
    applyingUserId,
  });

const storedDose = async (id: number) => (await fixture.api.rowsOf(appliedDoses)).find((row) => row.id === id);

describe('who recorded a dose', () => {
  it('should store the signed-in user as the recorder and keep the chosen professional, whatever the body says', async () => {
    const { admin, health } = fixture.api.userIds;
    const response = await fixture.api.health('POST', '/applied-doses', {
      ...(await doseBy(admin)),
      recordedByUserId: admin,
      recordedBy: { id: admin },
    });

    expect(response.status).toBe(201);
    expect(response.json).toMatchObject({
      applyingUserId: admin,
      recordedByUserId: health,
      recordedBy: { id: health, name: 'Hugo', lastname: 'Salud', email: 'salud@gmail.com' },
    });
    const row = await storedDose(idOf(response));
    expect(row).toMatchObject({ applyingUserId: admin, recordedByUserId: health });
  });

  it('should keep the recorder when the admin edits the dose, even with another one in the body', async () => {
    const { admin, health } = fixture.api.userIds;
    const registered = await doseBy(health);
    const id = idOf(await fixture.api.health('POST', '/applied-doses', registered));

    const edited = await fixture.api.admin('PATCH', `/applied-doses/${id}`, {
      ...registered,
      applyingUserId: admin,
      doseNumber: 2,
      recordedByUserId: admin,
    });

    expect(edited.status).toBe(200);
    expect(edited.json).toMatchObject({ doseNumber: 2, applyingUserId: admin, recordedByUserId: health });
    expect(await storedDose(id)).toMatchObject({ doseNumber: 2, applyingUserId: admin, recordedByUserId: health });
  });

  it('should show the admin who recorded each dose in the list', async () => {
    const { health } = fixture.api.userIds;
    const id = idOf(await fixture.api.health('POST', '/applied-doses', await doseBy(health)));
    const list = await fixture.api.admin('GET', '/applied-doses');
    const listed = (list.json as { id: number; recordedBy: unknown }[]).find((row) => row.id === id);
    expect(listed?.recordedBy).toEqual({ id: health, name: 'Hugo', lastname: 'Salud', email: 'salud@gmail.com' });
  });
});

describe('the recorder column on an existing database', () => {
  it('should be added at start, leaving the doses stored before it without a recorder', async () => {
    const { store, drop } = await openTestStore();
    try {
      const before = entities.map((entity) =>
        entity === appliedDoses
          ? { ...entity, fields: entity.fields.filter((field) => field.name !== 'recordedByUserId') }
          : entity,
      );
      await syncSchema({ store, entities: before });
      await store.db.insertInto('applied_doses').values({ doseNumber: 1, isActive: 1 }).execute();

      await syncSchema({ store, entities });

      const repository = createRepository({ store, registry: createRegistry(entities) });
      const [dose] = JSON.parse(await repository.listJson(appliedDoses));
      expect(dose).toMatchObject({ doseNumber: 1, recordedByUserId: null, recordedBy: null });
    } finally {
      await drop();
    }
  });
});
