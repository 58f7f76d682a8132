import { z } from 'zod';
import type { Charset } from './charsets';

/**
 * The domains an e-mail rule accepts: `pattern` tests the part after the `@`, `examples`
 * are domains it accepts (property tests build valid addresses from them).
 */
export type EmailDomains = {
  pattern: RegExp;
  examples: readonly string[];
};

/**
 * A rule the builders do not know, declared with `withCustomRule`: `isValid` is the check,
 * `breaking` values refused by it alone, so the property tests can break it like any other.
 */
export type CustomFieldRule = {
  kind: 'custom';
  name: string;
  message: string;
  isValid: (value: unknown) => boolean;
  breaking: readonly unknown[];
  /** Values it accepts, for the property tests, when few values of the type pass it (a closed list). */
  passing?: readonly unknown[];
};

/** One validation rule of a field, with the exact message the user sees when it is broken. */
export type FieldRule =
  | { kind: 'required'; message: string }
  | { kind: 'minLength'; value: number; message: string }
  | { kind: 'maxLength'; value: number; message: string }
  | { kind: 'charset'; charset: Charset; message: string }
  | { kind: 'minValue'; value: number; message: string }
  | { kind: 'maxValue'; value: number; message: string }
  | { kind: 'integer'; message: string }
  | { kind: 'id'; message: string }
  | { kind: 'boolean'; message: string }
  | { kind: 'validDate'; message: string }
  | { kind: 'notFuture'; message: string }
  | { kind: 'notPast'; message: string }
  | { kind: 'validDateTime'; message: string }
  /** A date-time not later than now plus `value` minutes (a device's clock running ahead). */
  | { kind: 'notFutureTime'; value: number; message: string }
  /** A date-time not earlier than `value` days before now. */
  | { kind: 'maxAgeDays'; value: number; message: string }
  | { kind: 'allowedEmail'; domains: EmailDomains; message: string }
  | CustomFieldRule;

export type ValueType = 'string' | 'number' | 'boolean' | 'date' | 'datetime';

export type FieldMeta = {
  valueType: ValueType;
  isOptional: boolean;
  rules: readonly FieldRule[];
  /** The value a missing one stands for (a flag a body may leave out); none when missing is refused or empty. */
  defaultValue?: unknown;
};

/**
 * A rule between fields of one payload, reported on `field`: it is required when `when`
 * holds, it may not be greater than the field `than` (two numbers, or two dates: a later
 * date is greater), it must be less than `than` (`lessThan`: equal values break it too), or
 * a declared custom rule: `isBroken` is its check and `breakWith` values that, set on a valid
 * payload, break it alone. A comparison's message goes on `messageOn` when it names `than`
 * (an end date before its start is said on the end date).
 */
export type ObjectRule =
  | { kind: 'requiredWhen'; field: string; when: { field: string; equals: unknown }; message: string }
  | { kind: 'notGreaterThan'; field: string; than: string; messageOn?: string; message: string }
  | { kind: 'lessThan'; field: string; than: string; messageOn?: string; message: string }
  | {
      kind: 'custom';
      name: string;
      field: string;
      message: string;
      isBroken: (values: Readonly<Record<string, unknown>>) => boolean;
      breakWith: Readonly<Record<string, unknown>>;
    };

/**
 * Whether a payload breaks an object rule. A comparison needs two numbers or two dates: a
 * missing or malformed one is its field's own rule's business.
 *
 * @example
 * breaksObjectRule({ kind: 'notGreaterThan', field: 'available', than: 'initial', message: '...' },
 *   { available: 11, initial: 10 }) // true
 * breaksObjectRule({ kind: 'notGreaterThan', field: 'startDate', than: 'endDate', message: '...' },
 *   { startDate: '2026-03-02', endDate: '2026-03-01' }) // true
 * breaksObjectRule({ kind: 'lessThan', field: 'recommended', than: 'overdue', message: '...' },
 *   { recommended: 60, overdue: 60 }) // true
 */
export const breaksObjectRule = (rule: ObjectRule, values: Readonly<Record<string, unknown>>): boolean => {
  if (rule.kind === 'custom') return rule.isBroken(values);
  const target = values[rule.field];
  if (rule.kind === 'notGreaterThan') return orderOf(target, values[rule.than]) === 1;
  if (rule.kind === 'lessThan') return (orderOf(target, values[rule.than]) ?? -1) >= 0;
  const isEmpty = target === undefined || target === null || target === '';
  return values[rule.when.field] === rule.when.equals && isEmpty;
};

/** A date field holds `YYYY-MM-DD`, whose text order is the dates' order. */
const isoDateShape = /^\d{4}-\d{2}-\d{2}$/;

/** -1, 0 or 1 as `value` is below, equal to or above `limit` (two numbers or two dates); undefined otherwise. */
const orderOf = (value: unknown, limit: unknown): number | undefined => {
  if (typeof value === 'number' && typeof limit === 'number') return Math.sign(value - limit);
  const areDates = typeof value === 'string' && typeof limit === 'string';
  if (!areDates || !isoDateShape.test(value) || !isoDateShape.test(limit)) return undefined;
  return value === limit ? 0 : value > limit ? 1 : -1;
};

/**
 * The field an object rule's message is shown on: a comparison's `messageOn`, else its `field`.
 *
 * @example
 * messageFieldOf({ kind: 'notGreaterThan', field: 'startDate', than: 'endDate', messageOn: 'endDate', message: '...' }) // 'endDate'
 */
export const messageFieldOf = (rule: ObjectRule): string =>
  (rule.kind === 'notGreaterThan' || rule.kind === 'lessThan' ? rule.messageOn : undefined) ?? rule.field;

export const fieldRegistry = z.registry<FieldMeta>();
export const objectRegistry = z.registry<{ rules: readonly ObjectRule[] }>();

/** The rules a field schema was built with, or none for a schema not built by the rule helpers. */
export const fieldMetaOf = (schema: z.core.$ZodType): FieldMeta | undefined =>
  // zod types a registry's metadata through its `$replace`, which turns a RegExp's `exec` result
  // into `string[]`; what comes back is the FieldMeta the builder added.
  fieldRegistry.get(schema) as FieldMeta | undefined;

export const objectRulesOf = (schema: z.ZodType): readonly ObjectRule[] => objectRegistry.get(schema)?.rules ?? [];
