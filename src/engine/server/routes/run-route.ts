import type { Context } from 'hono';
import type { RouteDeclaration } from '../../contract/entity-route';
import { isRolledBack } from '../../data-provider';
import { auditRowWrite } from '../audit/audit-writer';
import type { ApiEnv } from '../auth/auth-guard';
import type { Repository } from '../repository';
import type { Db } from '../schema/database';
import { readId } from '../schema/ids';
import type { AnyRouteHandler } from '../writes/behaviour';
import type { EntityWrites } from '../writes/entity-writes';
import { answerOnce, idempotentRequest, sendAnswer } from '../writes/idempotency';
import type { ReadContext, RouteReply, WriteReply } from './route-handler';
import { type RouteInput, readInput } from './route-input';

/** The row a write changes, audited by the engine: its id in the request, and the entry's name. */
export type WrittenRow = { idOf: (c: Context<ApiEnv>) => number | undefined; audit: string };

/** The row its path's `:id` names, when it is an id (a malformed one is the handler's 404 to give). */
export const pathRow = (audit = 'update'): WrittenRow => ({
  idOf: (c) => {
    const reading = readId(c.req.param('id'));
    return 'id' in reading ? reading.id : undefined;
  },
  audit,
});

/**
 * Answers a declared route, the engine's part around its handler: the query and body parsed
 * with the route's schemas; a read run against the database; a write (any other method) run
 * in the engine's write context, as an entity's own writes are: one transaction (a refusal or
 * a failure leaves nothing), the row it names read before and audited after it (only what
 * changed), and a POST with an `Idempotency-Key` written once per key. The handler opens no
 * transaction and writes no audit entry of its own.
 *
 * @example
 * router.post('/:id/discards', allow(access, 'update'), (c) => runRoute(c, { route, handler, db, repository, writes, row: pathRow() }));
 */
export const runRoute = async (
  c: Context<ApiEnv>,
  options: {
    route: RouteDeclaration;
    handler: AnyRouteHandler;
    /** Run before a write's transaction opens: what it records stays, even when it refuses. */
    check?: (input: RouteInput, context: ReadContext) => Promise<void>;
    db: Db;
    repository: Repository;
    /** The writes of the entity a write route changes; absent for a read. */
    writes?: EntityWrites;
    row?: WrittenRow;
  },
): Promise<Response> => {
  const { route, handler, writes, row } = options;
  const input = await readInput(c, route);
  const user = c.get('user');
  if (route.method === 'get' || !writes) {
    return reply(c, await handler(input, { db: options.db, repository: options.repository, user }));
  }
  await options.check?.(input, { db: options.db, repository: options.repository, user });
  const request =
    route.method === 'post' ? idempotentRequest(c, user, writes.entity, bodyValues(input.body)) : undefined;
  const id = row?.idOf(c);
  const outcome = await writes.write(user, async (context) => {
    const before = id === undefined ? undefined : await writes.peek(id, context.db);
    const answer = await answerOnce({ db: context.db, request }, async () =>
      asWriteReply(await handler(input, context)),
    );
    if (before && id !== undefined && row) {
      const audit = { db: context.db, entity: writes.entity, userId: user.id, id, before };
      await auditRowWrite({ ...audit, action: row.audit, isSkippedUnchanged: true });
    }
    return answer;
  });
  return isRolledBack(outcome) ? c.json(outcome, 200) : sendAnswer(c, outcome);
};

const reply = (c: Context, answer: RouteReply) => (answer instanceof Response ? answer : sendAnswer(c, answer));

const asWriteReply = (answer: RouteReply): WriteReply => {
  if (answer instanceof Response) throw new Error('A write route answers JSON, to keep it with its idempotency key');
  return answer;
};

const bodyValues = (body: unknown): Readonly<Record<string, unknown>> =>
  typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
