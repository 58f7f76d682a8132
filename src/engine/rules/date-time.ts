import { z } from 'zod';
import { isValidIsoDate } from './builders';
import { declareChecks } from './checks';
import { type FieldRule, fieldRegistry } from './meta';

/** `YYYY-MM-DDTHH:mm`, optional seconds and fraction, then `Z` or an offset `±HH:mm` (RFC 3339). */
const isoDateTime =
  /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):[0-5]\d(?::[0-5]\d(?:\.\d{1,9})?)?(?:Z|[+-](?:[01]\d|2[0-3]):[0-5]\d)$/;

const minuteMs = 60_000;
const dayMs = 86_400_000;

/**
 * Whether a text is an ISO 8601 date-time with its offset (`Z` or `±HH:mm`) on a real calendar
 * date: a moment anywhere, unlike a local time without offset.
 *
 * @example
 * isValidIsoDateTime('2026-05-11T09:30:00-05:00') // true
 * isValidIsoDateTime('2026-05-11T09:30:00') // false: no offset
 * isValidIsoDateTime('2026-02-30T09:30:00Z') // false
 */
export const isValidIsoDateTime = (value: string): boolean => {
  const match = isoDateTime.exec(value);
  return match?.[1] !== undefined && isValidIsoDate(match[1]) && !Number.isNaN(Date.parse(value));
};

type Limit = readonly [number, string];

type DateTimeOptions = {
  required?: string;
  invalid: string;
  /** Not later than now, but for the minutes a device's clock may run ahead: `[minutes, message]`. */
  notFuture?: Limit;
  /** Not earlier than so many days before now: `[days, message]`. */
  maxAgeDays?: Limit;
};

/** Whether a value is a date-time the time rules may judge; anything else is the `invalid` rule's. */
const momentOf = (value: string) => (isValidIsoDateTime(value) ? Date.parse(value) : undefined);

/**
 * A moment as an ISO 8601 date-time with its offset, optionally not in the future (beyond a
 * few minutes of clock drift) and not older than a number of days, both judged when the value
 * is validated. Without `required` the field may be empty (missing, null or ''); its other
 * rules apply once it has a value.
 *
 * @example
 * const applicationDateTime = dateTime({
 *   invalid: 'La fecha y hora de aplicación no es válida',
 *   notFuture: [5, 'La fecha y hora de aplicación no puede ser futura'],
 *   maxAgeDays: [30, 'Una dosis de hace más de 30 días se registra como dosis anterior'],
 * });
 */
export function dateTime(options: DateTimeOptions & { required: string }): z.ZodString;
export function dateTime(options: DateTimeOptions): z.ZodOptional<z.ZodNullable<z.ZodString>>;
export function dateTime(options: DateTimeOptions): z.ZodString | z.ZodOptional<z.ZodNullable<z.ZodString>> {
  const rules: FieldRule[] = [];
  let schema = z.string({ error: options.required ?? options.invalid }).trim();
  if (options.required) {
    schema = schema.min(1, options.required);
    rules.push({ kind: 'required', message: options.required });
  }
  schema = schema.refine((v) => v.length === 0 || isValidIsoDateTime(v), options.invalid);
  rules.push({ kind: 'validDateTime', message: options.invalid });
  if (options.notFuture) {
    const [minutes, message] = options.notFuture;
    schema = schema.refine((v) => (momentOf(v) ?? 0) <= Date.now() + minutes * minuteMs, message);
    rules.push({ kind: 'notFutureTime', value: minutes, message });
  }
  if (options.maxAgeDays) {
    const [days, message] = options.maxAgeDays;
    schema = schema.refine((v) => (momentOf(v) ?? Number.POSITIVE_INFINITY) >= Date.now() - days * dayMs, message);
    rules.push({ kind: 'maxAgeDays', value: days, message });
  }
  const field = options.required ? schema : schema.nullable().optional();
  fieldRegistry.add(field, { valueType: 'datetime', isOptional: !options.required, rules });
  return declareChecks(field);
}
