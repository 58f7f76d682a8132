import type { Action } from './access';

/**
 * A route of the entity beyond its CRUD ones and its row actions (a search of close matches, a
 * read of one row's derived data), declared by the config; the entity's server behaviour
 * answers it under the same name (`routes` of `defineBehaviour`). The engine mounts it below
 * the entity's path with the CRUD routes, a fixed path before `/:id`, behind the roles the
 * entity's `access` grants for `access`.
 *
 * @example
 * routes: [
 *   { name: 'similar', method: 'get', path: '/similar', access: 'create' },
 *   { name: 'vaccinationCard', method: 'get', path: '/:id/vaccination-card', access: 'read' },
 * ],
 */
export type EntityRouteConfig = {
  /** The name of its handler in the entity's server behaviour. */
  name: string;
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  /** The path below the entity's path: a fixed one (`/similar`) or one naming the row (`/:id/vaccination-card`). */
  path: `/${string}`;
  /** Who may call it: the roles the entity's access grants for this action. */
  access: Action;
};
