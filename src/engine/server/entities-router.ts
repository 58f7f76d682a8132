import { Hono } from 'hono';
import type { EntityRegistry } from '../contract/registry';
import type { ApiEnv } from './auth/auth-guard';
import { crudRouter } from './crud-router';
import type { Repository } from './repository';
import type { Store } from './schema/database';
import { checkBehaviours, type EntityBehaviour } from './writes/behaviour';

/**
 * Every registered entity's routes, each under its path: the CRUD routes, and the actions and
 * routes its config declares, answered by its behaviour. Fails the start when a behaviour does
 * not match its entity's config (see `checkBehaviours`).
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
    router.route(entity.path, crudRouter({ entity, store, repository, behaviour: behaviours.get(entity.name) }));
  }
  return router;
};
