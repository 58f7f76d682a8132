import { Hono } from 'hono';
import { isRouteBacked } from '../contract/entity';
import type { EntityRegistry } from '../contract/registry';
import type { ApiEnv } from './auth/auth-guard';
import { crudRouter } from './crud-router';
import { mountRoutes } from './entity-routes';
import type { Repository } from './repository';
import type { Store } from './schema/database';
import { checkBehaviours, type EntityBehaviour } from './writes/behaviour';
import { entityWrites } from './writes/entity-writes';

/**
 * Every registered entity's routes, each under its path: the CRUD routes, and the actions and
 * routes its config declares, answered by its behaviour; a route-backed entity's declared routes
 * alone. Fails the start when a behaviour does not match its entity's config (see `checkBehaviours`).
 *
 * @example
 * api.route('/', entitiesRouter({ registry, store, repository, behaviours }));
 */
export const entitiesRouter = (options: {
  registry: EntityRegistry;
  store: Store;
  repository: Repository;
  behaviours: readonly EntityBehaviour[];
}) => {
  const { registry, store, repository } = options;
  const behaviours = checkBehaviours(registry, options.behaviours);
  const router = new Hono<ApiEnv>();
  for (const entity of registry.all) {
    const behaviour = behaviours.get(entity.name);
    router.route(
      entity.path,
      isRouteBacked(entity)
        ? routesRouter({ entity, store, repository, behaviour })
        : crudRouter({ entity, store, repository, behaviour }),
    );
  }
  return router;
};

/** A route-backed entity's routes: those its config declares, no CRUD route (`source: 'routes'`). */
const routesRouter = (options: Parameters<typeof crudRouter>[0]) => {
  const { entity, store, repository, behaviour } = options;
  const router = new Hono<ApiEnv>();
  const writes = entityWrites({ entity, store, repository });
  mountRoutes({ router, entity, handlers: behaviour?.routes ?? {}, db: store.db, repository, writes });
  return router;
};
