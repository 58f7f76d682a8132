import { describe, expect, it } from 'vitest';
import type { AnyEntity } from '../../src/engine/contract/entity';
import { appliedDoses } from '../../src/entities/applied-doses';
import { countries } from '../../src/entities/countries';
import { manufacturers } from '../../src/entities/manufacturers';
import { patients } from '../../src/entities/patients';
import { users } from '../../src/entities/users';
import { vaccinationCenters } from '../../src/entities/vaccination-centers';
import { vaccineBatches } from '../../src/entities/vaccine-batches';
import { vaccines } from '../../src/entities/vaccines';
import { setUpApiFixture } from '../helpers/api-fixture';
import { vialFor } from '../helpers/place-stock';
import { createBatch, idOf, payloads } from '../helpers/sample-data';

const fixture = setUpApiFixture();

let sequence = 0;
/** Letters only, so the name fits every charset (countries and manufacturers allow no digits). */
const uniqueName = (base: string) => {
  sequence += 1;
  return `${base} ${'abcdefghijklmnopqrstuvwxyz'[sequence % 26]}${'abcdefghijklmnopqrstuvwxyz'[Math.floor(sequence / 26) % 26]}`;
};

const post = async (path: string, body: unknown) => idOf(await fixture.api.admin('POST', path, body));

const newCountry = () => post('/countries', { nameCountry: uniqueName('Pais') });
const newManufacturer = async () =>
  post('/manufacturers', { manufacturerName: uniqueName('Fabricante'), countryId: await newCountry() });
const newVaccine = async () =>
  post('/vaccines', { ...payloads.vaccine(await newManufacturer()), vaccineName: uniqueName('Vacuna') });
const newCenter = () => post('/vaccination-centers', { ...payloads.center(), centerName: uniqueName('Centro') });
const newPatient = () => post('/patients', payloads.adult());
const newDose = async (ids: { patientId?: number; vaccineBatchId?: number; vaccinationCenterId?: number }) => {
  const vaccineBatchId = ids.vaccineBatchId ?? (await createBatch(fixture.api, await newVaccine()));
  const vaccinationCenterId = ids.vaccinationCenterId ?? (await newCenter());
  await vialFor(fixture.api, vaccineBatchId, vaccinationCenterId);
  return post(
    '/applied-doses',
    payloads.dose({
      patientId: ids.patientId ?? (await newPatient()),
      vaccineBatchId,
      vaccinationCenterId,
      applyingUserId: fixture.api.userIds.admin,
    }),
  );
};
const newChild = (representativeId: number) => post('/patients', payloads.child(representativeId));

type InUse = { target: AnyEntity; targetId: number; user: AnyEntity; userIds: number[] };

/** One case per reference of the product: the target row and the active rows that use it. */
const references: [string, string, () => Promise<InUse>][] = [
  [
    'a country used by a manufacturer',
    'No se puede eliminar el país: lo usa 1 fabricante activo',
    async () => {
      const targetId = await newCountry();
      const userId = await post('/manufacturers', { manufacturerName: uniqueName('Fabricante'), countryId: targetId });
      return { target: countries, targetId, user: manufacturers, userIds: [userId] };
    },
  ],
  [
    'a country used by two manufacturers',
    'No se puede eliminar el país: lo usan 2 fabricantes activos',
    async () => {
      const targetId = await newCountry();
      const userIds = [
        await post('/manufacturers', { manufacturerName: uniqueName('Fabricante'), countryId: targetId }),
        await post('/manufacturers', { manufacturerName: uniqueName('Fabricante'), countryId: targetId }),
      ];
      return { target: countries, targetId, user: manufacturers, userIds };
    },
  ],
  [
    'a manufacturer used by a vaccine',
    'No se puede eliminar el fabricante: lo usa 1 vacuna activa',
    async () => {
      const targetId = await newManufacturer();
      const userId = await post('/vaccines', { ...payloads.vaccine(targetId), vaccineName: uniqueName('Vacuna') });
      return { target: manufacturers, targetId, user: vaccines, userIds: [userId] };
    },
  ],
  [
    'a vaccine used by two batches',
    'No se puede eliminar la vacuna: la usan 2 lotes activos',
    async () => {
      const targetId = await newVaccine();
      const userIds = [await createBatch(fixture.api, targetId), await createBatch(fixture.api, targetId)];
      return { target: vaccines, targetId, user: vaccineBatches, userIds };
    },
  ],
  [
    'a batch used by a dose',
    'No se puede eliminar el lote: lo usa 1 dosis activa',
    async () => {
      const targetId = await createBatch(fixture.api, await newVaccine());
      const userId = await newDose({ vaccineBatchId: targetId });
      return { target: vaccineBatches, targetId, user: appliedDoses, userIds: [userId] };
    },
  ],
  [
    'a centre used by two doses',
    'No se puede eliminar el centro de salud: lo usan 2 dosis activas',
    async () => {
      const targetId = await newCenter();
      const userIds = [
        await newDose({ vaccinationCenterId: targetId }),
        await newDose({ vaccinationCenterId: targetId }),
      ];
      return { target: vaccinationCenters, targetId, user: appliedDoses, userIds };
    },
  ],
  [
    'a patient who received a dose',
    'No se puede eliminar el paciente: lo usa 1 dosis activa',
    async () => {
      const targetId = await newPatient();
      const userId = await newDose({ patientId: targetId });
      return { target: patients, targetId, user: appliedDoses, userIds: [userId] };
    },
  ],
  [
    'the representative of a child',
    'No se puede eliminar el paciente: lo usa 1 paciente activo',
    async () => {
      const targetId = await newPatient();
      const userId = await newChild(targetId);
      return { target: patients, targetId, user: patients, userIds: [userId] };
    },
  ],
];

const storedRows = async (entity: AnyEntity, ids: readonly number[]) =>
  (await fixture.api.rowsOf(entity)).filter((row) => ids.includes(Number(row.id)));

describe('DELETE of a row that active rows still use', () => {
  it.each(references)(
    'should refuse to delete %s with 409 and leave both rows as they were',
    async (_, message, setUp) => {
      const { target, targetId, user, userIds } = await setUp();
      const targetBefore = await storedRows(target, [targetId]);
      const usersBefore = await storedRows(user, userIds);

      const response = await fixture.api.admin('DELETE', `${target.path}/${targetId}`);

      expect(response.status).toBe(409);
      expect(response.json).toEqual({ message });
      expect(targetBefore[0]).toMatchObject({ isActive: 1 });
      expect(await storedRows(target, [targetId])).toEqual(targetBefore);
      expect(await storedRows(user, userIds)).toEqual(usersBefore);
      expect((await fixture.api.admin('GET', `${target.path}/${targetId}`)).status).toBe(200);
    },
  );

  it('should not let anybody delete a user through the API, even one who applied doses', async () => {
    await newDose({});
    const before = await fixture.api.rowsOf(users);

    const response = await fixture.api.admin('DELETE', `/users/${fixture.api.userIds.admin}`);

    expect(response.status).toBe(403);
    expect(await fixture.api.rowsOf(users)).toEqual(before);
  });

  it('should delete a country once its manufacturer is deleted first', async () => {
    const countryId = await newCountry();
    const manufacturerId = await post('/manufacturers', { manufacturerName: uniqueName('Fabricante'), countryId });

    expect((await fixture.api.admin('DELETE', `/manufacturers/${manufacturerId}`)).status).toBe(200);
    const deleted = await fixture.api.admin('DELETE', `/countries/${countryId}`);

    expect(deleted.status).toBe(200);
    expect(deleted.json).toMatchObject({ id: countryId, isActive: false });
    expect(await storedRows(countries, [countryId])).toEqual([expect.objectContaining({ isActive: 0 })]);
  });

  it('should delete a patient whose only dose was cancelled, and give the vial back once', async () => {
    const patientId = await newPatient();
    const vaccineBatchId = await createBatch(fixture.api, await newVaccine(), 5);
    const doseId = await newDose({ patientId, vaccineBatchId });

    expect((await fixture.api.admin('DELETE', `/applied-doses/${doseId}`)).status).toBe(200);
    const deleted = await fixture.api.admin('DELETE', `/patients/${patientId}`);

    expect(deleted.status).toBe(200);
    expect(await storedRows(vaccineBatches, [vaccineBatchId])).toEqual([
      expect.objectContaining({ availableQuantity: 5 }),
    ]);
  });
});

describe('a delete racing a write that starts using the row', () => {
  it('should never leave an active row pointing at a deleted one', async () => {
    const outcomes = await Promise.all(
      Array.from({ length: 12 }, async () => {
        const countryId = await newCountry();
        const manufacturer = { manufacturerName: uniqueName('Fabricante'), countryId };
        const [deleted, created] = await Promise.all([
          fixture.api.admin('DELETE', `/countries/${countryId}`),
          fixture.api.admin('POST', '/manufacturers', manufacturer),
        ]);
        const [country] = await storedRows(countries, [countryId]);
        const users = (await fixture.api.rowsOf(manufacturers)).filter(
          (row) => row.countryId === countryId && row.isActive === 1,
        );
        return { statuses: [deleted.status, created.status], isOrphaned: country?.isActive === 0 && users.length > 0 };
      }),
    );

    expect(outcomes.filter((outcome) => outcome.isOrphaned)).toEqual([]);
    for (const { statuses } of outcomes)
      expect([
        [200, 400],
        [409, 201],
      ]).toContainEqual(statuses);
  });
});
