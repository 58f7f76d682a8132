import { z } from 'zod';
import { programmeToday } from '../programme-day';
import type { Charset } from './charsets';
import { declareChecks } from './checks';
import { defaultMaxLength, maxStoredInteger } from './limits';
import { type EmailDomains, type FieldMeta, type FieldRule, fieldRegistry } from './meta';

/**
 * Rule builders: each returns a zod schema and records the rules it was built with, so the
 * form, the server and the property tests read one definition.
 *
 * @example
 * const nameCountry = text({
 *   required: 'El país es requerido',
 *   min: [3, 'El país debe tener al menos 3 letras'],
 *   charset: [charsets.spanishLetters, 'Solo se permiten letras y espacios'],
 * });
 */
type Limit = readonly [number, string];

type TextOptions = {
  required?: string;
  min?: Limit;
  max?: Limit;
  charset?: readonly [Charset, string];
};

const emailLocalPart = /^[A-Za-z0-9._%+-]+$/;
const isoDate = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Today's date as YYYY-MM-DD in the programme's time zone (programme-day.ts), whoever validates:
 * the server and the browser count the same day.
 *
 * @example
 * z.object({ expirationDate: date({ required: 'Requerida', invalid: 'Fecha inválida' }) })
 *   .refine((batch) => batch.expirationDate > today(), 'El lote está vencido');
 */
export const today = (): string => programmeToday();

/**
 * Whether a text is a real calendar date written YYYY-MM-DD (no 2025-02-30).
 *
 * @example
 * isValidIsoDate('2024-02-29') // true
 * isValidIsoDate('2025-02-29') // false
 */
export const isValidIsoDate = (value: string): boolean => {
  if (!isoDate.test(value)) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(value);
};

const register = <T extends z.ZodType>(
  schema: T,
  rules: FieldRule[],
  valueType: 'string' | 'number' | 'boolean' | 'date',
  extra: Pick<FieldMeta, 'defaultValue'> = {},
) => {
  fieldRegistry.add(schema, {
    valueType,
    isOptional: !rules.some((rule) => rule.kind === 'required'),
    rules,
    ...extra,
  });
  return declareChecks(schema);
};

/**
 * A trimmed string of at most `max` characters (255 unless set). Without `required` the field
 * may be empty; its other rules apply once it has a value.
 *
 * @example
 * const nameCountry = text({
 *   required: 'El país es requerido',
 *   min: [3, 'El país debe tener al menos 3 letras'],
 *   charset: [charsets.spanishLetters, 'Solo se permiten letras y espacios'],
 * });
 */
export function text(options: TextOptions & { required: string }): z.ZodString;
export function text(options: TextOptions): z.ZodOptional<z.ZodNullable<z.ZodString>>;
export function text(options: TextOptions): z.ZodString | z.ZodOptional<z.ZodNullable<z.ZodString>> {
  const rules: FieldRule[] = [];
  let schema = z.string({ error: options.required ?? 'Valor inválido' }).trim();
  if (options.required) {
    schema = schema.min(1, options.required);
    rules.push({ kind: 'required', message: options.required });
  }
  if (options.min) {
    const [value, message] = options.min;
    schema = schema.refine((v) => v.length === 0 || v.length >= value, message);
    rules.push({ kind: 'minLength', value, message });
  }
  const [maxValue, maxMessage] = options.max ?? [defaultMaxLength, `No puede superar ${defaultMaxLength} caracteres`];
  schema = schema.max(maxValue, maxMessage);
  rules.push({ kind: 'maxLength', value: maxValue, message: maxMessage });
  if (options.charset) {
    const [charset, message] = options.charset;
    schema = schema.regex(charset.pattern, message);
    rules.push({ kind: 'charset', charset, message });
  }
  return options.required ? register(schema, rules, 'string') : register(schema.nullable().optional(), rules, 'string');
}

/**
 * Whether a value is an address whose domain the rule accepts.
 *
 * @example
 * isAllowedEmail('ana@gmail.com', { pattern: /^gmail\.com$/i, examples: ['gmail.com'] }) // true
 */
export const isAllowedEmail = (value: string, domains: EmailDomains): boolean => {
  const at = value.indexOf('@');
  return at > 0 && emailLocalPart.test(value.slice(0, at)) && domains.pattern.test(value.slice(at + 1));
};

/**
 * An e-mail address of one of the allowed domains; `allowed` is the message of any other value.
 *
 * @example
 * email({ required: 'El correo es requerido', allowed: 'Solo correos de Gmail',
 *   domains: { pattern: /^gmail\.com$/i, examples: ['gmail.com'] } });
 */
export const email = (options: { required: string; allowed: string; domains: EmailDomains }) => {
  const schema = z
    .string({ error: options.required })
    .trim()
    .min(1, options.required)
    .max(254, options.allowed)
    .refine((v) => v.length === 0 || isAllowedEmail(v, options.domains), options.allowed);
  return register(
    schema,
    [
      { kind: 'required', message: options.required },
      { kind: 'allowedEmail', domains: options.domains, message: options.allowed },
    ],
    'string',
  );
};

type IntegerOptions = { required?: string; min: Limit; max?: Limit; integer?: string };

/**
 * A whole number from `min` up to `max`, or up to the largest storable integer without one.
 * Without `required` the field may be left empty (null); its other rules apply once it has a value.
 *
 * @example
 * const requiredDoses = integer({ required: 'Indique las dosis', min: [1, 'Debe ser al menos 1'] });
 * const maximumAgeDays = integer({ min: [0, 'La edad no puede ser negativa'] }); // optional
 * const ageInYears = integer({ required: 'La edad es requerida', min: [0, 'Entre 0 y 120'], max: [120, 'Entre 0 y 120'] });
 */
export function integer(options: IntegerOptions & { required: string }): z.ZodNumber;
export function integer(options: IntegerOptions): z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
export function integer(options: IntegerOptions): z.ZodNumber | z.ZodOptional<z.ZodNullable<z.ZodNumber>> {
  const [value, message] = options.min;
  const integerMessage = options.integer ?? 'Debe ser un número entero';
  const [maxValue, maxMessage] = options.max ?? [
    maxStoredInteger,
    `Debe ser un número entre ${value} y ${maxStoredInteger}`,
  ];
  if (maxValue > maxStoredInteger || maxValue < value) {
    throw new Error(`integer: max ${maxValue} must be from min ${value} up to ${maxStoredInteger}`);
  }
  const schema = z
    .number({ error: options.required ?? integerMessage })
    .int(integerMessage)
    .min(value, message)
    .max(maxValue, maxMessage);
  const rules: FieldRule[] = [
    { kind: 'integer', message: integerMessage },
    { kind: 'minValue', value, message },
    { kind: 'maxValue', value: maxValue, message: maxMessage },
  ];
  if (!options.required) return register(schema.nullable().optional(), rules, 'number');
  return register(schema, [{ kind: 'required', message: options.required }, ...rules], 'number');
}

type DateOptions = { required?: string; invalid: string; notFuture?: string; notPast?: string };

/**
 * A calendar date as YYYY-MM-DD, optionally not after or not before today. Without `required`
 * the field may be empty (missing, null or ''); its other rules apply once it has a value.
 *
 * @example
 * const dateOfBirth = date({
 *   required: 'La fecha de nacimiento es requerida',
 *   invalid: 'La fecha no es válida',
 *   notFuture: 'La fecha de nacimiento no puede ser futura',
 * });
 */
export function date(options: DateOptions & { required: string }): z.ZodString;
export function date(options: DateOptions): z.ZodOptional<z.ZodNullable<z.ZodString>>;
export function date(options: DateOptions): z.ZodString | z.ZodOptional<z.ZodNullable<z.ZodString>> {
  const rules: FieldRule[] = [];
  let schema = z.string({ error: options.required ?? options.invalid }).trim();
  if (options.required) {
    schema = schema.min(1, options.required);
    rules.push({ kind: 'required', message: options.required });
  }
  schema = schema.refine((v) => v.length === 0 || isValidIsoDate(v), options.invalid);
  rules.push({ kind: 'validDate', message: options.invalid });
  if (options.notFuture) {
    schema = schema.refine((v) => !isValidIsoDate(v) || v <= today(), options.notFuture);
    rules.push({ kind: 'notFuture', message: options.notFuture });
  }
  if (options.notPast) {
    schema = schema.refine((v) => !isValidIsoDate(v) || v >= today(), options.notPast);
    rules.push({ kind: 'notPast', message: options.notPast });
  }
  return options.required ? register(schema, rules, 'date') : register(schema.nullable().optional(), rules, 'date');
}

/**
 * The id of a row of another entity, chosen in a select: an id past the largest storable one is no choice.
 *
 * @example
 * const vaccineId = reference({ required: 'Debe seleccionar una vacuna' });
 * // its field: { name: 'vaccineId', label: 'Vacuna',
 * //   reference: { entity: 'vaccines', as: 'vaccine', pick: ['vaccineName'], labelKeys: ['vaccineName'] } }
 */
export const reference = (options: { required: string }) => {
  const schema = z
    .number({ error: options.required })
    .int(options.required)
    .positive(options.required)
    .max(maxStoredInteger, options.required);
  return register(
    schema,
    [
      { kind: 'required', message: options.required },
      { kind: 'id', message: options.required },
      { kind: 'maxValue', value: maxStoredInteger, message: options.required },
    ],
    'number',
  );
};

/**
 * The id of a row of another entity that may be left empty.
 *
 * @example
 * const representativeId = optionalReference({ invalid: 'Seleccione un representante válido' });
 */
export const optionalReference = (options: { invalid: string }) => {
  const schema = z
    .number({ error: options.invalid })
    .int(options.invalid)
    .positive(options.invalid)
    .max(maxStoredInteger, options.invalid)
    .nullable()
    .optional();
  return register(
    schema,
    [
      { kind: 'id', message: options.invalid },
      { kind: 'maxValue', value: maxStoredInteger, message: options.invalid },
    ],
    'number',
  );
};

/**
 * Yes or no; anything else is refused with `invalid`. A missing value is refused too, unless
 * `whenMissing` gives the value it stands for (a flag a body may leave out).
 *
 * @example
 * const hasFridge = boolean({ invalid: 'Indique si tiene refrigerador' });
 * const isHistorical = boolean({ invalid: 'Indique si la dosis es anterior', whenMissing: false });
 */
export function boolean(options: { invalid: string }): z.ZodBoolean;
export function boolean(options: { invalid: string; whenMissing: boolean }): z.ZodDefault<z.ZodBoolean>;
export function boolean(options: { invalid: string; whenMissing?: boolean }) {
  const rules: FieldRule[] = [{ kind: 'boolean', message: options.invalid }];
  const schema = z.boolean({ error: options.invalid });
  if (options.whenMissing === undefined) return register(schema, rules, 'boolean');
  return register(schema.default(options.whenMissing), rules, 'boolean', { defaultValue: options.whenMissing });
}
