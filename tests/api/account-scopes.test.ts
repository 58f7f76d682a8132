import { describe, expect, it } from 'vitest';
import { users } from '../../src/entities/users';
import { signToken } from '../../src/server/auth/tokens';
import { setUpApiFixture } from '../helpers/api-fixture';
import { idOf, payloads } from '../helpers/sample-data';
import { testUnits } from '../helpers/test-api';

const fixture = setUpApiFixture();

let sequence = 0;
const account = (overrides: Record<string, unknown>) => {
  sequence += 1;
  return {
    name: 'Rosa',
    lastname: 'Quispe',
    email: `ambito${sequence}@gmail.com`,
    role: 'health',
    password: 'inicial123',
    ...overrides,
  };
};

describe("an account's scope (its centre or organisation unit)", () => {
  it.each([
    [
      'a health account without a place',
      {},
      { vaccinationCenterId: 'El personal de salud necesita un centro o un distrito' },
    ],
    [
      'a health account in a region',
      { orgUnitId: testUnits.region },
      { orgUnitId: 'El personal de salud trabaja en un centro o en un distrito' },
    ],
    [
      'an account with a centre and a unit at once',
      { role: 'admin', orgUnitId: testUnits.district, vaccinationCenterId: 1 },
      { orgUnitId: 'Indique un centro o una unidad organizativa, no ambos' },
    ],
  ])('should refuse %s with 400, writing nothing', async (_case, overrides, errors) => {
    const before = await fixture.api.rowsOf(users);

    const response = await fixture.api.admin('POST', '/users', account(overrides));

    expect(response.status).toBe(400);
    expect((response.json as { errors: object }).errors).toMatchObject(errors);
    expect(await fixture.api.rowsOf(users)).toEqual(before);
  });

  it('should take a health account at a centre or in a district, and an admin anywhere or nowhere', async () => {
    const centerId = idOf(
      await fixture.api.admin('POST', '/vaccination-centers', { ...payloads.center(), centerName: 'Centro Ámbito' }),
    );

    for (const overrides of [
      { vaccinationCenterId: centerId },
      { orgUnitId: testUnits.district },
      { role: 'admin', orgUnitId: testUnits.region },
      { role: 'admin' },
    ]) {
      expect((await fixture.api.admin('POST', '/users', account(overrides))).status).toBe(201);
    }
  });

  it("should name each account's place in GET /auth/me: a centre, a district, or the whole network", async () => {
    const centerId = idOf(
      await fixture.api.admin('POST', '/vaccination-centers', { ...payloads.center(), centerName: 'Centro Propio' }),
    );
    const me = async (overrides: Record<string, unknown>) => {
      const id = idOf(await fixture.api.admin('POST', '/users', account(overrides)));
      const role = String(overrides.role ?? 'health');
      const token = await signToken({ secret: fixture.api.secret, userId: id, role });
      return (await fixture.api.request('GET', '/auth/me', { token })).json;
    };

    expect(await me({ vaccinationCenterId: centerId })).toMatchObject({
      role: 'health',
      place: { level: 'center', id: centerId, name: 'Centro Propio' },
    });
    expect(await me({ orgUnitId: testUnits.district })).toMatchObject({
      place: { level: 'district', id: testUnits.district, name: 'Distrito de prueba' },
    });
    expect(await me({ role: 'admin' })).toMatchObject({
      role: 'admin',
      place: { level: 'national', id: null, name: 'Red de prueba' },
    });
  });
});
