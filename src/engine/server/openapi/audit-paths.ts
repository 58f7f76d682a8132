import { maxPageSize } from '../lists/list-query';
import { errorsFor } from './errors';
import type { JsonSchema, Parameter, Paths } from './types';

const values: JsonSchema = {
  type: ['object', 'null'],
  description: 'Los valores por nombre de campo; los privados como "[oculto]". null si no hay (antes de crear).',
  additionalProperties: true,
};

const entrySchema: JsonSchema = {
  type: 'object',
  required: ['id', 'at', 'entity', 'rowId', 'action', 'user', 'before', 'after'],
  properties: {
    id: { type: 'integer' },
    at: { type: 'string', format: 'date-time', description: 'Cuándo (ISO 8601, UTC).' },
    entity: {
      type: 'string',
      description: 'La entidad (su nombre, como `countries`), o `auth` para inicios de sesión.',
    },
    rowId: { type: ['integer', 'null'], description: 'El id del registro; null si no hay.' },
    action: {
      type: 'string',
      description:
        '`create`, `update`, `delete`, `restore`, `login`, `login-failed` o el nombre de una acción (`status`, `cancel`).',
    },
    user: {
      type: ['object', 'null'],
      description: 'Quién: su id, nombre, apellido y correo; null si no hay (un inicio de sesión fallido).',
      additionalProperties: true,
    },
    before: values,
    after: values,
  },
};

const query = (name: string, description: string, schema: JsonSchema): Parameter => ({
  name,
  in: 'query',
  required: false,
  description,
  schema,
});

/**
 * The audit trail's read-only route (`auditRouter`, mounted at `/audit`): a page of entries,
 * newest first, with its filters.
 *
 * @example
 * const paths = { ...auditPaths({ roles: ['admin'] }) };
 */
export const auditPaths = (options: { roles: readonly string[] }): Paths => ({
  '/audit': {
    get: {
      operationId: 'audit.list',
      tags: ['Auditoría'],
      summary: 'Historial de cambios',
      description: `Las entradas del historial, de la más reciente a la más antigua, en páginas (sin total). Solo lectura: el historial lo escriben las propias escrituras. Cada rol ve solo las entradas de las entidades que puede leer. Roles: ${options.roles.join(', ')}.`,
      parameters: [
        query('entity', 'Solo esta entidad (`countries`, `applied-doses`, `auth`…).', { type: 'string' }),
        query('rowId', 'Solo este registro.', { type: 'integer', minimum: 1 }),
        query('userId', 'Solo lo que hizo este usuario.', { type: 'integer', minimum: 1 }),
        query('action', 'Solo esta acción (`create`, `update`, `delete`, `restore`, `login`…).', { type: 'string' }),
        query('from', 'Desde esta fecha (AAAA-MM-DD) o instante ISO, incluido.', { type: 'string' }),
        query('to', 'Hasta esta fecha (todo el día) o instante ISO, incluido.', { type: 'string' }),
        query('page', 'Página pedida (desde 1).', { type: 'integer', minimum: 1, default: 1 }),
        query('pageSize', 'Entradas por página.', { type: 'integer', minimum: 1, maximum: maxPageSize, default: 25 }),
      ],
      responses: {
        200: {
          description: 'Una página del historial.',
          content: {
            'application/json': {
              schema: {
                type: 'object',
                required: ['items', 'page', 'pageSize', 'hasMore'],
                properties: {
                  items: { type: 'array', items: entrySchema },
                  page: { type: 'integer', minimum: 1 },
                  pageSize: { type: 'integer', minimum: 1 },
                  hasMore: { type: 'boolean', description: 'Si hay una página siguiente.' },
                },
              },
            },
          },
        },
        ...errorsFor([400, 401, 403, 500]),
      },
    },
  },
});
