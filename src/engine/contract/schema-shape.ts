import { z } from 'zod';
import { type FieldRule, fieldMetaOf, objectRulesOf } from '../rules';
import type { FieldKind } from './entity';

/**
 * Client-side zod introspection for forms: which keys a payload schema has and whether a key
 * is required right now. Rules recorded by the rule builders win; a schema built without them
 * falls back to one check: it is required when it refuses `undefined`.
 */

/** The payload schema as a zod object; entity schemas are objects, possibly with object rules. */
export const objectSchemaOf = (schema: z.ZodType): z.ZodObject => {
  if (!(schema instanceof z.ZodObject)) throw new Error('An entity schema must be a zod object');
  return schema;
};

/**
 * The keys of a payload schema, in declaration order.
 *
 * @example
 * shapeKeysOf(z.object({ nameCountry: z.string() })) // ['nameCountry']
 */
export const shapeKeysOf = (schema: z.ZodType): string[] => Object.keys(objectSchemaOf(schema).shape);

/**
 * The kind a field schema implies. The rule builders record what they build (a text, an
 * e-mail, a number, a date, a boolean); another schema is read from its JSON Schema (type and
 * format: `z.email()`, `z.iso.date()`, `z.number()`...). Anything else is a text, the one
 * fallback. A config's own `kind` overrides all of it (phone, textarea, datetime, enum).
 *
 * @example
 * inferredKindOf(email({ required: '...', allowed: '...' })) // 'email'
 * inferredKindOf(z.iso.datetime()) // 'datetime'
 * inferredKindOf(z.array(z.string())) // 'text'
 * inferredKindOf(z.array(z.object({ vials: z.number() }))) // 'lines'
 * inferredKindOf(z.object({ type: z.string(), id: z.number() })) // 'object'
 */
export const inferredKindOf = (schema: z.ZodType): FieldKind => {
  if (lineObjectOf(schema)) return 'lines';
  const meta = fieldMetaOf(schema);
  if (meta) return meta.valueType === 'string' ? stringKindOf(meta.rules) : meta.valueType;
  return jsonSchemaKindOf(schema) ?? 'text';
};

const stringKindOf = (rules: readonly FieldRule[]): FieldKind =>
  rules.some((rule) => rule.kind === 'allowedEmail') ? 'email' : 'text';

const kindsByFormat: Readonly<Record<string, FieldKind>> = { email: 'email', date: 'date', 'date-time': 'datetime' };
const kindsByType: Readonly<Record<string, FieldKind>> = {
  number: 'number',
  integer: 'number',
  boolean: 'boolean',
  object: 'object',
};

type JsonSchema = z.core.JSONSchema.BaseSchema;

const jsonSchemaKindOf = (schema: z.ZodType): FieldKind | undefined =>
  kindOfJson(z.toJSONSchema(schema, { unrepresentable: 'throw', io: 'input' }));

/** A nullable value is its non-null member (`anyOf: [{ type: 'integer' }, { type: 'null' }]`). */
const kindOfJson = (json: JsonSchema): FieldKind | undefined => {
  const members = (json.anyOf ?? []).filter((member) => member.type !== 'null');
  if (members.length === 1 && members[0]) return kindOfJson(members[0]);
  if (typeof json.format === 'string' && json.format in kindsByFormat) return kindsByFormat[json.format];
  const types = [json.type].flat().filter((type) => type !== undefined && type !== 'null');
  return types.length === 1 && types[0] !== undefined ? kindsByType[types[0]] : undefined;
};

/**
 * The object of each line of a lines field's schema (`z.array(z.object(...))`), or undefined for
 * any other schema.
 *
 * @example
 * lineObjectOf(z.array(z.object({ vials: z.number() })))?.shape.vials // the vials' schema
 */
export const lineObjectOf = (schema: z.ZodType | undefined): z.ZodObject | undefined => {
  if (!(schema instanceof z.ZodArray)) return undefined;
  const element: unknown = schema.element;
  return element instanceof z.ZodObject ? element : undefined;
};

/**
 * Whether a field must have a value given the other values of the form: its own `required`
 * rule, or an object rule such as "representative required when isChild".
 *
 * @example
 * isRequiredNow(patients.schemas.create, 'representativeId', { isChild: true }) // true
 * isRequiredNow(patients.schemas.create, 'representativeId', { isChild: false }) // false
 */
export const isRequiredNow = (schema: z.ZodType, name: string, values: Readonly<Record<string, unknown>>): boolean => {
  const fieldSchema = objectSchemaOf(schema).shape[name];
  if (!fieldSchema) return false;
  const meta = fieldMetaOf(fieldSchema);
  const isOwnRequired = meta ? !meta.isOptional : !fieldSchema.safeParse(undefined).success;
  if (isOwnRequired) return true;
  return objectRulesOf(schema).some(
    (rule) => rule.kind === 'requiredWhen' && rule.field === name && values[rule.when.field] === rule.when.equals,
  );
};
