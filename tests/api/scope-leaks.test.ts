import { beforeAll, describe, expect, it } from 'vitest';
import { createRegistry } from '../../src/engine';
import { entities as productEntities } from '../../src/entities';
import { apiDocument } from '../../src/server/openapi/api-document';
import { setUpApiFixture } from '../helpers/api-fixture';
import { vialFor } from '../helpers/place-stock';
import { idOf, payloads } from '../helpers/sample-data';
import { scopedAccount } from '../helpers/scoped-accounts';
import { testUnits } from '../helpers/test-api';

/**
 * Every GET route of the OpenAPI document, asked by a vaccinator of one centre and by a
 * district's admin, answers nothing of a patient of another district: a new route is covered
 * as soon as it is declared (issue 40).
 */
const fixture = setUpApiFixture();
/** A name no answer in scope holds: the other district's patient's. */
const marker = 'Fueradeambito';
const callers = {} as Record<'vaccinator' | 'districtAdmin', Awaited<ReturnType<typeof scopedAccount>>>;

beforeAll(async () => {
  const { api, ids } = fixture;
  const otherDistrict = idOf(
    await api.admin('POST', '/org-units', { name: 'Distrito Lejano', level: 'district', parentId: testUnits.region }),
  );
  const far = idOf(
    await api.admin('POST', '/vaccination-centers', {
      ...payloads.center(),
      centerName: 'Posta Lejana',
      orgUnitId: otherDistrict,
    }),
  );
  const near = idOf(
    await api.admin('POST', '/vaccination-centers', { ...payloads.center(), centerName: 'Posta Cercana' }),
  );
  const patientId = idOf(
    await api.admin('POST', '/patients', {
      ...payloads.adult(),
      firstName: marker,
      lastname: marker,
      dateOfBirth: '2026-01-15',
      vaccinationCenterId: far,
    }),
  );
  await vialFor(api, ids.batchId, far);
  await api.admin(
    'POST',
    '/applied-doses',
    payloads.dose({
      patientId,
      vaccineBatchId: ids.batchId,
      vaccinationCenterId: far,
      applyingUserId: api.userIds.admin,
    }),
  );
  callers.vaccinator = await scopedAccount(api, 'health', { vaccinationCenterId: near });
  callers.districtAdmin = await scopedAccount(api, 'admin', { orgUnitId: testUnits.district });
});

/** The GET paths without a path parameter, outside FHIR, with the query a list asks with. */
const getPaths = () =>
  Object.entries(apiDocument(createRegistry(productEntities)).paths)
    .filter(([path, item]) => item.get && !path.includes('{') && !path.startsWith('/fhir'))
    .map(([path]) => path);

describe('no answer outside the scope', () => {
  it('should walk at least the lists, exports, indicators and due lists', () => {
    expect(getPaths()).toEqual(
      expect.arrayContaining(['/patients', '/patients/export.csv', '/applied-doses', '/due-doses', '/audit']),
    );
  });

  it('should find the patient in the lists, exports and indicators answered to the whole network (the walk can fail)', async () => {
    const found: string[] = [];
    for (const path of getPaths()) {
      const response = await fixture.api.admin('GET', `${path}?page=1&pageSize=100&q=${marker}`);
      if (response.text.includes(marker)) found.push(path);
    }
    expect(found).toEqual(expect.arrayContaining(['/patients', '/patients/export.csv', '/applied-doses']));
  });

  for (const who of ['vaccinator', 'districtAdmin'] as const) {
    it(`should hold nothing of another district's patient in any GET answered to a ${who}`, async () => {
      const leaks: string[] = [];
      for (const path of getPaths()) {
        for (const query of ['', '?page=1&pageSize=100', `?year=2026&q=${marker}&today=2026-11-28`]) {
          const response = await callers[who].request('GET', `${path}${query}`);
          if (response.text.includes(marker)) leaks.push(`${path}${query} → ${response.status}`);
        }
      }
      expect(leaks).toEqual([]);
    });
  }
});
