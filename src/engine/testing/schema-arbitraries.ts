import fc from 'fast-check';
import type { z } from 'zod';
import {
  breaksObjectRule,
  type FieldMeta,
  type FieldRule,
  fieldMetaOf,
  messageFieldOf,
  type ObjectRule,
  objectRulesOf,
} from '../rules/meta';
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
  const rules = objectRulesOf(schema);
  return fc
    .record(
      Object.fromEntries(Object.entries(metas).map(([name, meta]) => [name, overrides[name] ?? validValue(meta)])),
    )
    .filter((payload) => rules.every((rule) => !breaksObjectRule(rule, payload)));
};

/**
 * Payloads valid but for one object rule: its condition set and its field emptied, its field
 * made greater, or a custom rule's `breakWith` values set.
 */
const breakObjectRule = (schema: z.ZodObject, base: fc.Arbitrary<Record<string, unknown>>, rule: ObjectRule) => {
  if (rule.kind === 'notGreaterThan' || rule.kind === 'lessThan') {
    return fc.tuple(base, breakingPair(schema, rule)).map(([payload, pair]) => ({ ...payload, ...pair }));
  }
  if (rule.kind === 'custom') {
    return base.map((payload) => ({ ...payload, ...rule.breakWith })).filter((payload) => rule.isBroken(payload));
  }
  return fc
    .tuple(base, fc.constantFrom(undefined, null, ''))
    .map(([payload, empty]) => ({ ...payload, [rule.when.field]: rule.when.equals, [rule.field]: empty }));
};

/** Draws of a pair before one is found greater: enough for any two fields whose valid values overlap. */
const pairDraws = 20;

/**
 * A value of `field` greater than one of `than` (numbers or dates; for `lessThan`, not less
 * than it), each valid for its own field: drawn from each field's valid values, swapped when
 * the other order breaks the rule and both values suit the other field. A pair that never
 * breaks it (the fields' ranges never meet) makes the rule's property test fail instead of
 * searching forever.
 */
const breakingPair = (schema: z.ZodObject, rule: Extract<ObjectRule, { kind: 'notGreaterThan' | 'lessThan' }>) => {
  const isValidFor = (field: string, value: unknown) => (schema.shape[field] as z.ZodType).safeParse(value).success;
  const pairOf = (value: unknown, limit: unknown) => ({ [rule.field]: value, [rule.than]: limit });
  const validOf = (field: string) => {
    const meta = fieldMetaOf(schema.shape[field] as z.ZodType);
    if (!meta) throw new Error(`Field ${field} has no rule metadata: build it with src/engine/rules`);
    return validValue(meta);
  };
  const candidate = fc.tuple(validOf(rule.field), validOf(rule.than)).map(([value, limit]) => {
    const isSwapBetter =
      breaksObjectRule(rule, pairOf(limit, value)) && isValidFor(rule.field, limit) && isValidFor(rule.than, value);
    return isSwapBetter ? pairOf(limit, value) : pairOf(value, limit);
  });
  return fc
    .array(candidate, { minLength: pairDraws, maxLength: pairDraws })
    .map((pairs) => pairs.find((pair) => breaksObjectRule(rule, pair)) ?? pairs[0]);
};

/**
 * One case per rule of the schema: payloads that break only that rule. Object rules such as
 * "required when" set their condition and empty their field; "not greater than" makes its field
 * exceed the other (a greater number, a later date), "less than" makes it reach the other; a
 * declared custom rule takes its own breaking values.
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
    field: messageFieldOf(rule),
    rule,
    payloads: breakObjectRule(schema, base, rule),
  }));
  return [...fieldCases, ...objectCases];
};
