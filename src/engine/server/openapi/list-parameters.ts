import type { AnyEntity, FieldConfig } from '../../contract/entity';
import { isoDateTime, rangeOperators } from '../lists/list-filters';
import { defaultPageSize, maxListLimit, maxPageSize } from '../lists/list-query';
import { publicFields } from '../schema/tables';
import { enumSchemaOf } from './json-schema';
import type { JsonSchema, Parameter } from './types';

const rangeWords = { gte: 'desde (incluido)', gt: 'posterior a', lte: 'hasta (incluido)', lt: 'anterior a' } as const;

/**
 * The query parameters `listQuery` reads for an entity's GET list: search, paging, sort,
 * `limit`, `ids`, equality filters on boolean, reference, enum and number fields, range
 * filters (`field[gte]`...) on number, date and datetime fields, and the config's filters
 * through a reference.
 *
 * @example
 * listParameters(vaccineBatches).map((parameter) => parameter.name)
 * // ['q', 'page', 'pageSize', 'sort', 'order', 'limit', 'ids', 'vaccineId', 'manufactureDate[gte]', ...]
 */
export const listParameters = (entity: AnyEntity): Parameter[] => [
  {
    name: 'q',
    in: 'query',
    description: `Palabras buscadas sin distinguir tildes ni mayúsculas en ${entity.labels.plural.toLowerCase()}.`,
    schema: { type: 'string' },
  },
  {
    name: 'page',
    in: 'query',
    description: 'Página pedida (desde 1). Con `page`, `pageSize`, `sort` u `order` la respuesta es una página.',
    schema: { type: 'integer', minimum: 1, default: 1 },
  },
  {
    name: 'pageSize',
    in: 'query',
    description: 'Filas por página.',
    schema: { type: 'integer', minimum: 1, maximum: maxPageSize, default: defaultPageSize },
  },
  {
    name: 'sort',
    in: 'query',
    description: `Ruta de la respuesta por la que se ordena (${sortExamplesOf(entity)}).`,
    schema: { type: 'string', default: entity.defaultSort?.key ?? 'id' },
  },
  {
    name: 'order',
    in: 'query',
    description: 'Sentido del orden.',
    schema: { ...enumSchemaOf(['asc', 'desc']), default: entity.defaultSort?.order ?? 'asc' },
  },
  {
    name: 'limit',
    in: 'query',
    description: 'Sin paginar: solo las primeras filas por id.',
    schema: { type: 'integer', minimum: 1, maximum: maxListLimit },
  },
  {
    name: 'ids',
    in: 'query',
    description: `Solo estas filas: hasta ${maxPageSize} ids separados por comas.`,
    schema: { type: 'string', pattern: '^\\d+(,\\d+)*$' },
  },
  ...publicFields(entity).flatMap(filtersOf),
  ...(entity.filters ?? []).map(
    (filter): Parameter => ({
      name: filter.name,
      in: 'query',
      description:
        filter.matches === 'unit'
          ? `${filter.label}: id de una unidad organizativa; las filas de sus centros y los de las unidades por debajo.`
          : `${filter.label}: igual a (\`${filter.path}\`).`,
      schema: { type: 'integer', minimum: 1 },
    }),
  ),
];

/** Parameters that page a list: an export ignores them and sends every row. */
const pagingParameters = new Set(['page', 'pageSize', 'limit']);

/**
 * The query parameters of an entity's CSV export: the list's search, sort and filters, no paging.
 *
 * @example
 * exportParameters(patients).map((parameter) => parameter.name) // ['q', 'sort', 'order', 'ids', 'isChild', ...]
 */
export const exportParameters = (entity: AnyEntity): Parameter[] =>
  listParameters(entity).filter((parameter) => !pagingParameters.has(parameter.name));

const sortExamplesOf = (entity: AnyEntity) =>
  ['id', ...entity.columns.map((column) => column.key)].map((key) => `\`${key}\``).join(', ');

const filtersOf = (field: FieldConfig): Parameter[] => {
  const equality = equalitySchemaOf(field);
  const range = rangeSchemaOf(field);
  return [
    ...(equality
      ? [{ name: field.name, in: 'query' as const, description: `${field.label}: igual a`, schema: equality }]
      : []),
    ...(range
      ? rangeOperators.map((operator) => ({
          name: `${field.name}[${operator}]`,
          in: 'query' as const,
          description: `${field.label}: ${rangeWords[operator]}`,
          schema: range,
        }))
      : []),
  ];
};

const equalitySchemaOf = (field: FieldConfig): JsonSchema | undefined => {
  switch (field.kind) {
    case 'boolean':
      return { type: 'boolean' };
    case 'reference':
      return { type: 'integer', minimum: 1 };
    case 'enum':
      return enumSchemaOf((field.options ?? []).map((option) => option.value));
    case 'number':
      return { type: 'number' };
    default:
      return undefined;
  }
};

const rangeSchemaOf = (field: FieldConfig): JsonSchema | undefined => {
  switch (field.kind) {
    case 'number':
      return { type: 'number' };
    case 'date':
      return { type: 'string', format: 'date' };
    case 'datetime':
      // Looser than RFC 3339's date-time: a date alone, or no seconds or offset, as `listQuery` reads it.
      return { type: 'string', pattern: isoDateTime.source };
    default:
      return undefined;
  }
};
