import { afterEach, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../src/engine/server/schema/migrations';
import { orgUnits } from '../../src/entities/org-units';
import { migrations } from '../../src/server/migrations';
import { setUpApiFixture } from '../helpers/api-fixture';
import { idOf, payloads } from '../helpers/sample-data';
import { testUnits } from '../helpers/test-api';
import { openTestStore } from '../helpers/test-store';

const fixture = setUpApiFixture();

const unitsNow = () => fixture.api.rowsOf(orgUnits);
const create = (body: unknown) => fixture.api.admin('POST', '/org-units', body);
const region = (name = `Región ${Date.now() % 100_000}`) =>
  create({ name, level: 'region', parentId: testUnits.national });

describe('/api/v1/org-units', () => {
  it('should place a region under the national unit and a district under a region', async () => {
    const regionId = idOf(await region());
    const district = await create({ name: 'Distrito Nuevo', level: 'district', parentId: regionId });

    expect(district.status).toBe(201);
    expect(district.json).toMatchObject({ level: 'district', parent: { id: regionId, level: 'region' } });
  });

  it.each([
    [
      'a second national unit',
      { name: 'Otra red', level: 'national' },
      409,
      { level: 'Ya existe la unidad de nivel nacional: la red tiene una sola' },
    ],
    [
      'a region under a district',
      { name: 'Región Mal', level: 'region', parentId: testUnits.district },
      400,
      { parentId: 'La unidad superior de una región es la unidad de nivel nacional' },
    ],
    [
      'a district under the national unit',
      { name: 'Distrito Mal', level: 'district', parentId: testUnits.national },
      400,
      { parentId: 'La unidad superior de un distrito es una región' },
    ],
    [
      'a district without a region',
      { name: 'Distrito Suelto', level: 'district' },
      400,
      { parentId: 'Debe seleccionar la unidad superior' },
    ],
    [
      'a national unit with a parent',
      { name: 'Red Hija', level: 'national', parentId: testUnits.region },
      400,
      { parentId: 'La unidad de nivel nacional no tiene unidad superior' },
    ],
    [
      'a name of two letters',
      { name: 'Rx', level: 'region', parentId: testUnits.national },
      400,
      { name: 'El nombre de la unidad debe tener al menos 3 caracteres' },
    ],
    [
      'an unknown level',
      { name: 'Provincia', level: 'province', parentId: testUnits.national },
      400,
      { level: 'El nivel debe ser Nivel nacional, Región o Distrito' },
    ],
  ])('should refuse %s with a Spanish reason, writing nothing', async (_case, body, status, errors) => {
    const before = await unitsNow();

    const response = await create(body);

    expect(response.status).toBe(status);
    expect((response.json as { errors?: object }).errors).toMatchObject(errors);
    expect(await unitsNow()).toEqual(before);
  });

  it('should refuse to delete a unit with active units or centres under it (409), and delete an empty one', async () => {
    const regionId = idOf(await region());
    const districtId = idOf(await create({ name: 'Distrito Con Centro', level: 'district', parentId: regionId }));
    const centerId = idOf(
      await fixture.api.admin('POST', '/vaccination-centers', {
        ...payloads.center(),
        centerName: 'Centro Hoja',
        orgUnitId: districtId,
      }),
    );
    const before = await unitsNow();

    expect((await fixture.api.admin('DELETE', `/org-units/${regionId}`)).status).toBe(409);
    expect((await fixture.api.admin('DELETE', `/org-units/${districtId}`)).status).toBe(409);
    expect(await unitsNow()).toEqual(before);
    await fixture.api.admin('DELETE', `/vaccination-centers/${centerId}`);
    expect((await fixture.api.admin('DELETE', `/org-units/${districtId}`)).status).toBe(200);
    expect((await fixture.api.admin('DELETE', `/org-units/${regionId}`)).status).toBe(200);
  });

  it("should refuse a level change of a unit with units under it, and a centre's unit that is no district", async () => {
    const regionId = idOf(await region());
    await create({ name: 'Distrito Hijo', level: 'district', parentId: regionId });
    const before = await unitsNow();

    const change = await fixture.api.admin('PATCH', `/org-units/${regionId}`, {
      name: 'Región Cambiada',
      level: 'district',
      parentId: regionId,
    });
    const center = await fixture.api.admin('POST', '/vaccination-centers', {
      ...payloads.center(),
      orgUnitId: regionId,
    });

    expect(change.status).toBe(409);
    expect(center.status).toBe(400);
    expect(await unitsNow()).toEqual(before);
  });

  it('should let the health staff read the units and refuse them any write', async () => {
    expect((await fixture.api.health('GET', '/org-units')).status).toBe(200);
    expect(
      (await fixture.api.health('POST', '/org-units', { name: 'Región Salud', level: 'region', parentId: 1 })).status,
    ).toBe(403);
  });
});

describe('migration 0017-org-units', () => {
  let drop: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await drop?.();
    drop = undefined;
  });

  it("should put an upgraded database's centres under 'Distrito sin asignar' of 'Región sin asignar' of 'Red nacional'", async () => {
    const test = await openTestStore();
    drop = test.drop;
    const { db } = test.store;
    const before = Object.fromEntries(Object.entries(migrations).filter(([name]) => name < '0017'));
    await migrateToLatest({ store: test.store, migrations: before });
    await db.insertInto('vaccination_centers').values({ centerName: 'Centro Antiguo', isActive: 1 }).execute();

    await migrateToLatest({ store: test.store, migrations });

    const units = await db.selectFrom('org_units').select(['id', 'name', 'level', 'parentId']).orderBy('id').execute();
    expect(units.map(({ name, level }) => [name, level])).toEqual([
      ['Red nacional', 'national'],
      ['Región sin asignar', 'region'],
      ['Distrito sin asignar', 'district'],
    ]);
    const [center] = await db.selectFrom('vaccination_centers').select('orgUnitId').execute();
    expect(Number(center?.orgUnitId)).toBe(Number(units[2]?.id));
  });

  it('should make no unit in a database without centres', async () => {
    const test = await openTestStore();
    drop = test.drop;

    await migrateToLatest({ store: test.store, migrations });

    expect(await test.store.db.selectFrom('org_units').selectAll().execute()).toEqual([]);
  });
});
