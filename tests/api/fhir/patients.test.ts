import type { Bundle, CapabilityStatement, OperationOutcome, Patient } from '@medplum/fhirtypes';
import { beforeAll, describe, expect, it } from 'vitest';
import { childIdSystem, nationalIdSystem } from '../../../src/server/fhir/code-systems';
import { setUpApiFixture } from '../../helpers/api-fixture';
import { fhir, resourcesOf } from './fhir-client';
import { type FhirData, fhirData } from './fhir-data';
import { setUpFhirValidator, validate } from './fhir-validator';

const fixture = setUpApiFixture();
setUpFhirValidator();
let data: FhirData;
beforeAll(async () => {
  data = await fhirData(fixture);
});

const patient = async (id: number, as: 'admin' | 'health' = 'health') => {
  const answer = await fhir<Patient>(fixture.api, 'GET', `/Patient/${id}`, { as });
  expect(answer.status, answer.text).toBe(200);
  return validate(answer.resource) as Patient;
};

const search = async (query: string) => {
  const answer = await fhir<Bundle>(fixture.api, 'GET', `/Patient?${query}`, { as: 'health' });
  expect(answer.status, answer.text).toBe(200);
  return validate(answer.resource) as Bundle;
};

describe('GET /fhir/r4/metadata', () => {
  it('should describe what is supported, without a token, as a valid CapabilityStatement', async () => {
    const answer = await fhir<CapabilityStatement>(fixture.api, 'GET', '/metadata');

    expect(answer.status).toBe(200);
    expect(answer.contentType).toBe('application/fhir+json');
    validate(answer.resource);
    expect(answer.resource.rest?.[0]?.resource?.map((resource) => resource.type)).toEqual([
      'Patient',
      'Immunization',
      'ImmunizationRecommendation',
      'ImmunizationEvaluation',
      'Organization',
      'Location',
    ]);
  });
});

describe('GET /fhir/r4/Patient/{id}', () => {
  it("should send an adult's document, name, birth date, phone, e-mail and address", async () => {
    const adult = await patient(data.patients.adultId);

    expect(adult).toMatchObject({
      resourceType: 'Patient',
      id: String(data.patients.adultId),
      active: true,
      identifier: [{ system: nationalIdSystem, value: expect.stringMatching(/^\d{6,9}$/) }],
      name: [{ family: 'Peña', given: ['José'], text: 'José Peña' }],
      birthDate: '1990-04-12',
      telecom: [
        { system: 'phone', value: '51999999999', use: 'mobile' },
        { system: 'email', value: 'jose@gmail.com' },
      ],
      address: [{ text: 'Calle Uno 123' }],
    });
    expect(adult.contact).toBeUndefined();
  });

  it("should send a child's generated identifier and representative as a parent/guardian contact", async () => {
    const child = await patient(data.patients.childId, 'admin');

    expect(child.identifier).toEqual([
      { use: 'official', system: childIdSystem, value: expect.stringMatching(/^999\d+$/) },
    ]);
    expect(child.contact).toEqual([
      {
        relationship: [expect.objectContaining({ text: 'parent/guardian' })],
        name: { use: 'usual', text: 'José Peña', family: 'Peña', given: ['José'] },
      },
    ]);
  });

  it('should send a deleted patient as inactive', async () => {
    const { adultId } = data.patients;
    const copy = await fixture.api.admin('POST', '/patients', {
      ...((await fixture.api.admin('GET', `/patients/${adultId}`)).json as object),
      identityDocument: '7654321',
    });
    const id = (copy.json as { id: number }).id;
    await fixture.api.admin('DELETE', `/patients/${id}`);

    expect((await patient(id)).active).toBe(false);
  });
});

describe('GET /fhir/r4/Patient', () => {
  it('should find a patient by our identifier, with or without its system', async () => {
    const adult = await patient(data.patients.adultId);
    const value = adult.identifier?.[0]?.value ?? '';

    for (const token of [`${nationalIdSystem}|${value}`, value, `|${value}`]) {
      const bundle = await search(`identifier=${encodeURIComponent(token)}`);
      expect(resourcesOf<Patient>(bundle).map((found) => found.id)).toEqual([String(data.patients.adultId)]);
    }
    expect((await search(`identifier=${encodeURIComponent(`${childIdSystem}|${value}`)}`)).entry).toEqual([]);
    expect((await search(`identifier=${encodeURIComponent(`http://otro.sistema|${value}`)}`)).total).toBe(0);
  });

  it('should find patients by name and birth date, accents and case aside', async () => {
    const { childId, birthDate } = data.patients;

    const bundle = await search(`name=MATEO&birthdate=${birthDate}`);

    expect(bundle).toMatchObject({ type: 'searchset', total: 1 });
    expect(resourcesOf<Patient>(bundle).map((found) => found.id)).toEqual([String(childId)]);
    expect((await search(`name=pena&birthdate=ge${birthDate.slice(0, 4)}`)).total).toBeGreaterThanOrEqual(1);
    expect((await search('name=mateo&birthdate=lt1900')).total).toBe(0);
  });

  it('should page with _count and follow the next link to the end', async () => {
    const ids: string[] = [];
    let bundle = await search('_count=1');
    ids.push(...resourcesOf<Patient>(bundle).map((found) => found.id ?? ''));
    for (let next = bundle.link?.find((link) => link.relation === 'next'); next; ) {
      const url = new URL(next.url);
      bundle = await search(url.search.slice(1));
      ids.push(...resourcesOf<Patient>(bundle).map((found) => found.id ?? ''));
      next = bundle.link?.find((link) => link.relation === 'next');
    }

    expect(ids.length).toBe(bundle.total);
    expect(new Set(ids).size).toBe(ids.length);
    expect(bundle.entry?.[0]?.fullUrl).toMatch(/\/fhir\/r4\/Patient\/\d+$/);
  });
});

describe('refusals', () => {
  it.each([
    ['GET', '/Patient/1', undefined, 401, 'login', 'Necesitas iniciar sesión'],
    ['GET', '/Patient/999999', 'health', 404, 'not-found', 'El paciente no existe'],
    ['GET', '/Patient?_count=0', 'health', 400, 'value', 'El parámetro _count debe ser un número entero entre 1 y 100'],
    ['GET', '/Patient?birthdate=2020-02-30', 'admin', 400, 'value', expect.stringContaining('birthdate')],
    ['GET', '/Observation', 'health', 404, 'not-found', 'Recurso no encontrado'],
  ] as const)('%s %s as %s: %i %s', async (method, path, as, status, code, diagnostics) => {
    const answer = await fhir<OperationOutcome>(fixture.api, method, path, { as });

    expect(answer.status).toBe(status);
    expect(answer.contentType).toBe('application/fhir+json');
    validate(answer.resource);
    expect(answer.resource.issue).toEqual([expect.objectContaining({ severity: 'error', code, diagnostics })]);
  });
});
