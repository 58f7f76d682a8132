import type { AnyEntity } from '../../contract/entity';
import { routeOperation } from './route-operation';
import type { Paths } from './types';

/**
 * The routes an entity's config declares (`routes`), written from their declarations: each with
 * its parameters, body, answers, refusals and the roles the entity's access grants for it.
 *
 * @example
 * Object.keys(declaredRoutePaths(patients)) // ['/patients/similar', '/patients/{id}/vaccination-card', …]
 */
export const declaredRoutePaths = (entity: AnyEntity): Paths => {
  const paths: Paths = {};
  for (const route of entity.routes ?? []) {
    const { path, item } = routeOperation({
      route,
      // A route-backed entity's list and create are its path itself, not `<path>/`.
      path: route.path === '/' ? entity.path : `${entity.path}${route.path}`,
      operationId: `${entity.name}.${route.name}`,
      tags: [entity.labels.plural],
      roles: entity.access[route.access],
      isIdempotent: route.method === 'post',
    });
    paths[path] = { ...paths[path], ...item };
  }
  return paths;
};
