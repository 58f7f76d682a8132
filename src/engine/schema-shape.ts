import { z } from 'zod';
import type { FieldKind } from './entity';
import { fieldMetaOf, objectRulesOf } from './rules';

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
 * The kind a field schema's rule implies: the rule builders record what they build (a text,
 * an e-mail, a number, a date, a boolean). A schema built without them is a text, the one
 * fallback; a config's own `kind` overrides either (phone, textarea, datetime, enum).
 *
 * @example
 * inferredKindOf(email({ required: '...', allowed: '...' })) // 'email'
 * inferredKindOf(z.string()) // 'text'
 */
export const inferredKindOf = (schema: z.ZodType): FieldKind => {
  const meta = fieldMetaOf(schema);
  if (!meta) return 'text';
  if (meta.valueType === 'string') return meta.rules.some((rule) => rule.kind === 'allowedEmail') ? 'email' : 'text';
  return meta.valueType;
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
