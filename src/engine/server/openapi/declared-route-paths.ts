import type { AnyEntity } from '../../entity';
import { errorsFor } from './errors';
import { openApiPath } from './route-path';
import type { Parameter, Paths } from './types';

/**
 * The routes an entity's config declares (`routes`), each with its roles and path parameters
 * and any JSON as its answer: what the engine knows of a route its behaviour answers. The
 * product describes a route's own shapes in its paths, which take the place of these.
 *
 * @example
 * Object.keys(declaredRoutePaths(patients)) // ['/patients/similar', '/patients/{id}/vaccination-card']
 */
export const declaredRoutePaths = (entity: AnyEntity): Paths => {
  const paths: Paths = {};
  for (const route of entity.routes ?? []) {
    const { path, params } = openApiPath(`${entity.path}${route.path}`);
    const roles = entity.access[route.access];
    paths[path] = {
      ...paths[path],
      [route.method]: {
        operationId: `${entity.name}.${route.name}`,
        tags: [entity.labels.plural],
        summary: `${route.name} (${entity.labels.plural.toLowerCase()})`,
        description: roles.length > 0 ? `Roles: ${roles.join(', ')}.` : 'Ningún rol puede hacerlo (responde 403).',
        parameters: params.map(pathParameter),
        responses: {
          200: { description: 'La respuesta de la ruta.', content: { 'application/json': { schema: {} } } },
          ...errorsFor([400, 401, 403, 404, 500]),
        },
      },
    };
  }
  return paths;
};

const pathParameter = (name: string): Parameter =>
  name === 'id'
    ? { name, in: 'path', required: true, description: 'Id del registro.', schema: { type: 'integer', minimum: 1 } }
    : { name, in: 'path', required: true, schema: { type: 'string' } };
