import type { Context, Hono, MiddlewareHandler } from 'hono';
import type { AnyEntity } from '../../contract/entity';
import type { RouteDeclaration } from '../../contract/entity-route';
import { ApiFailure } from '../api-error';
import type { ApiEnv } from '../auth/auth-guard';
import { routeOperation } from '../openapi/route-operation';
import type { Paths } from '../openapi/types';
import type { Repository } from '../repository';
import type { Store } from '../schema/database';
import type { AnyRouteHandler } from '../writes/behaviour';
import { entityWrites } from '../writes/entity-writes';
import type { DeclaredHandler, ReadContext, RouteReply } from './route-handler';
import type { RouteInput } from './route-input';
import { runRoute } from './run-route';

/** Where a product route sits and who may call it. */
export type ProductRouteSettings = {
  /** Its path under `/api/v1`, Hono's way (`/patients/:id/card`). */
  path: `/${string}`;
  operationId: string;
  /** Its group in the API's reference. */
  tag: string;
  /** The roles that may call it, or anyone (`'public'`: no token asked). */
  roles: readonly string[] | 'public';
  /**
   * The row a write changes, audited by the engine: its entity, its id in the request (null when
   * the request names none), and the entry's name.
   */
  writes?: { entity: AnyEntity; idOf: (c: Context<ApiEnv>) => number | undefined; audit: string };
};

/**
 * A check of a write's request before its transaction opens, with what it records of itself
 * (a wrong password's failed attempt): a refusal it throws keeps that record, where the write's
 * own refusals undo everything.
 */
export type RouteCheck = (input: RouteInput, context: ReadContext) => Promise<void>;

/** What a public route's handler may use: the database and the repository; nobody signed in. */
export type PublicContext = { db: Store['db']; repository: Repository };

type HandlerFor<TRoute> = TRoute extends { roles: 'public' }
  ? (input: RouteInput<TRoute>, context: PublicContext) => Promise<RouteReply>
  : TRoute extends RouteDeclaration
    ? DeclaredHandler<TRoute>
    : never;

/** A route of the product that is no entity's, declared once: what it takes and answers, and its handler. */
export type ProductRoute = RouteDeclaration & ProductRouteSettings & { handler: AnyRouteHandler; check?: RouteCheck };

/**
 * Declares a product route (a report, an indicator, the login): its declaration, from which the
 * engine parses its request and writes its OpenAPI operation, and its handler, typed by it, as
 * `@hono/zod-openapi`'s `createRoute` and `app.openapi(route, handler)` do.
 *
 * @example
 * export const coverageRoute = defineRoute(
 *   { method: 'get', path: '/indicators/coverage', operationId: 'indicators.coverage', tag: 'Indicadores',
 *     roles: staffRoles, summary: 'Cobertura', query: coverageQuery, answers: { 200: { description, schema } }, errors: [400, 401, 403, 500] },
 *   async ({ query }, { db }) => answer(200, { items: await coverageItems(db, query) }),
 * );
 */
export const defineRoute = <const TRoute extends RouteDeclaration & ProductRouteSettings>(
  route: TRoute,
  handler: HandlerFor<TRoute>,
  options: { check?: (input: RouteInput<TRoute>, context: ReadContext) => Promise<void> } = {},
): ProductRoute => ({ ...route, handler: handler as AnyRouteHandler, check: options.check as RouteCheck | undefined });

/**
 * Mounts product routes on the API: each behind its roles (the token checked by `guard` first,
 * unless public), answered through the engine (`runRoute`): its request parsed with its schemas,
 * a write in the write context of the entity it changes, that row audited.
 *
 * @example
 * mountProductRoutes({ api, routes: publicRoutes, store, repository, guard });
 */
export const mountProductRoutes = (options: {
  api: Hono<ApiEnv>;
  routes: readonly ProductRoute[];
  store: Store;
  repository: Repository;
  guard: MiddlewareHandler<ApiEnv>;
}) => {
  const { api, store, repository, guard } = options;
  for (const route of options.routes) {
    const writes = route.writes && entityWrites({ entity: route.writes.entity, store, repository });
    const row = route.writes && { idOf: route.writes.idOf, audit: route.writes.audit };
    const answer = (c: Context<ApiEnv>) =>
      runRoute(c, { route, handler: route.handler, check: route.check, db: store.db, repository, writes, row });
    const method = route.method.toUpperCase();
    if (route.roles === 'public') api.on(method, route.path, answer);
    else api.on(method, route.path, guard, allowRoles(route.roles), answer);
  }
};

/**
 * The OpenAPI paths of product routes, written from their declarations.
 *
 * @example
 * productRoutePaths([coverageRoute])['/indicators/coverage'].get.summary
 */
export const productRoutePaths = (routes: readonly ProductRoute[]): Paths => {
  const paths: Paths = {};
  for (const route of routes) {
    const { path, item } = routeOperation({
      route,
      path: route.path,
      operationId: route.operationId,
      tags: [route.tag],
      roles: route.roles,
      isIdempotent: route.method === 'post' && route.writes !== undefined,
    });
    paths[path] = { ...paths[path], ...item };
  }
  return paths;
};

const allowRoles = (roles: readonly string[]): MiddlewareHandler<ApiEnv> =>
  async function allowProductRoles(c, next) {
    if (!roles.includes(c.get('user').role)) throw new ApiFailure(403, 'No tiene permiso para realizar esta acción');
    await next();
  };
