import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { validPayload } from '../../src/engine/testing/schema-arbitraries';
import { entities } from '../../src/entities';
import { propertySeed } from '../helpers/property-seed';
import { payloadSchemasOf } from '../helpers/registered-schemas';
import { type SpecRule, specRules } from './spec-rules';

/** Runs per row and side: the edges are tried on every run, so a modest number finds a drifted rule. */
const runsPerRow = Number(process.env.FC_SPEC_RUNS ?? 50);

const schemas = new Map(payloadSchemasOf(entities));

const schemaNamed = (name: string) => {
  const schema = schemas.get(name);
  if (!schema) throw new Error(`No payload schema is named '${name}': ${[...schemas.keys()].join(', ')}`);
  return schema;
};

/** Payloads the config accepts, with the row's `given` values: the field under test is then replaced. */
const basesOf = (schema: z.ZodObject, row: SpecRule) =>
  validPayload(
    schema,
    Object.fromEntries(Object.entries(row.given ?? {}).map(([key, value]) => [key, fc.constant(value)])),
  );

const messageAt = (schema: z.ZodObject, payload: Record<string, unknown>, field: string) => {
  const result = schema.safeParse(payload);
  return result.success ? undefined : result.error.issues.find((issue) => issue.path[0] === field)?.message;
};

const expectAccepted = (schema: z.ZodObject, payload: Record<string, unknown>) => {
  const result = schema.safeParse(payload);
  if (!result.success) throw new Error(`Refused ${JSON.stringify(payload)}: ${JSON.stringify(result.error.issues)}`);
};

const cases = specRules.flatMap((row) => row.schemas.map((name) => [name, row.field, row.spec, row] as const));

describe(`the spec's rules (sections 5 and 9) against the shared schemas (seed ${propertySeed})`, () => {
  it.each(cases)('%s: %s should follow "%s"', (name, field, _spec, row) => {
    const schema = schemaNamed(name);
    const bases = basesOf(schema, row);
    const [sample] = fc.sample(bases, { numRuns: 1, seed: propertySeed });
    for (const value of row.edges?.valid ?? []) expectAccepted(schema, { ...sample, [field]: value });
    for (const value of row.edges?.invalid ?? []) {
      expect(messageAt(schema, { ...sample, [field]: value }, field), JSON.stringify(value)).toBe(row.message);
    }
    if (row.valid) {
      fc.assert(
        fc.property(bases, row.valid, (payload, value) => expectAccepted(schema, { ...payload, [field]: value })),
        { numRuns: runsPerRow },
      );
    }
    if (row.invalid) {
      fc.assert(
        fc.property(bases, row.invalid, (payload, value) => {
          expect(messageAt(schema, { ...payload, [field]: value }, field)).toBe(row.message);
        }),
        { numRuns: runsPerRow },
      );
    }
  });
});
