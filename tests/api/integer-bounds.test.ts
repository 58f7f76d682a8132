import { describe, expect, it } from 'vitest';
import { type AnyEntity, isRouteBacked } from '../../src/engine/contract/entity';
import { referenceFields } from '../../src/engine/contract/registry';
import { entities } from '../../src/entities';
import { appliedDoses } from '../../src/entities/applied-doses';
import { manufacturers } from '../../src/entities/manufacturers';
import { patients } from '../../src/entities/patients';
import { vaccineBatches } from '../../src/entities/vaccine-batches';
import { vaccines } from '../../src/entities/vaccines';
import { setUpApiFixture } from '../helpers/api-fixture';
import { payloads } from '../helpers/sample-data';

const fixture = setUpApiFixture();

/** One past the largest PostgreSQL `integer`, the type of every id and whole-number column. */
const tooLarge = 2_147_483_648;
const largest = 2_147_483_647;
const idMessage = 'El identificador debe ser un número entre 1 y 2147483647';

/** A route-backed entity has no `PATCH` nor `DELETE` of a row: its writes are routes of their own. */
const can = (entity: AnyEntity, action: 'read' | 'update' | 'delete') =>
  entity.access[action].includes('admin') && (action === 'read' || !isRouteBacked(entity));

const idRoutes: [method: string, path: string][] = [
  ...entities.flatMap((entity) => [
    ...(can(entity, 'read') ? [['GET', `${entity.path}/${tooLarge}`] as [string, string]] : []),
    ...(can(entity, 'update') ? [['PATCH', `${entity.path}/${tooLarge}`] as [string, string]] : []),
    ...(can(entity, 'delete') ? [['DELETE', `${entity.path}/${tooLarge}`] as [string, string]] : []),
  ]),
  ['GET', `/countries/${10 ** 12}`],
  ['GET', '/countries/99999999999999999999999'],
  ['PATCH', `/applied-doses/cancel/${tooLarge}`],
  ['PATCH', `/vaccine-batches/${tooLarge}/status/2`],
];

const filters: [path: string, field: string][] = entities.flatMap((entity) =>
  referenceFields(entity).map((field): [string, string] => [`${entity.path}?${field.name}=${tooLarge}`, field.name]),
);

describe('integers past the largest storable one', () => {
  it.each(idRoutes)('%s %s should answer 400 with a Spanish message', async (method, path) => {
    const response = await fixture.api.admin(method, path, method === 'PATCH' ? {} : undefined);
    expect(response.status).toBe(400);
    expect(response.json).toEqual({ message: idMessage });
  });

  it.each(filters)('GET %s should answer 400 naming the filter', async (path, field) => {
    const response = await fixture.api.admin('GET', path);
    expect(response.status).toBe(400);
    expect(response.json).toMatchObject({ errors: { [field]: expect.stringContaining('2147483647') } });
  });

  it('should answer 400 to a report asked for a centre id past the largest one', async () => {
    const response = await fixture.api.health('GET', `/reports/doses-applied?centerId=${tooLarge}`);
    expect(response.status).toBe(400);
    expect(response.json).toMatchObject({ errors: { centerId: 'Debe seleccionar un centro de salud válido' } });
  });

  it('should keep 404 for an id in range that does not exist, and for a path that is not an id', async () => {
    expect((await fixture.api.admin('GET', `/countries/${largest}`)).status).toBe(404);
    expect((await fixture.api.admin('GET', '/countries/uno')).status).toBe(404);
    expect((await fixture.api.admin('PATCH', `/applied-doses/cancel/${largest}`)).status).toBe(404);
  });

  const doseBody = () =>
    payloads.dose({
      patientId: fixture.ids.patientId,
      vaccineBatchId: fixture.ids.batchId,
      vaccinationCenterId: fixture.ids.centerId,
      applyingUserId: fixture.api.userIds.health,
    });
  const bodies: [entity: AnyEntity, field: string, body: () => Record<string, unknown>][] = [
    [vaccines, 'requiredDoses', () => ({ ...payloads.vaccine(fixture.ids.manufacturerId), requiredDoses: tooLarge })],
    [
      vaccines,
      'doseIntervalDays',
      () => ({ ...payloads.vaccine(fixture.ids.manufacturerId), doseIntervalDays: tooLarge }),
    ],
    [vaccines, 'manufacturerId', () => ({ ...payloads.vaccine(fixture.ids.manufacturerId), manufacturerId: tooLarge })],
    [manufacturers, 'countryId', () => ({ ...payloads.manufacturer(fixture.ids.countryId), countryId: tooLarge })],
    [
      vaccineBatches,
      'initialQuantity',
      () => ({ ...payloads.batch(fixture.ids.vaccineId), initialQuantity: tooLarge, availableQuantity: 1 }),
    ],
    [
      patients,
      'representativeId',
      () => ({ ...payloads.adult(), identityDocument: '', isChild: true, representativeId: tooLarge }),
    ],
    [appliedDoses, 'doseNumber', () => ({ ...doseBody(), doseNumber: tooLarge })],
    [appliedDoses, 'patientId', () => ({ ...doseBody(), patientId: tooLarge })],
  ];

  it.each(bodies.map(([entity, field, body]) => [entity.path, field, entity, body] as const))(
    'POST %s with %s past the largest integer should answer 400 and store nothing',
    async (_path, field, entity, body) => {
      const before = await fixture.api.rowsOf(entity);
      const response = await fixture.api.admin('POST', entity.path, body());
      expect(response.status).toBe(400);
      expect(response.json).toMatchObject({ errors: { [field]: expect.any(String) } });
      expect(await fixture.api.rowsOf(entity)).toEqual(before);
    },
  );

  it('should give a quantity past the largest one its field message', async () => {
    const response = await fixture.api.admin('POST', '/vaccines', {
      ...payloads.vaccine(fixture.ids.manufacturerId),
      requiredDoses: tooLarge,
    });
    expect(response.json).toMatchObject({ errors: { requiredDoses: 'Debe ser un número entre 1 y 2147483647' } });
  });

  it('should store the largest integer itself', async () => {
    const response = await fixture.api.admin('POST', '/vaccines', {
      ...payloads.vaccine(fixture.ids.manufacturerId),
      vaccineName: 'Vacuna de serie larga',
      requiredDoses: largest,
    });
    expect(response.status).toBe(201);
    expect(response.json).toMatchObject({ requiredDoses: largest });
  });
});
