import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { breakableRuleKinds } from '../../src/engine/testing/rule-breakers';
import { unknownRules } from '../../src/engine/testing/rule-coverage';
import { fieldMetas, ruleCases, validPayload } from '../../src/engine/testing/schema-arbitraries';
import { propertySeed } from '../helpers/property-seed';
import { registeredSchemas } from '../helpers/registered-schemas';

const schemas = registeredSchemas;

const firstMessageAt = (result: z.ZodSafeParseResult<unknown>, field: string) =>
  result.success ? undefined : result.error.issues.find((issue) => issue.path[0] === field)?.message;

describe(`validation rules of every entity config (seed ${propertySeed})`, () => {
  it.each(schemas)('should accept every generated valid %s payload', (_name, schema) => {
    fc.assert(
      fc.property(validPayload(schema), (payload) => {
        const result = schema.safeParse(payload);
        if (!result.success) throw new Error(JSON.stringify({ payload, issues: result.error.issues }));
      }),
    );
  });

  for (const [name, schema] of schemas) {
    const cases = ruleCases(schema);
    it.each(cases.map((ruleCase) => [ruleCase.field, ruleCase.rule.kind, ruleCase.rule.message, ruleCase] as const))(
      `${name}: %s breaking %s should be refused with '%s'`,
      (field, _kind, message, ruleCase) => {
        fc.assert(
          fc.property(ruleCase.payloads, (payload) => {
            expect(firstMessageAt(schema.safeParse(payload), field)).toBe(message);
          }),
        );
      },
    );
  }

  it.each(schemas)('%s should declare every check zod runs, so no rule goes untested', (_name, schema) => {
    // A bare .refine/.check/.superRefine inherits its parent's rule list and would never be broken
    // here: declare it with withCustomRule (a field) or a custom object rule (withObjectRules).
    expect(unknownRules(schema)).toEqual([]);
  });

  it('should know how to break every kind of rule a config uses', () => {
    for (const [, schema] of schemas) {
      for (const meta of Object.values(fieldMetas(schema))) {
        for (const rule of meta.rules) expect(breakableRuleKinds).toContain(rule.kind);
      }
    }
  });
});
