import { Validator } from '@seriousme/openapi-schema-validator';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenApiDocument } from '../../src/engine/server/openapi/document';
import { schemaNamesOf } from '../../src/engine/server/openapi/entity-schemas';
import { openApiPath } from '../../src/engine/server/openapi/route-path';
import { appliedDoses } from '../../src/entities/applied-doses';
import { countries } from '../../src/entities/countries';
import { manufacturers } from '../../src/entities/manufacturers';
import { patients } from '../../src/entities/patients';
import { vaccinationCenters } from '../../src/entities/vaccination-centers';
import { vaccineBatches } from '../../src/entities/vaccine-batches';
import { vaccines } from '../../src/entities/vaccines';
import { clinicRooms } from '../fixtures/clinic-rooms';
import { entities } from '../fixtures/registry';
import { createReferenceData, idOf, payloads, registerDose } from '../helpers/sample-data';
import { createTestApi, type TestApi } from '../helpers/test-api';

let api: TestApi;
let document: OpenApiDocument;
let ids: Awaited<ReturnType<typeof createReferenceData>>;

beforeAll(async () => {
  // The product's entities and a test-only one: a new config must appear with no extra code.
  api = await createTestApi({ entities });
  ids = await createReferenceData(api);
  document = (await api.request('GET', '/openapi.json')).json as OpenApiDocument;
});
afterAll(() => api.close());

/** A JSON Schema validator over the document's components, as a client generator would read them. */
const schemaChecker = () => {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats.default(ajv);
  ajv.addSchema({ $id: 'openapi', components: document.components }, 'openapi');
  return (schema: object, value: unknown) => {
    const validate = ajv.compile(resolveLocal(schema));
    const isValid = validate(value);
    return { isValid, errors: validate.errors };
  };
};

/** `#/components/...` references rewritten to the added document's id. */
const resolveLocal = (schema: object): object =>
  JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"openapi#/components/'));

const responseSchemaOf = (path: string, method: 'get' | 'post' | 'patch' | 'delete', status: string) => {
  const response = document.paths[path]?.[method]?.responses[status];
  if (!response) throw new Error(`No ${status} response for ${method} ${path}`);
  const resolved =
    '$ref' in response ? document.components.responses[response.$ref.replace('#/components/responses/', '')] : response;
  if (!resolved || '$ref' in resolved || !resolved.content || !('application/json' in resolved.content))
    throw new Error(`No JSON body for ${method} ${path}`);
  return resolved.content['application/json'].schema;
};

describe('GET /api/v1/openapi.json', () => {
  it('should answer without a token a document that validates as OpenAPI 3.1', async () => {
    const response = await api.request('GET', '/openapi.json');
    expect(response.status).toBe(200);
    const validator = new Validator();
    const result = await validator.validate(structuredClone(document));
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('should describe every route the app mounts under /api/v1, and nothing else', () => {
    const mounted = new Set(
      api.app.routes
        .filter((route) => route.method !== 'ALL' && route.path.startsWith('/api/v1/'))
        .map((route) => `${route.method.toLowerCase()} ${openApiPath(route.path.slice('/api/v1'.length)).path}`),
    );
    const described = new Set(
      Object.entries(document.paths).flatMap(([path, item]) => Object.keys(item).map((method) => `${method} ${path}`)),
    );
    expect([...described].sort()).toEqual([...mounted].sort());
    expect(described).toContain('post /clinic-rooms');
    expect(described).toContain('patch /vaccine-batches/{id}/status/{status}');
  });

  it("should need the bearer token everywhere but on login, health, the programme's settings and the document itself", () => {
    const publicOperations = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.entries(item).flatMap(([method, operation]) =>
        operation.security?.length === 0 ? [`${method} ${path}`] : [],
      ),
    );
    expect(publicOperations.sort()).toEqual([
      'get /health',
      'get /openapi.json',
      'get /settings/programme',
      'post /auth/login',
    ]);
    expect(document.security).toEqual([{ bearerAuth: [] }]);
    expect(document.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
  });

  it('should take its Spanish summaries and labels from the configs', () => {
    expect(document.paths['/countries']?.post?.summary).toBe('Crear país');
    expect(document.paths['/clinic-rooms']?.get?.tags).toEqual(['Consultorios']);
    expect(document.components.schemas.CountriesCreate?.properties?.nameCountry).toMatchObject({ title: 'País' });
    const parameters = document.paths['/vaccine-batches']?.get?.parameters?.map((parameter) => parameter.name);
    expect(parameters).toEqual(expect.arrayContaining(['q', 'page', 'sort', 'vaccineId', 'expirationDate[gte]']));
  });
});

describe('the parameters and text rules of the document', () => {
  it('should give every path, query and header parameter a type', () => {
    const untyped = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.entries(item).flatMap(([method, operation]) =>
        (operation.parameters ?? [])
          .filter((parameter) => parameter.schema.type === undefined)
          .map((parameter) => `${method} ${path} ${parameter.name}`),
      ),
    );
    expect(untyped).toEqual([]);
    const status = document.paths['/vaccine-batches/{id}/status/{status}']?.patch?.parameters?.[1];
    expect(status).toMatchObject({ name: 'status', in: 'path', schema: { type: 'integer', enum: [2, 1] } });
  });

  it("should publish a text rule's min as minLength, and an optional text's blank as allowed", () => {
    const check = schemaChecker();
    const { schemas } = document.components;
    expect(schemas.CountriesCreate?.properties?.nameCountry).toMatchObject({ minLength: 3 });
    expect(check({ $ref: '#/components/schemas/CountriesCreate' }, { nameCountry: 'Pe' }).isValid).toBe(false);
    expect(schemas.PatientsEdit?.properties?.firstName).toMatchObject({ minLength: 2 });
    const address = { $ref: '#/components/schemas/PatientsEdit' };
    const edit = { ...payloads.adult(), identityDocument: '12345678' };
    for (const [value, isValid] of [
      ['Calle 1', true],
      ['', true],
      ['  ', true],
      [null, true],
      ['Av 1', false],
    ] as const) {
      const { isValid: result } = check(address, { ...edit, address: value });
      expect(result, JSON.stringify(value)).toBe(isValid);
      expect(patients.schemas.edit.safeParse({ ...edit, address: value }).success, JSON.stringify(value)).toBe(isValid);
    }
  });
});

describe('the schemas of the document', () => {
  it('should accept the bodies the zod schemas accept and refuse what they refuse', () => {
    const check = schemaChecker();
    const dose = payloads.dose({
      patientId: ids.patientId,
      vaccineBatchId: ids.batchId,
      vaccinationCenterId: ids.centerId,
      applyingUserId: api.userIds.admin,
    });
    const bodies = [
      [countries, 'create', payloads.country()],
      [manufacturers, 'create', payloads.manufacturer(ids.countryId)],
      [vaccines, 'create', payloads.vaccine(ids.manufacturerId)],
      [vaccineBatches, 'edit', payloads.batch(ids.vaccineId)],
      [vaccinationCenters, 'create', payloads.center()],
      [patients, 'create', payloads.adult()],
      [patients, 'edit', { ...payloads.adult(), firstName: 'Josefa' }],
      [appliedDoses, 'create', dose],
      [clinicRooms, 'create', { roomName: 'Sala 2', capacity: 1, hasFridge: false, centerId: ids.centerId }],
    ] as const;
    for (const [entity, kind, body] of bodies) {
      const name = schemaNamesOf(entity)[kind];
      expect(entity.schemas[kind].safeParse(body).success, name).toBe(true);
      expect(check({ $ref: `#/components/schemas/${name}` }, body), name).toMatchObject({ isValid: true });
    }
    expect(check({ $ref: '#/components/schemas/CountriesCreate' }, { nameCountry: 'P3rú' }).isValid).toBe(false);
  });

  it('should match the rows the API answers, whole and paged', async () => {
    const check = schemaChecker();
    const roomId = idOf(
      await api.admin('POST', '/clinic-rooms', {
        roomName: 'Sala 1',
        capacity: 2,
        hasFridge: true,
        centerId: ids.centerId,
      }),
    );
    const doseId = idOf(await registerDose(api, ids));
    const reads = [
      ['/applied-doses/{id}', `/applied-doses/${doseId}`],
      ['/clinic-rooms/{id}', `/clinic-rooms/${roomId}`],
      ['/patients/{id}', `/patients/${ids.patientId}`],
      ['/vaccine-batches', '/vaccine-batches'],
      ['/vaccine-batches', '/vaccine-batches?page=1&sort=vaccine.vaccineName'],
      ['/manufacturers', '/manufacturers?q=pfizer'],
    ] as const;
    for (const [path, url] of reads) {
      const response = await api.admin('GET', url);
      expect(response.status, url).toBe(200);
      expect(check(responseSchemaOf(path, 'get', '200'), response.json), url).toMatchObject({ isValid: true });
    }
  });

  it('should describe the error bodies the API really sends', async () => {
    const check = schemaChecker();
    const errors = [
      ['/countries', 'post', '400', await api.admin('POST', '/countries', { nameCountry: '' })],
      ['/countries', 'get', '401', await api.request('GET', '/countries')],
      ['/countries', 'get', '403', await api.health('GET', '/countries')],
      ['/countries/{id}', 'get', '404', await api.admin('GET', '/countries/999999')],
      ['/countries', 'post', '409', await api.admin('POST', '/countries', payloads.country())],
      ['/countries', 'post', '415', await api.request('POST', '/countries', { token: api.tokens.admin, rawBody: 'x' })],
      ['/vaccine-batches', 'get', '400', await api.admin('GET', '/vaccine-batches?page=0&status=9')],
    ] as const;
    for (const [path, method, status, response] of errors) {
      expect(String(response.status), `${method} ${path}`).toBe(status);
      expect(check(responseSchemaOf(path, method, status), response.json), `${method} ${path}`).toMatchObject({
        isValid: true,
      });
    }
    expect(errors[0][3].json).toMatchObject({ errors: { nameCountry: expect.any(String) } });
  });
});
