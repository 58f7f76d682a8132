import { z } from 'zod';
import type { CharsetName } from './charsets';

/** One validation rule of a field, with the exact message the user sees when it is broken. */
export type FieldRule =
  | { kind: 'required'; message: string }
  | { kind: 'minLength'; value: number; message: string }
  | { kind: 'maxLength'; value: number; message: string }
  | { kind: 'charset'; charset: CharsetName; message: string }
  | { kind: 'minValue'; value: number; message: string }
  | { kind: 'maxValue'; value: number; message: string }
  | { kind: 'integer'; message: string }
  | { kind: 'validDate'; message: string }
  | { kind: 'notFuture'; message: string }
  | { kind: 'notPast'; message: string }
  | { kind: 'allowedEmail'; message: string };

export type ValueType = 'string' | 'number' | 'boolean' | 'date';

export type FieldMeta = {
  valueType: ValueType;
  isOptional: boolean;
  rules: readonly FieldRule[];
};

/**
 * A rule between fields of one payload, reported on `field`: it is required when `when`
 * holds, or it may not be greater than the field `than`.
 */
export type ObjectRule =
  | { kind: 'requiredWhen'; field: string; when: { field: string; equals: unknown }; message: string }
  | { kind: 'notGreaterThan'; field: string; than: string; message: string };

/**
 * Whether a payload breaks an object rule. A comparison needs both numbers: a missing or
 * wrong one is its field's own rule's business.
 *
 * @example
 * breaksObjectRule({ kind: 'notGreaterThan', field: 'available', than: 'initial', message: '...' },
 *   { available: 11, initial: 10 }) // true
 */
export const breaksObjectRule = (rule: ObjectRule, values: Readonly<Record<string, unknown>>): boolean => {
  const target = values[rule.field];
  if (rule.kind === 'notGreaterThan') {
    const limit = values[rule.than];
    return typeof target === 'number' && typeof limit === 'number' && target > limit;
  }
  const isEmpty = target === undefined || target === null || target === '';
  return values[rule.when.field] === rule.when.equals && isEmpty;
};

export const fieldRegistry = z.registry<FieldMeta>();
export const objectRegistry = z.registry<{ rules: readonly ObjectRule[] }>();

/** The rules a field schema was built with, or none for a schema not built by the rule helpers. */
export const fieldMetaOf = (schema: z.ZodType): FieldMeta | undefined => fieldRegistry.get(schema);

export const objectRulesOf = (schema: z.ZodType): readonly ObjectRule[] => objectRegistry.get(schema)?.rules ?? [];
