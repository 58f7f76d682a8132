import type { Context } from 'hono';
import type { BodyOf, QueryOf, RouteDeclaration } from '../../contract/entity-route';
import { ApiFailure } from '../api-error';
import type { ApiEnv } from '../auth/auth-guard';
import { fieldErrorsOf, parseBody } from '../writes/validation';

/** What a declared route's handler gets of its request: its path parameters as sent, its query and body parsed. */
export type RouteInput<TRoute = RouteDeclaration> = {
  c: Context<ApiEnv>;
  params: Readonly<Record<string, string>>;
  query: QueryOf<TRoute>;
  body: BodyOf<TRoute>;
};

const defaultInvalidMessage = 'Los datos enviados no son válidos';

/**
 * Reads a declared route's request: its query with the route's query schema and its JSON body
 * with its body schema, each refused with 400 and a Spanish message per field (under the
 * route's `invalidMessage`, else 'Los datos enviados no son válidos').
 *
 * @example
 * const { query, body } = await readInput(c, route);
 */
export const readInput = async (c: Context<ApiEnv>, route: RouteDeclaration): Promise<RouteInput> => {
  const message = route.invalidMessage ?? defaultInvalidMessage;
  let query: Record<string, unknown> = {};
  if (route.query) {
    const result = route.query.safeParse(c.req.query());
    if (!result.success) throw new ApiFailure(400, message, fieldErrorsOf(result.error));
    query = result.data;
  }
  let body: unknown;
  if (route.body) {
    try {
      body = await parseBody(c, route.body);
    } catch (error) {
      if (error instanceof ApiFailure && error.status === 400 && error.errors) {
        throw new ApiFailure(400, message, error.errors);
      }
      throw error;
    }
  }
  return { c, params: c.req.param(), query, body } as RouteInput;
};
