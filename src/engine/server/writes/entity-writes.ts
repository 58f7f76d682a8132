import type { AnyEntity } from '../../contract/entity';
import { referenceFields } from '../../contract/registry';
import type { RevertedWrite } from '../../data-provider';
import { ApiFailure, invalidData, notFound, RevertWrite } from '../api-error';
import { auditRowWrite } from '../audit/audit-writer';
import { writeContextOf } from '../audit/write-trail';
import type { AuthUser } from '../auth/auth-guard';
import { readableBy } from '../auth/readable-fields';
import { type Repository, toColumns } from '../repository';
import type { Db, Store } from '../schema/database';
import { tableOf } from '../schema/tables';
import { checkWriteInScope } from '../scope/row-scope';
import type { LifecycleHooks, StoredRow, Values, WriteContext } from './behaviour';
import { translateConstraintError } from './constraint-errors';
import { lockForDelete, settleReferrers } from './delete-guard';
import { checkUniqueNames } from './unique-names';

export type EntityWrites = ReturnType<typeof entityWrites>;

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
 * The writes of one entity, each meant to run inside {@link EntityWrites.write}'s
 * transaction: the engine checks references and unique names, runs the entity's lifecycle
 * hooks around its own insert, update and soft delete, and settles the rows that point at a
 * deleted one.
 *
 * @example
 * const writes = entityWrites({ entity: countries, store, repository });
 * const row = await writes.write(user, async (context) => writes.respond(await writes.create(values, context), context.db, user));
 */
export const entityWrites = (options: {
  entity: AnyEntity;
  store: Store;
  repository: Repository;
  hooks?: LifecycleHooks;
}) => {
  const { entity, store, repository, hooks = {} } = options;
  const { dialect } = store;

  /** Values a request may set: server-set fields are only written by hooks. */
  const requestable = (values: Values): Values =>
    Object.fromEntries(
      Object.entries(values).filter(
        ([name]) => !entity.fields.some((field) => field.name === name && field.isServerSet),
      ),
    );
  const columnsOf = (values: Values) => toColumns(entity, values);

  /** The stored row, active or not, or undefined; on PostgreSQL locked against other writes until this one commits. */
  const peek = async (id: number, db: Db): Promise<StoredRow | undefined> => {
    let query = db.selectFrom(tableOf(entity)).selectAll().where('id', '=', id);
    if (dialect.name === 'postgres') query = query.forNoKeyUpdate();
    return query.executeTakeFirst();
  };

  /** The stored row, active or not, locked as `peek` does; 404 when there is none. */
  const find = async (id: number, db: Db): Promise<StoredRow> => {
    const row = await peek(id, db);
    if (!row) throw notFound();
    return row;
  };

  /** 403 unless the row is in the writer's part of the network (row-scope.ts): checked before a write and after it. */
  const checkScope = (id: number, context: WriteContext) =>
    checkWriteInScope({ db: context.db, registry: repository.registry, entity, user: context.user, id });

  /** Appends the write's entry to the trail, in its transaction. */
  const audit = (context: WriteContext, id: number, action: string, before: StoredRow | undefined) =>
    auditRowWrite({ db: context.db, entity, userId: context.user.id, id, action, before });

  /** The update, its stored row before it returned; the row is read once (an action passes it). */
  const updateRow = async (id: number, requested: Values, context: WriteContext, known?: StoredRow) => {
    const values = requestable(requested);
    await checkReferences(values, context);
    await checkUniqueNames({ db: context.db, dialect, entity, values, id });
    const original = known ?? (await find(id, context.db));
    await checkScope(id, context);
    const stored = hooks.beforeChange
      ? await hooks.beforeChange({ operation: 'update', id, original, values, context })
      : values;
    if (!(await repository.update(entity, id, columnsOf(stored), context.db))) throw notFound();
    await hooks.afterChange?.({ operation: 'update', id, original, values: stored, context });
    await checkScope(id, context);
    return original;
  };

  /** The soft delete, its stored row before it returned; locked for the delete before it is read. */
  const removeRow = async (id: number, context: WriteContext, known?: StoredRow) => {
    const guard = { db: context.db, dialect, registry: repository.registry, entity, ids: [id] };
    await lockForDelete(guard);
    const original = known ?? (await find(id, context.db));
    await checkScope(id, context);
    await hooks.beforeDelete?.({ id, original, context });
    if (!(await repository.softDelete(entity, id, context.db))) throw notFound();
    await settleReferrers(guard);
    await hooks.afterDelete?.({ id, original, context });
    return original;
  };

  /** 409 unless what the row points at is still usable and its unique names are free. */
  const checkRestorable = async (original: StoredRow, context: WriteContext) => {
    const values = Object.fromEntries(
      entity.fields.filter((field) => original[field.name] !== null).map((field) => [field.name, original[field.name]]),
    );
    try {
      await checkReferences(values, context);
    } catch (error) {
      if (!(error instanceof ApiFailure) || !error.errors) throw error;
      const [message = 'Un registro relacionado ya no está disponible'] = Object.values(error.errors);
      throw new ApiFailure(409, `No se puede restaurar: ${message}`, error.errors);
    }
    await checkUniqueNames({ db: context.db, dialect, entity, values, id: Number(original.id) });
  };

  return {
    entity,
    find,
    peek,

    /**
     * Runs a write in one transaction. A constraint violation becomes its API answer, and a
     * {@link RevertWrite} the `{ rolledBack: true, message }` notice.
     */
    write: async <T>(user: AuthUser, work: (context: WriteContext) => Promise<T>): Promise<T | RevertedWrite> => {
      try {
        return await store.db.transaction().execute((db) => work(writeContextOf({ db, entity, user, repository })));
      } catch (error) {
        if (error instanceof RevertWrite) return { rolledBack: true, message: error.message };
        if (error instanceof ApiFailure) throw error;
        return translateConstraintError(error, entity);
      }
    },

    /** The answer of a write: the row in its GET shape, as the user's role reads it. */
    respond: async (id: number, db: Db, user: AuthUser) => {
      const row = await repository.findShape(readableBy(entity, user.role), id, db);
      if (!row) throw notFound();
      return row;
    },

    /** Inserts a row and appends its 'create' entry to the trail; resolves with its id. */
    create: async (requested: Values, context: WriteContext) => {
      const values = requestable(requested);
      await checkReferences(values, context);
      await checkUniqueNames({ db: context.db, dialect, entity, values });
      const stored = hooks.beforeChange ? await hooks.beforeChange({ operation: 'create', values, context }) : values;
      const id = await repository.insert(entity, columnsOf(stored), context.db);
      await hooks.afterChange?.({ operation: 'create', id, values: stored, context });
      await checkScope(id, context);
      await audit(context, id, 'create', undefined);
      return id;
    },

    /**
     * Updates an active row with the values given (the others stay) and appends its 'update'
     * entry; 404 when there is none. An action passes the stored row it found.
     */
    update: async (id: number, requested: Values, context: WriteContext, known?: StoredRow) => {
      const original = await updateRow(id, requested, context, known);
      await audit(context, id, 'update', original);
    },

    /**
     * Soft-deletes an active row, settles the rows that point at it and appends its 'delete'
     * entry; 404 when there is none. An action passes the stored row it found.
     */
    remove: async (id: number, context: WriteContext, known?: StoredRow) => {
      const original = await removeRow(id, context, known);
      await audit(context, id, 'delete', original);
    },

    /**
     * Reactivates a deleted row (the undo of a delete) and appends its 'restore' entry:
     * 404 when it does not exist, 409 when it is active, when a row it points at is not
     * usable any more or another active row took its unique name or value; the entity's
     * restore hooks take back what the delete gave (a cancelled dose's vial).
     */
    restore: async (id: number, context: WriteContext) => {
      const original = await find(id, context.db);
      if (original.isActive === 1) throw new ApiFailure(409, `${entity.labels.singular} no está eliminado`);
      await checkScope(id, context);
      await checkRestorable(original, context);
      await hooks.beforeRestore?.({ id, original, context });
      await context.db.updateTable(tableOf(entity)).set({ isActive: 1 }).where('id', '=', id).execute();
      await hooks.afterRestore?.({ id, original, context });
      await audit(context, id, 'restore', original);
    },

    /** The same writes without their trail entries: an action appends one entry of its own. */
    untracked: { update: updateRow, remove: removeRow },
  };
};
