import type { z } from 'zod';
import type { Action } from './access';

/** The refusals a route may answer, each documented once (`errorResponses` of the OpenAPI document). */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 500;

/** The successes a route may answer. */
export type AnswerStatus = 200 | 201 | 204;

/** One success of a route: what it means, and its JSON's schema (or a CSV's, or no body). */
export type RouteAnswer = {
  description: string;
  schema?: z.ZodType;
  contentType?: 'application/json' | 'text/csv';
};

/**
 * What a route takes and answers, declared once: the engine parses its query and body with
 * these schemas (400 with a Spanish message per field), and the OpenAPI document is written
 * from them, as `@hono/zod-openapi`'s `createRoute` does. A query parameter's description is
 * its schema's (`.describe()`); a path parameter's is in `params`.
 *
 * @example
 * const route: RouteDeclaration = {
 *   method: 'post',
 *   summary: 'Dar de baja viales de un lote',
 *   params: { id: 'Id del lote.' },
 *   body: discardBodySchema,
 *   answers: { 201: { description: 'El movimiento escrito.', schema: stockChangeSchema } },
 *   errors: [400, 401, 403, 404, 409, 413, 415, 500],
 * };
 */
export type RouteDeclaration = {
  method: 'get' | 'post' | 'patch' | 'delete';
  /** The operation's title in the API's reference, in Spanish. */
  summary: string;
  /** What it does and refuses, in Spanish; the roles are added by the engine. */
  description?: string;
  /** The description of each path parameter, by name. */
  params?: Readonly<Record<string, string>>;
  query?: z.ZodObject;
  body?: z.ZodType;
  /** The message of a 400 for a query or body its schema refuses ('Los datos enviados no son válidos' by default). */
  invalidMessage?: string;
  answers: Partial<Record<AnswerStatus, RouteAnswer>>;
  errors: readonly ErrorStatus[];
};

/**
 * A route of the entity beyond its CRUD ones and its row actions (a search of close matches, a
 * read of one row's derived data, a write of a row's ledger), declared by the config with what
 * it takes and answers; the entity's server behaviour answers it under the same name (`routes`
 * of `defineBehaviour`). The engine mounts it below the entity's path with the CRUD routes, a
 * fixed path before `/:id`, behind the roles the entity's `access` grants for `access`. A write
 * (any method but `get`) runs in the engine's write context: one transaction, the row its path
 * names audited under `audit` ('update' by default), and a create's `Idempotency-Key`.
 *
 * @example
 * routes: [
 *   { name: 'similar', method: 'get', path: '/similar', access: 'create', summary: '…', query, answers, errors },
 *   { name: 'discards', method: 'post', path: '/:id/discards', access: 'update', summary: '…', body, answers, errors },
 * ],
 */
export type EntityRouteConfig = RouteDeclaration & {
  /** The name of its handler in the entity's server behaviour. */
  name: string;
  /** The path below the entity's path: a fixed one (`/similar`) or one naming the row (`/:id/vaccination-card`). */
  path: `/${string}`;
  /** Who may call it: the roles the entity's access grants for this action. */
  access: Action;
  /** The name of a write's audit entry on the row its path names (default 'update', 'Modificado'). */
  audit?: string;
};

/** The parsed query a route's handler gets: its query schema's output, or nothing. */
export type QueryOf<TRoute> = TRoute extends { query: infer TQuery extends z.ZodType }
  ? z.output<TQuery>
  : Readonly<Record<string, never>>;

/** The parsed body a route's handler gets: its body schema's output, or none. */
export type BodyOf<TRoute> = TRoute extends { body: infer TBody extends z.ZodType } ? z.output<TBody> : undefined;
