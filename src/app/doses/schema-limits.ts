import type { z } from 'zod';
import { fieldMetaOf, objectSchemaOf } from '../../engine';

/**
 * The maximum length a payload schema allows for a text field, read from its rules, or null.
 *
 * @example
 * maxLengthOf(appliedDoses.schemas.create, 'observations') // 1000
 */
export const maxLengthOf = (schema: z.ZodType, name: string): number | null => {
  const fieldSchema = objectSchemaOf(schema).shape[name];
  const rule = fieldSchema
    ? fieldMetaOf(fieldSchema)?.rules.find((candidate) => candidate.kind === 'maxLength')
    : undefined;
  return rule?.kind === 'maxLength' ? rule.value : null;
};

/**
 * The minimum length a payload schema asks of a text field, with its message, read from its
 * rules; null without one.
 *
 * @example
 * minLengthOf(appliedDoses.schemas.create, 'overrideReason')
 * // { value: 10, message: 'El motivo debe tener al menos 10 caracteres' }
 */
export const minLengthOf = (schema: z.ZodType, name: string): { value: number; message: string } | null => {
  const fieldSchema = objectSchemaOf(schema).shape[name];
  const rule = fieldSchema
    ? fieldMetaOf(fieldSchema)?.rules.find((candidate) => candidate.kind === 'minLength')
    : undefined;
  return rule?.kind === 'minLength' ? { value: rule.value, message: rule.message } : null;
};
