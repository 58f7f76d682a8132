import type { Context, Hono } from 'hono';
import type { AnyEntity, EntityRouteConfig } from '../entity';
import { type ApiEnv, allow } from './auth/auth-guard';
import type { Repository } from './repository';
import type { Db } from './schema/database';

/** What a declared route's handler may use beside the request: the database and the repository. */
export type RouteServices = { db: Db; repository: Repository };

/**
 * The server side of a route the entity's config declares (`routes`): parse the request, run the
 * operation, answer JSON. The engine has already checked the caller's roles.
 */
export type RouteHandler = (c: Context<ApiEnv>, services: RouteServices) => Response | Promise<Response>;

/** The CRUD routes' own paths below the entity's, which no declared route may take. */
const crudPaths: readonly string[] = ['/', '/:id', '/export.csv', '/:id/restore'];

/**
 * Mounts the routes the entity's config declares, each behind the roles its `access` names, the
 * fixed paths first: mounted before the CRUD routes, `/similar` is never read as the row `/:id`.
 *
 * @example
 * mountRoutes({ router, entity: patients, handlers: { similar: similarPatientsRoute }, services: { db, repository } });
 */
export const mountRoutes = (options: {
  router: Hono<ApiEnv>;
  entity: AnyEntity;
  handlers: Readonly<Record<string, RouteHandler>>;
  services: RouteServices;
}) => {
  const { router, entity, handlers, services } = options;
  const routes = [...(entity.routes ?? [])].sort((a, b) => Number(hasParams(a)) - Number(hasParams(b)));
  for (const route of routes) {
    const handler = handlers[route.name];
    if (!handler) throw new Error(`Entity "${entity.name}" declares route "${route.name}" but has no handler`);
    router.on(route.method.toUpperCase(), route.path, allow(entity.access, route.access), (c) => handler(c, services));
  }
};

/**
 * The start-up errors of an entity's declared routes against its behaviour's handlers: a route
 * without a handler, a handler of no declared route, and a route that takes a CRUD route's path.
 *
 * @example
 * routeProblems(patients, { similar: similarPatientsRoute }) // ['Entity "patients" declares route "vaccinationCard" but its behaviour has no handler']
 */
export const routeProblems = (entity: AnyEntity, handlers: Readonly<Record<string, RouteHandler>>): string[] => {
  const declared = entity.routes ?? [];
  return [
    ...declared.flatMap((route) => [
      ...(handlers[route.name]
        ? []
        : [`Entity "${entity.name}" declares route "${route.name}" but its behaviour has no handler`]),
      ...(crudPaths.includes(route.path)
        ? [`Route "${route.name}" of entity "${entity.name}" takes the path "${route.path}" of a CRUD route`]
        : []),
    ]),
    ...Object.keys(handlers)
      .filter((name) => !declared.some((route) => route.name === name))
      .map(
        (name) => `The behaviour of entity "${entity.name}" handles route "${name}", which its config does not declare`,
      ),
  ];
};

const hasParams = (route: EntityRouteConfig) => route.path.split('/').some((step) => step.startsWith(':'));
