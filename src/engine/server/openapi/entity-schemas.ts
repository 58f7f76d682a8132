import { z } from 'zod';
import type { AnyEntity, FieldConfig } from '../../entity';
import type { EntityRegistry } from '../../registry';
import { publicFields } from '../schema/tables';
import type { JsonSchema } from './types';

/**
 * An entity's component names, from its config's name.
 *
 * @example
 * schemaNamesOf(vaccineBatches) // { row: 'VaccineBatchesRow', create: 'VaccineBatchesCreate', edit: 'VaccineBatchesEdit' }
 */
export const schemaNamesOf = (entity: AnyEntity) => {
  const base = entity.name
    .split(/[^A-Za-z0-9]+/)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('');
  return { row: `${base}Row`, create: `${base}Create`, edit: `${base}Edit` };
};

const formats: Partial<Record<FieldConfig['kind'], string>> = { date: 'date', datetime: 'date-time' };

/**
 * A `$ref` to a component schema.
 *
 * @example
 * schemaRef('ApiError') // { $ref: '#/components/schemas/ApiError' }
 */
export const schemaRef = (name: string): JsonSchema => ({ $ref: `#/components/schemas/${name}` });

/**
 * A payload schema as a request body's JSON Schema: zod's own output for what it accepts
 * (`io: 'input'`), a refinement it cannot write (a date not in the future) left to the
 * server's 400, and each property titled with its field's Spanish label (and a date's format,
 * which a text rule does not write).
 *
 * @example
 * payloadSchemaOf(countries, countries.schemas.create).properties.nameCountry.title // 'País'
 */
export const payloadSchemaOf = (entity: AnyEntity, schema: z.ZodType): JsonSchema => {
  const { $schema: _dialect, ...json } = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io: 'input',
    unrepresentable: 'any',
  });
  const properties = Object.fromEntries(
    Object.entries(json.properties ?? {}).map(([name, property]) => {
      const field = entity.fields.find((candidate) => candidate.name === name);
      if (typeof property !== 'object' || !field) return [name, property];
      // Only where the text may not be empty: an optional date accepts '', which `format: date` would refuse.
      const isNonEmptyText = property.type === 'string' && (property.minLength ?? 0) > 0 && !property.format;
      const format = isNonEmptyText ? formats[field.kind] : undefined;
      return [name, { title: field.label, ...property, ...(format ? { format } : {}) }];
    }),
  );
  return { ...json, properties };
};

/**
 * The GET shape of an entity's rows as JSON Schema: `id`, `isActive`, every public field, and
 * per reference a nested object with the target's `id` and picked fields, as the repository's
 * shape plan reads them. A field the create schema does not require may be null.
 *
 * @example
 * rowSchemaOf(manufacturers, registry).properties.country // { type: ['object', 'null'], properties: { id, nameCountry } }
 */
export const rowSchemaOf = (entity: AnyEntity, registry: EntityRegistry): JsonSchema =>
  objectOf({ entity, registry, pick: undefined, description: entity.labels.singular });

const objectOf = (options: {
  entity: AnyEntity;
  registry: EntityRegistry;
  pick: readonly string[] | undefined;
  description: string;
}): JsonSchema => {
  const { entity, registry, pick } = options;
  const required = new Set(requiredKeysOf(entity));
  const properties: Record<string, JsonSchema> = { id: { type: 'integer', minimum: 1 } };
  if (!pick) properties.isActive = { type: 'boolean', description: 'Falso después de eliminarlo (borrado lógico).' };
  const limited: string[] = [];
  for (const field of publicFields(entity)) {
    if (!pick || pick.includes(field.name)) {
      properties[field.name] = readersNoted(field, fieldSchemaOf(field, required.has(field.name)));
      if (field.readRoles) limited.push(field.name);
    }
    const reference = field.reference;
    if (reference && (!pick || pick.includes(reference.as))) {
      const target = registry.get(reference.entity);
      const nested = objectOf({ entity: target, registry, pick: reference.pick, description: field.label });
      properties[reference.as] = { ...nested, type: ['object', 'null'] };
    }
  }
  return {
    type: 'object',
    description: options.description,
    required: Object.keys(properties).filter((name) => !limited.includes(name)),
    properties,
    additionalProperties: false,
  };
};

const requiredKeysOf = (entity: AnyEntity): string[] => {
  const json = z.toJSONSchema(entity.schemas.create, { io: 'input', unrepresentable: 'any' });
  return (json.required ?? []).filter((name) => {
    const property = json.properties?.[name];
    return typeof property === 'object' && !property.anyOf?.some((member) => member.type === 'null');
  });
};

/** A field only some roles read (`readRoles`): absent from other readers' rows, so never required. */
const readersNoted = (field: FieldConfig, schema: JsonSchema): JsonSchema =>
  field.readRoles
    ? {
        ...schema,
        description: [schema.description, `Solo para: ${field.readRoles.join(', ')}.`].filter(Boolean).join(' '),
      }
    : schema;

type ValueType = 'string' | 'number' | 'integer' | 'boolean';

const fieldSchemaOf = (field: FieldConfig, isRequired: boolean): JsonSchema => {
  const nullable = (type: ValueType): ValueType | [ValueType, 'null'] => (isRequired ? type : [type, 'null']);
  const titled = { title: field.label };
  switch (field.kind) {
    case 'number':
      return { ...titled, type: nullable('number') };
    case 'boolean':
      return { ...titled, type: nullable('boolean') };
    case 'reference':
      return {
        ...titled,
        type: nullable('integer'),
        description: `Id de ${field.reference?.entity ?? 'otro registro'}`,
      };
    case 'enum': {
      const options = field.options ?? [];
      const values: (string | number | null)[] = options.map((option) => option.value);
      return {
        ...titled,
        enum: isRequired ? values : [...values, null],
        description: options.map((option) => `${option.value}: ${option.label}`).join(', '),
      };
    }
    case 'date':
      return { ...titled, type: nullable('string'), format: 'date' };
    case 'datetime':
      return { ...titled, type: nullable('string'), format: 'date-time' };
    default:
      return { ...titled, type: nullable('string') };
  }
};
