import type { EntityRouteConfig } from '../../contract/entity';
import type { AnswerStatus, RouteDeclaration } from '../../contract/entity-route';
import type { AuthUser } from '../auth/auth-guard';
import type { Repository } from '../repository';
import type { Db } from '../schema/database';
import type { WriteContext } from '../writes/behaviour';
import type { RouteInput } from './route-input';

/** What a route answers: a status and its JSON, or a whole response (a streamed CSV, a read only). */
export type RouteReply = { status: AnswerStatus; body: unknown } | Response;

/** What a write answers: a status and its JSON, kept with its idempotency key. */
export type WriteReply = { status: AnswerStatus; body: unknown };

/** What a read may use: the database, the repository, and who asks. */
export type ReadContext = { db: Db; repository: Repository; user: AuthUser };

/**
 * The handler of a declared route, its input typed by the route's schemas: a read gets the
 * database, a write the engine's write context (its transaction, the entity, who writes) and
 * answers JSON only.
 */
export type DeclaredHandler<TRoute extends RouteDeclaration = RouteDeclaration> = TRoute extends { method: 'get' }
  ? (input: RouteInput<TRoute>, context: ReadContext) => Promise<RouteReply>
  : (input: RouteInput<TRoute>, context: WriteContext) => Promise<WriteReply>;

/**
 * An answer with its status: what handlers return.
 *
 * @example
 * return answer(201, change);
 */
export const answer = (status: AnswerStatus, body: unknown): WriteReply => ({ status, body });

/**
 * The handler of the route named `TName` of a list of declared routes, typed by its schemas.
 *
 * @example
 * export const forecastRoute: HandlerOf<typeof patientRoutes, 'forecast'> = async ({ params, query }, { db }) => …;
 */
export type HandlerOf<
  TRoutes extends readonly EntityRouteConfig[],
  TName extends TRoutes[number]['name'],
> = DeclaredHandler<Extract<TRoutes[number], { name: TName }>>;
