import { z } from 'zod';
import { fieldMetaOf } from '../../rules';
import type { JsonSchema } from './types';

/** A text the server trims to nothing: an optional field takes it as empty, whatever its `min`. */
const blankText: JsonSchema = { type: 'string', pattern: '^\\s*$' };

/**
 * What a zod schema accepts, as JSON Schema draft 2020-12 (OpenAPI 3.1's dialect): zod's own
 * output (`io: 'input'`), a refinement it cannot write left to the server's 400, and a text
 * rule's `min` (a refinement to zod, kept in the rule's metadata) published as `minLength`.
 * A type JSON Schema cannot write throws (zod's `unrepresentable: 'throw'`) instead of being
 * published as an open schema: every schema of the API is checked when its document is built.
 *
 * @example
 * inputJsonSchemaOf(z.object({ nameCountry: text({ required: 'Requerido', min: [3, 'Al menos 3'] }) }))
 *   .properties.nameCountry // { type: 'string', minLength: 3, maxLength: 255 }
 */
export const inputJsonSchemaOf = (schema: z.ZodType): JsonSchema => {
  const { $schema: _dialect, ...json } = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io: 'input',
    unrepresentable: 'throw',
    override: ({ zodSchema, jsonSchema }) => {
      const rule = fieldMetaOf(zodSchema)?.rules.find((candidate) => candidate.kind === 'minLength');
      if (rule?.kind === 'minLength') Object.assign(jsonSchema, withMinLength(jsonSchema, rule.value));
    },
  });
  return json;
};

/**
 * A required text is at least `min` long; an optional one (a string or null) is blank or at least `min` long.
 * The raw value is checked: the server trims it first, so a shorter raw value is never a longer trimmed one.
 */
const withMinLength = (json: JsonSchema, min: number): JsonSchema => {
  if (json.type === 'string') return { minLength: Math.max(json.minLength ?? 0, min) };
  if (!json.anyOf) return {};
  const anyOf = json.anyOf.flatMap((branch) =>
    branch.type === 'string' ? [{ ...branch, minLength: min }, blankText] : [branch],
  );
  return { anyOf };
};

/**
 * A closed list of values with its JSON type, so a validator coerces a path or query text
 * (`'2'`) before comparing it, and a generated client types the parameter.
 *
 * @example
 * enumSchemaOf([1, 2]) // { type: 'integer', enum: [1, 2] }
 * enumSchemaOf(['asc', 'desc']) // { type: 'string', enum: ['asc', 'desc'] }
 * enumSchemaOf([1, 2], { isNullable: true }) // { type: ['integer', 'null'], enum: [1, 2, null] }
 */
export const enumSchemaOf = (
  values: readonly (string | number)[],
  options: { isNullable?: boolean } = {},
): JsonSchema => {
  const type = valueTypeOf(values);
  return options.isNullable ? { type: [type, 'null'], enum: [...values, null] } : { type, enum: [...values] };
};

const valueTypeOf = (values: readonly (string | number)[]): 'string' | 'integer' | 'number' => {
  if (values.every((value) => typeof value === 'string')) return 'string';
  if (values.every((value) => Number.isInteger(value))) return 'integer';
  if (values.every((value) => typeof value === 'number')) return 'number';
  throw new Error(`An enum mixes texts and numbers: ${values.join(', ')}`);
};
