import type { z } from 'zod';
import type { AnyEntity, FieldConfig } from '../../contract/entity';
import type { EntityRegistry } from '../../contract/registry';
import { isoDateTime } from '../lists/list-filters';
import { publicFields } from '../schema/tables';
import { enumSchemaOf, inputJsonSchemaOf } from './json-schema';
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
 * A payload schema as a request body's JSON Schema (`inputJsonSchemaOf`: what it accepts, a
 * text's `min` included), each property titled with its field's Spanish label (and a date's
 * format, which a text rule does not write).
 *
 * @example
 * payloadSchemaOf(countries, countries.schemas.create).properties.nameCountry.title // 'País'
 */
export const payloadSchemaOf = (entity: AnyEntity, schema: z.ZodType): JsonSchema => {
  const json = inputJsonSchemaOf(schema);
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
 * shape plan reads them. Any field may be null: its column takes null, and a row written by
 * plain SQL (an import) or stored before the field was added has it so.
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
  const properties: Record<string, JsonSchema> = { id: { type: 'integer', minimum: 1 } };
  if (!pick) properties.isActive = { type: 'boolean', description: 'Falso después de eliminarlo (borrado lógico).' };
  const limited: string[] = [];
  for (const field of publicFields(entity)) {
    if (!pick || pick.includes(field.name)) {
      properties[field.name] = readersNoted(field, fieldSchemaOf(field));
      if (field.readRoles) limited.push(field.name);
    }
    const reference = field.reference;
    if (reference && (!pick || pick.includes(reference.as))) {
      const target = registry.get(reference.entity);
      const nested = objectOf({ entity: target, registry, pick: reference.pick, description: field.label });
      properties[reference.as] = readersNoted(field, { ...nested, type: ['object', 'null'] });
      // The nested row goes where its field goes: a reader who may not read the field gets neither.
      if (field.readRoles) limited.push(reference.as);
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

/** A field only some roles read (`readRoles`): absent from other readers' rows, so never required. */
const readersNoted = (field: FieldConfig, schema: JsonSchema): JsonSchema =>
  field.readRoles
    ? {
        ...schema,
        description: [schema.description, `Solo para: ${field.readRoles.join(', ')}.`].filter(Boolean).join(' '),
      }
    : schema;

const fieldSchemaOf = (field: FieldConfig): JsonSchema => {
  const titled = { title: field.label };
  switch (field.kind) {
    case 'number':
      return { ...titled, type: ['number', 'null'] };
    case 'boolean':
      return { ...titled, type: ['boolean', 'null'] };
    case 'reference':
      return {
        ...titled,
        type: ['integer', 'null'],
        description: `Id de ${field.reference?.entity ?? 'otro registro'}`,
      };
    case 'enum': {
      const options = field.options ?? [];
      return {
        ...titled,
        ...enumSchemaOf(
          options.map((option) => option.value),
          { isNullable: true },
        ),
        description: options.map((option) => `${option.value}: ${option.label}`).join(', '),
      };
    }
    case 'date':
      return { ...titled, type: ['string', 'null'], format: 'date' };
    case 'datetime':
      // ISO 8601 as stored: the API writes UTC with `Z`; a row imported by SQL may have no offset or seconds.
      return { ...titled, type: ['string', 'null'], pattern: isoDateTime.source };
    default:
      return { ...titled, type: ['string', 'null'] };
  }
};
