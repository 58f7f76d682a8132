import fc from 'fast-check';
import type { z } from 'zod';
import { type FieldMeta, type FieldRule, fieldMetaOf, type ObjectRule, objectRulesOf } from '../rules/meta';
import { breakRule } from './rule-breakers';
import { validValue } from './valid-values';

export type RuleCase = {
  field: string;
  rule: FieldRule | ObjectRule;
  /** Payloads valid in every respect but this rule. */
  payloads: fc.Arbitrary<Record<string, unknown>>;
};

/** The rules of every field of an object schema; throws for a field built without the rule helpers. */
export const fieldMetas = (schema: z.ZodObject): Record<string, FieldMeta> =>
  Object.fromEntries(
    Object.entries(schema.shape).map(([name, fieldSchema]) => {
      const meta = fieldMetaOf(fieldSchema as z.ZodType);
      if (!meta) throw new Error(`Field ${name} has no rule metadata: build it with src/engine/rules`);
      return [name, meta];
    }),
  );

/**
 * Payloads that satisfy every rule of an object schema, field rules and object rules alike.
 *
 * @example
 * fc.assert(fc.property(validPayload(schema), (payload) => schema.safeParse(payload).success));
 */
export const validPayload = (schema: z.ZodObject, overrides: Record<string, fc.Arbitrary<unknown>> = {}) => {
  const metas = fieldMetas(schema);
  return fc.record(
    Object.fromEntries(Object.entries(metas).map(([name, meta]) => [name, overrides[name] ?? validValue(meta)])),
  );
};

/**
 * One case per rule of the schema: payloads that break only that rule. Object rules such as
 * "required when" set their condition and empty their field.
 */
export const ruleCases = (schema: z.ZodObject, overrides: Record<string, fc.Arbitrary<unknown>> = {}): RuleCase[] => {
  const metas = fieldMetas(schema);
  const base = validPayload(schema, overrides);
  const fieldCases = Object.entries(metas).flatMap(([field, meta]) =>
    meta.rules.map((rule) => ({
      field,
      rule,
      payloads: fc.tuple(base, breakRule(meta, rule)).map(([payload, broken]) => ({ ...payload, [field]: broken })),
    })),
  );
  const objectCases = objectRulesOf(schema).map((rule) => ({
    field: rule.field,
    rule,
    payloads: fc
      .tuple(base, fc.constantFrom(undefined, null, ''))
      .map(([payload, empty]) => ({ ...payload, [rule.when.field]: rule.when.equals, [rule.field]: empty })),
  }));
  return [...fieldCases, ...objectCases];
};
