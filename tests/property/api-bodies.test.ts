import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnyEntity } from '../../src/engine/contract/entity';
import { entities } from '../../src/entities';
import { propertySeed } from '../helpers/property-seed';
import { createReferenceData } from '../helpers/sample-data';
import { createTestApi, type TestApi } from '../helpers/test-api';

let api: TestApi;

beforeAll(async () => {
  api = await createTestApi();
  // Rows with id 1 exist, so PATCH bodies reach validation rather than a 404.
  await createReferenceData(api);
});
afterAll(() => api.close());

const fieldNames = (entity: AnyEntity) => Object.keys(entity.schemas.create.shape);

/** Bodies a careless or hostile client could send: wrong types, missing and extra fields, huge strings, junk. */
const hostileBody = (entity: AnyEntity) =>
  fc.oneof(
    fc
      .dictionary(fc.constantFrom(...fieldNames(entity), 'id', 'isActive', 'status', 'role'), fc.jsonValue())
      .map((body) => ({
        raw: JSON.stringify(body),
        type: 'application/json',
      })),
    fc.record({ raw: fc.string({ maxLength: 200 }), type: fc.constant('application/json') }),
    fc.record({
      raw: fc.jsonValue().map((value) => JSON.stringify(value) ?? 'null'),
      type: fc.constant('application/json'),
    }),
    fc.record({
      raw: fc
        .string({ minLength: 5_000, maxLength: 40_000 })
        .map((text) => JSON.stringify({ [fieldNames(entity)[0] ?? 'name']: text })),
      type: fc.constant('application/json'),
    }),
    fc.record({
      raw: fc.string({ maxLength: 50 }),
      type: fc.constantFrom('text/plain', 'application/x-www-form-urlencoded', ''),
    }),
  );

const writableEntities = entities.filter((entity) => entity.access.create.length > 0);

describe(`hostile bodies against every write endpoint (seed ${propertySeed})`, () => {
  it.each(
    writableEntities
      .flatMap(
        (entity) =>
          [
            ['POST', entity],
            ['PATCH', entity],
          ] as const,
      )
      .map(([method, entity]) => [method, entity.path, entity] as const),
  )(
    '%s %s should answer 4xx with a Spanish message, never 5xx, and leave the table as it was when it refuses',
    async (method, path, entity) => {
      const target = method === 'POST' ? path : `${path}/1`;
      await fc.assert(
        fc.asyncProperty(hostileBody(entity), fc.constantFrom('admin', 'health'), async (body, role) => {
          const before = await api.rowsOf(entity);
          const response = await api.request(method, target, {
            token: api.tokens[role as 'admin' | 'health'],
            rawBody: body.raw,
            headers: body.type ? { 'content-type': body.type } : {},
          });
          expect(response.status).toBeLessThan(500);
          if (response.status >= 400) {
            const message = (response.json as { message?: unknown } | undefined)?.message;
            expect(typeof message).toBe('string');
            expect(String(message)).toMatch(/[a-záéíóúñ]/i);
            expect(await api.rowsOf(entity)).toEqual(before);
          }
        }),
        { numRuns: 40 },
      );
    },
  );
});
