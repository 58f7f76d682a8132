import type { Immunization, OperationOutcome, Patient, Resource } from '@medplum/fhirtypes';
import { beforeAll, describe, expect, it } from 'vitest';
import { setUpApiFixture } from '../../helpers/api-fixture';
import { testUnits } from '../../helpers/test-api';
import { fhir } from './fhir-client';
import { type FhirData, fhirData } from './fhir-data';
import { setUpFhirValidator, validate } from './fhir-validator';

const fixture = setUpApiFixture();
setUpFhirValidator();
let data: FhirData;
beforeAll(async () => {
  data = await fhirData(fixture);
});

describe('GET /fhir/r4/$export-centre', () => {
  it("should stream the centre's patients, then their doses, one valid resource per line", async () => {
    const answer = await fhir(fixture.api, 'GET', `/$export-centre?centerId=${data.centerId}`, { as: 'health' });

    expect(answer.status).toBe(200);
    expect(answer.contentType).toBe('application/fhir+ndjson');
    expect(answer.text.endsWith('\n')).toBe(true);
    const resources = answer.text
      .trimEnd()
      .split('\n')
      .map((line) => validate(JSON.parse(line) as Resource));
    const { adultId, childId } = data.patients;
    const { adultHistorical, given, cancelled, override } = data.doses;
    expect(resources.map((resource) => `${resource.resourceType}/${resource.id}`)).toEqual([
      `Patient/${adultId}`,
      `Patient/${childId}`,
      `Immunization/${adultHistorical}`,
      `Immunization/${given}`,
      `Immunization/${cancelled}`,
      `Immunization/${override}`,
    ]);
    const [adult] = resources as Patient[];
    const doses = resources.slice(2) as Immunization[];
    expect(adult?.managingOrganization?.display).toMatch(/^Centro /);
    expect(doses.map((dose) => dose.status)).toEqual(['completed', 'completed', 'entered-in-error', 'completed']);
  });

  it('should send nothing for a centre without patients', async () => {
    const other = await fixture.api.admin('POST', '/vaccination-centers', {
      centerName: 'Centro Vacio',
      address: 'Calle Dos 456',
      phone: '05112345678',
      mobilePhone: '51987654321',
      email: 'vacio@gmail.com',
      orgUnitId: testUnits.district,
    });

    const answer = await fhir(fixture.api, 'GET', `/$export-centre?centerId=${(other.json as { id: number }).id}`, {
      as: 'admin',
    });

    expect(answer.status).toBe(200);
    expect(answer.text).toBe('');
  });

  it.each([
    ['', 'admin', 400, 'value'],
    ['?centerId=999999', 'admin', 404, 'not-found'],
    [`?centerId=1`, undefined, 401, 'login'],
  ] as const)('should refuse %s as %s with %i %s', async (query, as, status, code) => {
    const answer = await fhir<OperationOutcome>(fixture.api, 'GET', `/$export-centre${query}`, { as });

    expect(answer.status).toBe(status);
    expect(validate(answer.resource)).toMatchObject({ issue: [{ code }] });
  });
});
