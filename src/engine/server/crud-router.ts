import { Hono } from 'hono';
import { isRolledBack } from '../data-provider';
import type { AnyEntity } from '../entity';
import { mountActions } from './action-routes';
import { notFound } from './api-error';
import { type ApiEnv, allow } from './auth-guard';
import type { EntityBehaviour } from './behaviour';
import type { Store } from './database';
import { entityWrites } from './entity-writes';
import { answerOnce, idempotentRequest, sendAnswer } from './idempotency';
import { jsonBody } from './json-body';
import { listQuery } from './list-query';
import type { Repository } from './repository';
import { idParam, parseBody } from './validation';

/**
 * The routes of one entity: list (one sorted page when asked with `?page=`, `?pageSize=`,
 * `?sort=` or `?order=`, else the whole list streamed; both with `?q=` and filters), read,
 * create, update and soft delete, and the actions its config declares, each behind the
 * entity's access rules and validated with its schemas. Writes run the behaviour's hooks in
 * their transaction; a create with an `Idempotency-Key` is written once per key (idempotency.ts).
 *
 * @example
 * api.route(countries.path, crudRouter({ entity: countries, store, repository }));
 */
export const crudRouter = (options: {
  entity: AnyEntity;
  store: Store;
  repository: Repository;
  behaviour?: EntityBehaviour;
}) => {
  const { entity, store, repository, behaviour } = options;
  const router = new Hono<ApiEnv>();
  const can = (action: 'read' | 'create' | 'update' | 'delete') => allow(entity.access, action);
  const writes = entityWrites({ entity, store, repository, hooks: behaviour });

  mountActions({ router, entity, writes, handlers: behaviour?.actions ?? {} });

  router.get('/', can('read'), async (c) => {
    const { list, paging } = listQuery(entity, c.req.query(), { canSort: (path) => repository.canSort(entity, path) });
    const body = paging
      ? await repository.listPageJson(entity, list, paging)
      : await jsonBody(repository.listJsonParts(entity, list));
    return c.body(body, 200, { 'content-type': 'application/json; charset=UTF-8' });
  });

  router.get('/:id', can('read'), async (c) => {
    const row = await repository.findShape(entity, idParam(c.req.param('id')));
    if (row?.isActive !== true) throw notFound();
    return c.json(row);
  });

  router.post('/', can('create'), async (c) => {
    const values = await parseBody(c, entity.schemas.create);
    const request = idempotentRequest(c, c.get('user'), values);
    const answer = await writes.write(c.get('user'), (context) =>
      answerOnce({ db: context.db, request }, async () => {
        const row = await writes.respond(await writes.create(values, context), context.db);
        return { status: 201, body: row };
      }),
    );
    return isRolledBack(answer) ? c.json(answer, 200) : sendAnswer(c, answer);
  });

  router.patch('/:id', can('update'), async (c) => {
    const id = idParam(c.req.param('id'));
    const values = await parseBody(c, entity.schemas.edit);
    const row = await writes.write(c.get('user'), async (context) => {
      await writes.update(id, values, context);
      return writes.respond(id, context.db);
    });
    return c.json(row);
  });

  router.delete('/:id', can('delete'), async (c) => {
    const id = idParam(c.req.param('id'));
    const row = await writes.write(c.get('user'), async (context) => {
      await writes.remove(id, context);
      return writes.respond(id, context.db);
    });
    return c.json(row);
  });

  return router;
};
