import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { type AnyEntity, isRouteBacked } from '../../src/engine/contract/entity';
import { referenceFields } from '../../src/engine/contract/registry';
import { ruleCases, validPayload } from '../../src/engine/testing/schema-arbitraries';
import { propertySeed } from '../helpers/property-seed';
import { testedEntities } from '../helpers/registered-schemas';
import { createReferenceData, idOf, registerDose } from '../helpers/sample-data';
import { createTestApi, type TestApi } from '../helpers/test-api';

let api: TestApi;

const sampleReport = {
  onsetDate: new Date().toISOString().slice(0, 10),
  severity: 'mild',
  description: 'Dolor leve en el brazo',
  outcome: 'recovered',
};

const firstDoseRule = {
  doseNumber: 1,
  minimumAgeDays: 42,
  recommendedAgeDays: 60,
  overdueAgeDays: 90,
  maximumAgeDays: null,
  minimumIntervalDays: 0,
};

beforeAll(async () => {
  api = await createTestApi({ entities: testedEntities });
  // A row in every table, so "unchanged" compares real rows and each PATCH targets a stored one.
  const ids = await createReferenceData(api);
  const doseId = idOf(await registerDose(api, ids));
  // An ESAVI's onset may not come before its dose's day, which no payload schema knows: one report made by hand.
  idOf(await api.health('POST', '/adverse-events', { ...sampleReport, appliedDoseId: doseId }));
  // An observation may not be dated before the patient's birth, which no payload schema knows: one made by hand.
  const observationId = idOf(
    await api.admin('POST', '/observations', { observationCode: '024', observationTitle: 'Evidencia de inmunidad' }),
  );
  idOf(
    await api.admin('POST', '/patient-observations', {
      patientId: ids.patientId,
      observationId,
      observationDate: '2020-01-01',
      note: '',
    }),
  );
  // A random dose number would pass the vaccine's series (409): the rule PATCHed is dose 1's.
  idOf(await api.admin('POST', '/schedule-rules', { ...firstDoseRule, vaccineId: ids.vaccineId }));
  for (const entity of ruledEntities) await storeOneRow(entity);
});
afterAll(() => api.close());

/** Each case sends a few bodies: every rule of every write schema is a case, on both databases. */
const runsPerRule = Number(process.env.FC_API_RUNS ?? 8);

type Role = 'admin' | 'health';
type Write = { method: 'POST' | 'PATCH'; entity: AnyEntity; schema: z.ZodObject; role: Role };

const roleAllowed = (entity: AnyEntity, action: 'create' | 'update') =>
  (['admin', 'health'] as const).find((role) => entity.access[action].includes(role));

/** The entities whose payloads the rule builders make: not a route-backed one, its bodies its routes' (its API tests). */
const ruledEntities = testedEntities.filter((entity) => !isRouteBacked(entity));

/** Every write endpoint of the registry with the schema it validates with and a role allowed to call it. */
const writes: Write[] = ruledEntities.flatMap((entity) => {
  const createRole = roleAllowed(entity, 'create');
  const updateRole = roleAllowed(entity, 'update');
  return [
    ...(createRole ? [{ method: 'POST' as const, entity, schema: entity.schemas.create, role: createRole }] : []),
    ...(updateRole ? [{ method: 'PATCH' as const, entity, schema: entity.schemas.edit, role: updateRole }] : []),
  ];
});

const byName = new Map(testedEntities.map((entity) => [entity.name, entity]));

/**
 * Stores a valid row, made from the create schema, in an entity's empty table (a test-only entity has no
 * sample data), so its PATCH targets a stored row; references point at the first row of their target.
 */
const storeOneRow = async (entity: AnyEntity) => {
  const role = roleAllowed(entity, 'create');
  if (!role || (await api.rowsOf(entity)).length > 0) return;
  const references: Record<string, fc.Arbitrary<unknown>> = {};
  for (const field of referenceFields(entity)) {
    const target = byName.get(field.reference.entity);
    const [first] = target ? await api.rowsOf(target) : [];
    if (first) references[field.name] = fc.constant(first.id);
  }
  const [payload] = fc.sample(validPayload(entity.schemas.create, references), { numRuns: 1, seed: propertySeed });
  const stored = await api.request('POST', entity.path, { token: api.tokens[role], body: payload });
  expect(stored.status, `${entity.name} refused ${JSON.stringify(payload)}: ${stored.text}`).toBe(201);
};

const targetOf = async ({ method, entity }: Write) => {
  if (method === 'POST') return entity.path;
  const [first] = await api.rowsOf(entity);
  if (!first) throw new Error(`${entity.name} has no stored row to PATCH`);
  return `${entity.path}/${first.id}`;
};

const cases = writes.flatMap((write) =>
  ruleCases(write.schema).map(
    (ruleCase) => [write.method, write.entity.path, ruleCase.field, ruleCase.rule.kind, write, ruleCase] as const,
  ),
);

describe(`each rule of every write endpoint through the API (seed ${propertySeed})`, () => {
  it('should have a rule case for every registered entity that can be written', () => {
    const written = new Set(cases.map(([, path]) => path));
    const writable = ruledEntities.filter((entity) => roleAllowed(entity, 'create') || roleAllowed(entity, 'update'));
    expect([...written].sort()).toEqual(writable.map((entity) => entity.path).sort());
  });

  it.each(cases)(
    '%s %s: %s breaking %s should answer 400 with its own message and leave the table as it was',
    async (_method, _path, field, _kind, write, ruleCase) => {
      const target = await targetOf(write);
      await fc.assert(
        fc.asyncProperty(ruleCase.payloads, async (payload) => {
          const before = await api.rowsOf(write.entity);
          const response = await api.request(write.method, target, { token: api.tokens[write.role], body: payload });
          expect(response.status).toBe(400);
          expect(response.json).toMatchObject({ errors: { [field]: ruleCase.rule.message } });
          expect(await api.rowsOf(write.entity)).toEqual(before);
        }),
        { numRuns: runsPerRule },
      );
    },
  );
});
