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
