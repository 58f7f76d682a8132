import type { Context, Hono } from 'hono';
import { type AnyEntity, type EntityRouteConfig, isRouteBacked } from '../contract/entity';
import { auditRead } from './audit/audit-writer';
import { type ApiEnv, allow } from './auth/auth-guard';
import type { Repository } from './repository';
import { pathRow, runRoute } from './routes/run-route';
import type { Db } from './schema/database';
import { readId } from './schema/ids';
import { checkReadInScope, checkWriteInScope } from './scope/row-scope';
import type { AnyRouteHandler } from './writes/behaviour';
import type { EntityWrites } from './writes/entity-writes';

/** The CRUD routes' own paths below the entity's, which no declared route may take. */
const crudPaths: readonly string[] = ['/', '/:id', '/export.csv', '/:id/restore'];

/**
 * Mounts the routes the entity's config declares, each behind the roles its `access` names, the
 * fixed paths first (mounted before the CRUD routes, `/similar` is never read as the row
 * `/:id`), and each answered through the engine (`runRoute`): its query and body parsed with the
 * route's schemas, a write in the entity's write context with the row its path names audited.
 * A route of one row is checked against the caller's scope first, unless the entity is route-backed.
 *
 * @example
 * mountRoutes({ router, entity: patients, handlers: { similar: similarPatientsRoute }, db, repository, writes });
 */
export const mountRoutes = (options: {
  router: Hono<ApiEnv>;
  entity: AnyEntity;
  handlers: Readonly<Record<string, AnyRouteHandler>>;
  db: Db;
  repository: Repository;
  writes: EntityWrites;
}) => {
  const { router, entity, handlers, db, repository, writes } = options;
  const routes = [...(entity.routes ?? [])].sort((a, b) => Number(hasParams(a)) - Number(hasParams(b)));
  for (const route of routes) {
    const handler = handlers[route.name];
    if (!handler) throw new Error(`Entity "${entity.name}" declares route "${route.name}" but has no handler`);
    const isRowRoute = route.path.includes(':id');
    const row = isRowRoute ? pathRow(route.audit) : undefined;
    // A route-backed entity's handlers check the caller's places themselves: the engine knows no scope of its rows.
    const isScopeChecked = isRowRoute && !isRouteBacked(entity);
    router.on(route.method.toUpperCase(), route.path, allow(entity.access, route.access), async (c) => {
      if (isScopeChecked) await checkRowRoute({ c, route, entity, db, repository });
      return runRoute(c, { route, handler, db, repository, writes, row });
    });
  }
};

/**
 * The start-up errors of an entity's declared routes against its behaviour's handlers: a route
 * without a handler, a handler of no declared route, and a route that takes a CRUD route's path
 * (a route-backed entity has none: its list and record are routes of its own).
 *
 * @example
 * routeProblems(patients, { similar: similarPatientsRoute }) // ['Entity "patients" declares route "vaccinationCard" but its behaviour has no handler']
 */
export const routeProblems = (entity: AnyEntity, handlers: Readonly<Record<string, AnyRouteHandler>>): string[] => {
  const declared = entity.routes ?? [];
  return [
    ...declared.flatMap((route) => [
      ...(handlers[route.name]
        ? []
        : [`Entity "${entity.name}" declares route "${route.name}" but its behaviour has no handler`]),
      ...(crudPaths.includes(route.path) && !isRouteBacked(entity)
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

/**
 * Before a declared route of one row (`/:id/…`): the row must be in the caller's scope, for a
 * read (404, or 403 `{ outOfScope: true }` when it may be granted) or a write (403), and a read
 * of an entity whose reads are audited leaves its entry `read` with the route.
 */
const checkRowRoute = async (options: {
  c: Context<ApiEnv>;
  route: EntityRouteConfig;
  entity: AnyEntity;
  db: Db;
  repository: Repository;
}) => {
  const { c, route, entity, db, repository } = options;
  const reading = readId(c.req.param('id'));
  if (!('id' in reading)) return;
  const scoped = { db, registry: repository.registry, entity, user: c.get('user'), id: reading.id };
  if (route.method !== 'get') {
    await checkWriteInScope(scoped);
    return;
  }
  await checkReadInScope(scoped);
  if (entity.isReadAudited) await auditRead({ db, entity, userId: scoped.user.id, id: reading.id, route: c.req.path });
};

const hasParams = (route: EntityRouteConfig) => route.path.split('/').some((step) => step.startsWith(':'));
