import type { Action, AnyEntity, RowActionConfig } from '../../contract/entity';
import { idempotencyHeader } from '../writes/idempotency';
import { schemaNamesOf, schemaRef } from './entity-schemas';
import { errorsFor } from './errors';
import { enumSchemaOf } from './json-schema';
import { exportParameters, listParameters } from './list-parameters';
import { openApiPath } from './route-path';
import type { JsonSchema, Operation, Parameter, Paths, ResponseObject } from './types';

const json = (schema: JsonSchema) => ({ 'application/json': { schema } });
const rolledBack = schemaRef('RolledBack');

/** A row's id in a path (`/{id}`). */
export const idParameter: Parameter = {
  name: 'id',
  in: 'path',
  required: true,
  description: 'Id del registro.',
  schema: { type: 'integer', minimum: 1 },
};

export const idempotencyKeyParameter: Parameter = {
  name: idempotencyHeader,
  in: 'header',
  required: false,
  description:
    'Hace segura la repetición: la misma clave con el mismo cuerpo responde la primera respuesta otra vez, sin una segunda escritura (con `Idempotent-Replayed: true`); con otro cuerpo, 422. Cada usuario tiene sus claves; se guardan 24 horas. De 1 a 200 caracteres ASCII visibles.',
  schema: { type: 'string', minLength: 1, maxLength: 200, pattern: '^[\\x21-\\x7e]+$' },
};

/**
 * The paths `crudRouter` mounts for one entity, from its config alone: list, create, read,
 * update, soft delete and each declared action, with the roles of its `access` and Spanish
 * summaries from its labels.
 *
 * @example
 * Object.keys(entityPaths(countries)) // ['/countries', '/countries/{id}']
 */
export const entityPaths = (entity: AnyEntity): Paths => {
  const names = schemaNamesOf(entity);
  const row = schemaRef(names.row);
  const one = entity.labels.singular.toLowerCase();
  const operation = (action: Action, parts: Omit<Operation, 'tags'>): Operation => ({
    tags: [entity.labels.plural],
    ...parts,
    description: [parts.description, rolesLine(entity, action)].filter(Boolean).join('\n\n'),
  });
  const ok = (description: string, schema: JsonSchema): ResponseObject => ({ description, content: json(schema) });
  const paths: Paths = {
    [entity.path]: {
      get: operation('read', {
        operationId: `${entity.name}.list`,
        summary: `Listar ${entity.labels.plural.toLowerCase()}`,
        description:
          'Sin `page`, `pageSize`, `sort` ni `order`: todas las filas activas (o las primeras `limit`). Con alguno de ellos: una página ordenada con su total.',
        parameters: listParameters(entity),
        responses: {
          200: ok('Las filas activas.', {
            oneOf: [
              { type: 'array', items: row },
              {
                type: 'object',
                required: ['items', 'total', 'page', 'pageSize', 'totalIsCapped'],
                properties: {
                  items: { type: 'array', items: row },
                  total: {
                    type: 'integer',
                    minimum: 0,
                    description:
                      'Las filas de la lista. Con `totalIsCapped`, un número que la lista supera: una búsqueda o un filtro cuenta hasta 1000 filas (o hasta las de esta página, si es más profunda).',
                  },
                  page: { type: 'integer', minimum: 1 },
                  pageSize: { type: 'integer', minimum: 1 },
                  totalIsCapped: {
                    type: 'boolean',
                    description: 'Verdadero cuando la lista tiene más filas que `total` («más de 1.000»).',
                  },
                },
              },
            ],
          }),
          ...errorsFor([400, 401, 403, 500]),
        },
      }),
      post: operation('create', {
        operationId: `${entity.name}.create`,
        summary: `Crear ${one}`,
        parameters: [idempotencyKeyParameter],
        requestBody: { required: true, content: json(schemaRef(names.create)) },
        responses: {
          201: ok(
            'Creado (o la primera respuesta otra vez, para una `Idempotency-Key` ya usada): la fila con su forma de lectura.',
            row,
          ),
          200: ok('Revertido a propósito por una regla del servidor.', rolledBack),
          ...errorsFor([400, 401, 403, 409, 413, 415, 422, 500]),
        },
      }),
    },
    [`${entity.path}/export.csv`]: {
      get: operation('read', {
        operationId: `${entity.name}.export`,
        summary: `Exportar ${entity.labels.plural.toLowerCase()} a CSV`,
        description:
          "Todas las filas de la búsqueda, los filtros y el orden de la tabla, sin paginar, enviadas a medida que se leen. Las columnas y sus encabezados son los de la tabla; los valores, como la tabla los muestra (fechas dd/mm/aaaa, Sí/No, etiquetas). UTF-8 con BOM, separador `;`, fin de línea CRLF, comillas según RFC 4180; un valor que empieza por `=`, `+`, `-`, `@`, tabulador o retorno de carro lleva delante `'`. Se descarga como `<plural>-AAAA-MM-DD.csv` (`Content-Disposition`).",
        parameters: exportParameters(entity),
        responses: {
          200: {
            description: 'El archivo CSV.',
            content: { 'text/csv': { schema: { type: 'string', contentMediaType: 'text/csv' } } },
          },
          ...errorsFor([400, 401, 403, 500]),
        },
      }),
    },
    [`${entity.path}/{id}`]: {
      get: operation('read', {
        operationId: `${entity.name}.read`,
        summary: `Obtener ${one}`,
        parameters: [idParameter],
        responses: { 200: ok('La fila activa.', row), ...errorsFor([400, 401, 403, 404, 500]) },
      }),
      patch: operation('update', {
        operationId: `${entity.name}.update`,
        summary: `Actualizar ${one}`,
        parameters: [idParameter],
        requestBody: { required: true, content: json(schemaRef(names.edit)) },
        responses: {
          200: ok('Actualizado, o revertido a propósito.', { oneOf: [row, rolledBack] }),
          ...errorsFor([400, 401, 403, 404, 409, 413, 415, 500]),
        },
      }),
      delete: operation('delete', {
        operationId: `${entity.name}.delete`,
        summary: `Eliminar ${one}`,
        description: 'Borrado lógico: la fila queda con `isActive: false`.',
        parameters: [idParameter],
        responses: {
          200: ok('Eliminado, o revertido a propósito.', { oneOf: [row, rolledBack] }),
          ...errorsFor([400, 401, 403, 404, 409, 500]),
        },
      }),
    },
  };
  for (const action of entity.actions ?? []) {
    const { path, params } = openApiPath(`${entity.path}/${action.route}`);
    const item = paths[path] ?? {};
    item.patch = operation(action.access, {
      operationId: `${entity.name}.${action.name}`,
      summary: action.variants.map((variant) => variant.label).join(' / '),
      description: action.success,
      parameters: params.map((name) => (name === 'id' ? idParameter : actionParameter(action, name))),
      responses: {
        200: ok('La fila tras la acción, o revertida a propósito.', { oneOf: [row, rolledBack] }),
        ...errorsFor([400, 401, 403, 404, 409, 500]),
      },
    });
    paths[path] = item;
  }
  return paths;
};

const rolesLine = (entity: AnyEntity, action: Action) => {
  const roles = entity.access[action];
  return roles.length > 0 ? `Roles: ${roles.join(', ')}.` : 'Ningún rol puede hacerlo (responde 403).';
};

/** A route parameter an action's variants fill in, such as a batch's new `status`. */
const actionParameter = (action: RowActionConfig, name: string): Parameter => {
  const values = action.variants.flatMap((variant) =>
    variant.params?.[name] === undefined ? [] : [{ value: variant.params[name], label: variant.label }],
  );
  return {
    name,
    in: 'path',
    required: true,
    description: values.map((entry) => `${entry.value}: ${entry.label}`).join(', '),
    schema: values.length > 0 ? enumSchemaOf(values.map((entry) => entry.value)) : { type: 'string' },
  };
};
