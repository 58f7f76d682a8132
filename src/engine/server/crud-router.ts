import { availableParallelism } from 'node:os';
import { Hono } from 'hono';
import type { AnyEntity } from '../contract/entity';
import { isRolledBack } from '../data-provider';
import { programmeToday } from '../programme-day';
import { notFound } from './api-error';
import { auditRead } from './audit/audit-writer';
import { type ApiEnv, allow } from './auth/auth-guard';
import { readableBy } from './auth/readable-fields';
import { mountRoutes } from './entity-routes';
import { csvDisposition, csvParts, exportColumns } from './lists/csv-export';
import { jsonBody } from './lists/json-body';
import { listQuery, sortedListQuery } from './lists/list-query';
import { createStreamGate } from './lists/stream-gate';
import type { Repository } from './repository';
import type { Store } from './schema/database';
import { mountAccessGrant } from './scope/access-route';
import { checkReadInScope } from './scope/row-scope';
import { scopedList } from './scope/scoped-list';
import { mountActions } from './writes/action-routes';
import type { EntityBehaviour } from './writes/behaviour';
import { entityWrites } from './writes/entity-writes';
import { answerOnce, idempotentRequest, sendAnswer } from './writes/idempotency';
import { mountRestore } from './writes/restore-route';
import { idParam, parseBody } from './writes/validation';

/**
 * Whole lists (a GET without `page`) stream one per core at once in a process, the others waiting their turn (10 s at
 * most): more at once sent no more bytes a second, and the pages they held made the garbage a busy process keeps.
 * PostgreSQL, the 50,000-patient list to 16 connections: peak resident memory 304–325 → 264–274 MB by hand, 246 MB
 * in the bench (docs/performance.md).
 */
const wholeLists = createStreamGate({ limit: availableParallelism(), maxWaitMs: 10_000 });

/**
 * The routes of one entity: list (one sorted page when asked with `?page=`, `?pageSize=`,
 * `?sort=` or `?order=`, else the whole list streamed; both with `?q=` and filters), its CSV
 * export (`/export.csv`, the same search, filters and sort, every row), read,
 * create, update and soft delete, and the actions and routes its config declares, each behind the
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
  // The config's own routes, before `/:id` would take a fixed path such as `/similar` for a row.
  mountRoutes({ router, entity, handlers: behaviour?.routes ?? {}, db: store.db, repository, writes });

  router.get('/', can('read'), async (c) => {
    const view = readableBy(entity, c.get('user').role);
    const query = listQuery(view, c.req.query(), { canSort: (path) => repository.canSort(view, path) });
    const { paging } = query;
    const list = scopedList(repository.registry, entity, c.get('user'), query.list);
    const body = paging
      ? await repository.listPageJson(view, list, paging)
      : await jsonBody(wholeLists.through(repository.listJsonParts(view, list)));
    return c.body(body, 200, { 'content-type': 'application/json; charset=UTF-8' });
  });

  // Every row of the table's search, filters and sort, as CSV, read a chunk at a time (csv-export.ts).
  // Only for whoever may open the entity's Gestión page: readers who read a table for a form
  // (the health staff and the patients) get no bulk download of it.
  const canExport = allow({ ...entity.access, read: entity.page?.roles ?? entity.access.read }, 'read');
  router.get('/export.csv', canExport, async (c) => {
    const view = readableBy(entity, c.get('user').role);
    const canSort = (path: string) => repository.canSort(view, path);
    const query = sortedListQuery(view, c.req.query(), { canSort });
    const list = scopedList(repository.registry, entity, c.get('user'), query.list);
    const chunks = repository.sortedRows(view, list, query.sort);
    const body = await jsonBody(csvParts({ entity: view, columns: exportColumns(view, canSort), chunks }));
    return c.body(body, 200, {
      'content-type': 'text/csv; charset=UTF-8',
      'content-disposition': csvDisposition(entity.labels.plural, programmeToday()),
      'cache-control': 'no-store',
    });
  });

  // A row outside the caller's scope: 404, or 403 `{ outOfScope: true }` when it may be granted (row-scope.ts).
  router.get('/:id', can('read'), async (c) => {
    const user = c.get('user');
    const id = idParam(c.req.param('id'));
    const row = await repository.findShape(readableBy(entity, user.role), id);
    if (row?.isActive !== true) throw notFound();
    await checkReadInScope({ db: store.db, registry: repository.registry, entity, user, id });
    if (entity.isReadAudited) await auditRead({ db: store.db, entity, userId: user.id, id, route: c.req.path });
    return c.json(row);
  });

  // The access grant of a row outside the caller's scope, with its reason (access-route.ts).
  if (entity.scope?.canGrant) mountAccessGrant({ router, entity, store, repository });

  router.post('/', can('create'), async (c) => {
    const values = await parseBody(c, entity.schemas.create);
    const request = idempotentRequest(c, c.get('user'), entity, values);
    const answer = await writes.write(c.get('user'), (context) =>
      answerOnce({ db: context.db, request }, async () => {
        const row = await writes.respond(await writes.create(values, context), context.db, context.user);
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
      return writes.respond(id, context.db, context.user);
    });
    return c.json(row);
  });

  // The undo of a delete (restore-route.ts), behind the delete's roles.
  mountRestore({ router, writes, roles: can('delete') });

  router.delete('/:id', can('delete'), async (c) => {
    const id = idParam(c.req.param('id'));
    const row = await writes.write(c.get('user'), async (context) => {
      await writes.remove(id, context);
      return writes.respond(id, context.db, context.user);
    });
    return c.json(row);
  });

  return router;
};
