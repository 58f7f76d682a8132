import type { Bundle, CapabilityStatement, Location, OperationOutcome, Organization } from '@medplum/fhirtypes';
import { beforeAll, describe, expect, it } from 'vitest';
import { orgUnitLevelSystem } from '../../../src/server/fhir/code-systems';
import { setUpApiFixture } from '../../helpers/api-fixture';
import { idOf, payloads } from '../../helpers/sample-data';
import { scopedAccount } from '../../helpers/scoped-accounts';
import { testUnits } from '../../helpers/test-api';
import { fhir, resourcesOf } from './fhir-client';
import { setUpFhirValidator, validate } from './fhir-validator';

const fixture = setUpApiFixture();
setUpFhirValidator();

/** A second region and district, their centres, a deleted unit and centre, and a vaccinator of the fixture's centre. */
let places: {
  regionId: number;
  districtId: number;
  underscoreId: number;
  deletedUnitId: number;
  southId: number;
  postId: number;
  deletedCenterId: number;
  vaccinator: string;
};

beforeAll(async () => {
  const { api } = fixture;
  const unit = async (name: string, level: string, parentId: number) =>
    idOf(await api.admin('POST', '/org-units', { name, level, parentId }));
  const center = async (centerName: string, orgUnitId: number) =>
    idOf(await api.admin('POST', '/vaccination-centers', { ...payloads.center(), centerName, orgUnitId }));
  const regionId = await unit('Región Ñuble', 'region', testUnits.national);
  const districtId = await unit('Distrito Ánimas', 'district', regionId);
  const underscoreId = await unit('Distrito_Sur', 'district', regionId);
  const deletedUnitId = await unit('Distrito Cerrado', 'district', regionId);
  expect((await api.admin('DELETE', `/org-units/${deletedUnitId}`)).status).toBe(200);
  const southId = await center('Centro Médico Álamo', districtId);
  const postId = await center('Posta Ñandú', testUnits.district);
  const deletedCenterId = await center('Posta Antigua', testUnits.district);
  expect((await api.admin('DELETE', `/vaccination-centers/${deletedCenterId}`)).status).toBe(200);
  const { token } = await scopedAccount(api, 'health', { vaccinationCenterId: fixture.ids.centerId });
  places = { regionId, districtId, underscoreId, deletedUnitId, southId, postId, deletedCenterId, vaccinator: token };
});

type Caller = 'admin' | 'health' | 'vaccinator';

const get = <T extends Organization | Location | Bundle | OperationOutcome>(path: string, as: Caller = 'health') =>
  fhir<T>(
    fixture.api,
    'GET',
    path,
    as === 'vaccinator' ? { headers: { authorization: `Bearer ${places.vaccinator}` } } : { as },
  );

const read = async <T extends Organization | Location>(path: string, as: Caller = 'health') => {
  const answer = await get<T>(path, as);
  expect(answer.status, answer.text).toBe(200);
  return validate(answer.resource) as T;
};

const search = async (path: string, as: Caller = 'health') => {
  const answer = await get<Bundle>(path, as);
  expect(answer.status, answer.text).toBe(200);
  return validate(answer.resource) as Bundle;
};

const idsOf = (bundle: Bundle) => resourcesOf(bundle).map((resource) => Number(resource.id));

/** Every page of a search, following its `next` links. */
const allPages = async (path: string, as: Caller = 'health') => {
  const pages: Bundle[] = [];
  for (let next: string | undefined = path; next !== undefined; ) {
    const page: Bundle = await search(next, as);
    pages.push(page);
    const url = page.link?.find((link) => link.relation === 'next')?.url;
    next = url === undefined ? undefined : url.slice(url.indexOf('/fhir/r4') + '/fhir/r4'.length);
  }
  return pages;
};

const expectNotFound = async (path: string, as: Caller, diagnostics: string) => {
  const answer = await get<OperationOutcome>(path, as);
  expect(answer.status).toBe(404);
  expect(validate(answer.resource)).toMatchObject({
    resourceType: 'OperationOutcome',
    issue: [{ severity: 'error', code: 'not-found', diagnostics }],
  });
};

describe('GET /fhir/r4/Organization/{id}', () => {
  it.each([
    ['the national unit', testUnits.national, 'Red de prueba', 'national', 'Nivel nacional', undefined],
    [
      'a region',
      testUnits.region,
      'Región de prueba',
      'region',
      'Región',
      { reference: 'Organization/1', display: 'Red de prueba' },
    ],
    [
      'a district',
      testUnits.district,
      'Distrito de prueba',
      'district',
      'Distrito',
      { reference: 'Organization/2', display: 'Región de prueba' },
    ],
  ])(
    'should send %s with its level as type and its parent as partOf',
    async (_what, id, name, code, display, partOf) => {
      const unit = await read<Organization>(`/Organization/${id}`);

      expect(unit).toEqual({
        resourceType: 'Organization',
        id: String(id),
        active: true,
        type: [{ coding: [{ system: orgUnitLevelSystem, code, display }], text: display }],
        name,
        ...(partOf === undefined ? {} : { partOf }),
      });
    },
  );

  it('should send a deleted unit as inactive', async () => {
    const unit = await read<Organization>(`/Organization/${places.deletedUnitId}`);

    expect(unit).toMatchObject({ active: false, name: 'Distrito Cerrado' });
  });

  it('should let a vaccinator of one centre read every unit: the network is reference data', async () => {
    const region = await read<Organization>(`/Organization/${places.regionId}`, 'vaccinator');

    expect(region).toMatchObject({ name: 'Región Ñuble', partOf: { reference: 'Organization/1' } });
  });

  it.each([['999999'], ['abc'], ['0']])('should answer 404 for Organization/%s', async (id) => {
    await expectNotFound(`/Organization/${id}`, 'admin', 'La unidad organizativa no existe');
  });

  it('should answer 401 without a token', async () => {
    const answer = await fhir<OperationOutcome>(fixture.api, 'GET', `/Organization/${testUnits.national}`);

    expect(answer.status).toBe(401);
    expect(answer.resource.issue?.[0]?.code).toBe('login');
  });
});

describe('GET /fhir/r4/Organization', () => {
  it('should list the active units by id, the deleted one left out', async () => {
    const bundle = await search('/Organization');

    expect(bundle).toMatchObject({ resourceType: 'Bundle', type: 'searchset' });
    expect(idsOf(bundle)).toEqual([
      testUnits.national,
      testUnits.region,
      testUnits.district,
      places.regionId,
      places.districtId,
      places.underscoreId,
    ]);
    expect(bundle.entry?.[0]?.fullUrl).toMatch(/\/fhir\/r4\/Organization\/1$/);
  });

  it.each([
    ['Organization/2', () => [testUnits.district]],
    ['2', () => [testUnits.district]],
    [`Organization/${testUnits.national}`, () => [testUnits.region, places.regionId]],
    ['Organization/999999', () => []],
  ])('should find the units under partof=%s', async (partof, expected) => {
    const bundle = await search(`/Organization?partof=${encodeURIComponent(partof)}`);

    expect(idsOf(bundle)).toEqual(expected());
    for (const unit of resourcesOf<Organization>(bundle)) {
      expect(unit.partOf?.reference).toBe(`Organization/${partof.replace('Organization/', '')}`);
    }
  });

  it.each([
    ['region', () => [testUnits.region, places.regionId]],
    ['REGIÓN ñu', () => [places.regionId]],
    ['distrito a', () => [places.districtId]],
    ['distrito_', () => [places.underscoreId]],
    ['prueba', () => []],
    ['Red de prueba', () => [testUnits.national]],
  ])('should find the units whose name starts with name=%s, without accents or case', async (name, expected) => {
    const bundle = await search(`/Organization?name=${encodeURIComponent(name)}`);

    expect(idsOf(bundle)).toEqual(expected());
  });

  it('should combine name and partof', async () => {
    const bundle = await search(`/Organization?name=distrito&partof=Organization/${places.regionId}`);

    expect(idsOf(bundle)).toEqual([places.districtId, places.underscoreId]);
  });

  it('should page with _count, every unit once, in order, following the next links', async () => {
    const pages = await allPages('/Organization?_count=4');

    expect(pages.map((page) => page.entry?.length)).toEqual([4, 2]);
    expect(pages.flatMap(idsOf)).toEqual(idsOf(await search('/Organization')));
    expect(pages[1]?.link?.some((link) => link.relation === 'next')).toBe(false);
  });

  it.each([
    ['partof=Region/2', 'partof'],
    ['partof=abc', 'partof'],
    ['_count=0', '_count'],
    ['_count=101', '_count'],
    ['_cursor=-1', '_cursor'],
  ])('should refuse %s with a 400 naming the parameter', async (query, expression) => {
    const answer = await get<OperationOutcome>(`/Organization?${query}`);

    expect(answer.status).toBe(400);
    expect(validate(answer.resource)).toMatchObject({ issue: [{ code: 'value', expression: [expression] }] });
  });
});

describe('GET /fhir/r4/Location/{id}', () => {
  it("should send a centre's name, address, phones, e-mail and district as managingOrganization", async () => {
    const center = await read<Location>(`/Location/${fixture.ids.centerId}`);

    expect(center).toEqual({
      resourceType: 'Location',
      id: String(fixture.ids.centerId),
      status: 'active',
      name: 'Centro de Salud Norte',
      mode: 'instance',
      telecom: [
        { system: 'phone', value: '05112345678', use: 'work' },
        { system: 'phone', value: '51987654321', use: 'mobile' },
        { system: 'email', value: 'centro@gmail.com', use: 'work' },
      ],
      address: { text: 'Avenida Central 123' },
      managingOrganization: { reference: 'Organization/3', display: 'Distrito de prueba' },
    });
  });

  it('should reference the Organization of the district, which reads back', async () => {
    const center = await read<Location>(`/Location/${places.southId}`);
    const district = await read<Organization>(`/${center.managingOrganization?.reference}`);

    expect(district).toMatchObject({ id: String(places.districtId), name: 'Distrito Ánimas' });
    expect(district.partOf).toEqual({ reference: `Organization/${places.regionId}`, display: 'Región Ñuble' });
  });

  it('should send a deleted centre as inactive', async () => {
    const center = await read<Location>(`/Location/${places.deletedCenterId}`, 'admin');

    expect(center).toMatchObject({ status: 'inactive', name: 'Posta Antigua' });
  });

  it('should let a vaccinator read their own centre', async () => {
    const center = await read<Location>(`/Location/${fixture.ids.centerId}`, 'vaccinator');

    expect(center.name).toBe('Centro de Salud Norte');
  });

  it('should answer a centre outside the scope as one that does not exist', async () => {
    await expectNotFound(`/Location/${places.postId}`, 'vaccinator', 'El centro de salud no existe');
    await expectNotFound(`/Location/${places.southId}`, 'vaccinator', 'El centro de salud no existe');
    await expectNotFound('/Location/999999', 'vaccinator', 'El centro de salud no existe');
  });

  it.each([['999999'], ['abc']])('should answer 404 for Location/%s', async (id) => {
    await expectNotFound(`/Location/${id}`, 'admin', 'El centro de salud no existe');
  });
});

describe('GET /fhir/r4/Location', () => {
  it('should list the active centres by id, the deleted one left out', async () => {
    const bundle = await search('/Location');

    expect(idsOf(bundle)).toEqual([fixture.ids.centerId, places.southId, places.postId]);
  });

  it.each([
    ['Organization/3', () => [fixture.ids.centerId, places.postId]],
    ['3', () => [fixture.ids.centerId, places.postId]],
    ['district', () => [places.southId]],
    ['Organization/2', () => []],
  ])('should find the centres of organization=%s', async (organization, expected) => {
    const param = organization === 'district' ? `Organization/${places.districtId}` : organization;
    const bundle = await search(`/Location?organization=${encodeURIComponent(param)}`);

    expect(idsOf(bundle)).toEqual(expected());
    for (const center of resourcesOf<Location>(bundle)) {
      expect(center.managingOrganization?.reference).toBe(`Organization/${param.replace('Organization/', '')}`);
    }
  });

  it.each([
    ['centro', () => [fixture.ids.centerId, places.southId]],
    ['CENTRO MEDICO alamo', () => [places.southId]],
    ['posta n', () => [places.postId]],
    ['norte', () => []],
  ])('should find the centres whose name starts with name=%s, without accents or case', async (name, expected) => {
    const bundle = await search(`/Location?name=${encodeURIComponent(name)}`);

    expect(idsOf(bundle)).toEqual(expected());
  });

  it('should page with _count, every centre once, in order', async () => {
    const pages = await allPages('/Location?_count=2', 'admin');

    expect(pages.map(idsOf)).toEqual([[fixture.ids.centerId, places.southId], [places.postId]]);
  });

  it.each([
    ['', () => [fixture.ids.centerId]],
    ['?organization=Organization/3', () => [fixture.ids.centerId]],
    ['?name=posta', () => []],
    ['?organization=district', () => []],
    ['?_count=1', () => [fixture.ids.centerId]],
  ])('should find only the centres of a vaccinator’s scope: %s', async (query, expected) => {
    const path = `/Location${query.replace('district', `Organization/${places.districtId}`)}`;
    const bundle = await search(path, 'vaccinator');

    expect(idsOf(bundle)).toEqual(expected());
    expect(bundle.link?.some((link) => link.relation === 'next')).toBe(false);
  });

  it('should refuse organization=abc with a 400 naming the parameter', async () => {
    const answer = await get<OperationOutcome>('/Location?organization=abc');

    expect(answer.status).toBe(400);
    expect(answer.resource).toMatchObject({ issue: [{ code: 'value', expression: ['organization'] }] });
  });
});

describe('GET /fhir/r4/metadata', () => {
  it('should list Organization and Location with their interactions and search parameters', async () => {
    const answer = await fhir<CapabilityStatement>(fixture.api, 'GET', '/metadata');
    const resources = validate(answer.resource) && answer.resource.rest?.[0]?.resource;
    const supported = (type: string) => resources?.find((resource) => resource.type === type);

    for (const [type, params] of [
      ['Organization', ['name', 'partof', '_count']],
      ['Location', ['name', 'organization', '_count']],
    ] as const) {
      expect(supported(type)?.interaction).toEqual([{ code: 'read' }, { code: 'search-type' }]);
      expect(supported(type)?.searchParam?.map((param) => param.name)).toEqual(params);
    }
  });
});
