import { Hono } from 'hono';
import type { RolledBack } from '../data-provider';
import type { AnyEntity } from '../entity';
import { referenceFields } from '../registry';
import { ApiFailure, invalidData, notFound, RollbackSignal } from './api-error';
import { type ApiEnv, type AuthUser, allow } from './auth-guard';
import { translateConstraintError } from './constraint-errors';
import type { Db, Store } from './database';
import { lockForDelete, settleReferrers } from './delete-guard';
import { jsonBody } from './json-body';
import { listQuery } from './list-query';
import { type Repository, toColumns } from './repository';
import { checkUniqueNames } from './unique-names';
import { idParam, parseBody } from './validation';

export type Values = Record<string, unknown>;

/** What a write sees: the transaction, the entity, who writes, and the storage. */
export type WriteContext = { db: Db; entity: AnyEntity; user: AuthUser; repository: Repository };

/**
 * Server-side behaviour of one entity beyond plain storage, all optional: shape the values
 * before they are stored, replace a write entirely, or add routes.
 */
export type EntityBehaviour = {
  prepare?: (options: { values: Values; id?: number; context: WriteContext }) => Promise<Values>;
  create?: (options: { values: Values; context: WriteContext }) => Promise<number>;
  update?: (options: { id: number; values: Values; context: WriteContext }) => Promise<number>;
  remove?: (options: { id: number; context: WriteContext }) => Promise<number>;
  routes?: (router: Hono<ApiEnv>, tools: CrudTools) => void;
};

export type CrudTools = {
  entity: AnyEntity;
  repository: Repository;
  /** Runs a write in one transaction, mapping constraint violations to API answers and a rollback signal to its notice. */
  write: <T>(user: AuthUser, work: (context: WriteContext) => Promise<T>) => Promise<T | RolledBack>;
  /** The answer of a write: the row in its GET shape. */
  respond: (id: number, db?: Db) => Promise<Values>;
};

/** 400 unless every referenced row exists, is active and meets the reference's conditions. */
export const checkReferences = async (values: Values, context: WriteContext) => {
  const fields = referenceFields(context.entity).filter((field) => typeof values[field.name] === 'number');
  const usable = await context.repository.usableReferences(
    fields.map((field) => ({
      entity: context.repository.registry.get(field.reference.entity),
      id: Number(values[field.name]),
      where: field.reference.where,
    })),
    context.db,
  );
  const errors: Record<string, string> = {};
  fields.forEach((field, index) => {
    if (!usable[index]) errors[field.name] = `${field.label}: la opción seleccionada no existe o no está disponible`;
  });
  if (Object.keys(errors).length > 0) throw invalidData(errors);
};

/**
 * The routes of one entity: list (one sorted page when asked with `?page=`, `?pageSize=`,
 * `?sort=` or `?order=`, else the whole list streamed; both with `?q=` and filters), read,
 * create, update and soft delete, each behind the entity's access rules and validated with
 * its schemas.
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
  const { entity, store, repository, behaviour = {} } = options;
  const router = new Hono<ApiEnv>();
  const can = (action: 'read' | 'create' | 'update' | 'delete') => allow(entity.access, action);

  const tools: CrudTools = {
    entity,
    repository,
    write: async (user, work) => {
      try {
        return await store.db.transaction().execute((db) => work({ db, entity, user, repository }));
      } catch (error) {
        if (error instanceof RollbackSignal) return { rolledBack: true, message: error.message };
        if (error instanceof ApiFailure) throw error;
        return translateConstraintError(error, entity);
      }
    },
    respond: async (id, db) => {
      const row = await repository.findShape(entity, id, db);
      if (!row) throw notFound();
      return row;
    },
  };
  const softDelete = async (id: number, context: WriteContext) => {
    if (!(await repository.softDelete(entity, id, context.db))) throw notFound();
    return id;
  };
  const prepare = (values: Values, context: WriteContext, id?: number) =>
    behaviour.prepare ? behaviour.prepare({ values, id, context }) : Promise.resolve(values);

  behaviour.routes?.(router, tools);

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
    const row = await tools.write(c.get('user'), async (context) => {
      await checkReferences(values, context);
      await checkUniqueNames({ db: context.db, dialect: store.dialect, entity, values });
      const id = behaviour.create
        ? await behaviour.create({ values, context })
        : await repository.insert(entity, toColumns(entity, await prepare(values, context)), context.db);
      return tools.respond(id, context.db);
    });
    return c.json(row, 201);
  });

  router.patch('/:id', can('update'), async (c) => {
    const id = idParam(c.req.param('id'));
    const values = await parseBody(c, entity.schemas.edit);
    const row = await tools.write(c.get('user'), async (context) => {
      await checkReferences(values, context);
      await checkUniqueNames({ db: context.db, dialect: store.dialect, entity, values, id });
      if (behaviour.update) return tools.respond(await behaviour.update({ id, values, context }), context.db);
      const isUpdated = await repository.update(
        entity,
        id,
        toColumns(entity, await prepare(values, context, id)),
        context.db,
      );
      if (!isUpdated) throw notFound();
      return tools.respond(id, context.db);
    });
    return c.json(row);
  });

  router.delete('/:id', can('delete'), async (c) => {
    const id = idParam(c.req.param('id'));
    const row = await tools.write(c.get('user'), async (context) => {
      const guard = { db: context.db, dialect: store.dialect, registry: repository.registry, entity, ids: [id] };
      await lockForDelete(guard);
      const removed = behaviour.remove ? await behaviour.remove({ id, context }) : await softDelete(id, context);
      await settleReferrers(guard);
      return tools.respond(removed, context.db);
    });
    return c.json(row);
  });

  return router;
};
