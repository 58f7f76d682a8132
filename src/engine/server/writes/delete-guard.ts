import type { AnyEntity } from '../../contract/entity';
import { inUseMessage, type UseCount } from '../../contract/labels';
import { type EntityRegistry, type ReferenceField, referenceFields } from '../../contract/registry';
import { ApiFailure } from '../api-error';
import type { Db } from '../schema/database';
import type { Dialect } from '../schema/dialect';
import { tableOf } from '../schema/tables';

/** A reference field of a registered entity, pointing at the entity being deleted. */
export type Referrer = { entity: AnyEntity; field: ReferenceField };

/** Every registered entity's reference fields that point at `target`. */
export const referrersOf = (registry: EntityRegistry, target: AnyEntity): Referrer[] =>
  registry.all.flatMap((entity) =>
    referenceFields(entity)
      .filter((field) => field.reference.entity === target.name)
      .map((field) => ({ entity, field })),
  );

const isCascade = (referrer: Referrer) => referrer.field.reference.onTargetDelete === 'deactivate';

type GuardOptions = {
  db: Db;
  dialect: Dialect;
  registry: EntityRegistry;
  entity: AnyEntity;
  ids: readonly number[];
};

/**
 * On PostgreSQL, locks rows about to be deleted FOR UPDATE, before the soft delete: a write
 * that is checking one of them as a reference (it holds a key share lock) commits first and
 * its row is then counted, or it waits for the delete and finds the row inactive. SQLite runs
 * one write at a time, so there is nothing to lock.
 *
 * @example
 * await lockForDelete({ db, dialect, registry, entity: countries, ids: [id] });
 */
export const lockForDelete = async (options: GuardOptions) => {
  const { db, dialect, registry, entity, ids } = options;
  if (dialect.name !== 'postgres' || referrersOf(registry, entity).length === 0) return;
  await db.selectFrom(tableOf(entity)).select('id').where('id', 'in', ids).forUpdate().execute();
};

/**
 * Settles the active rows that point at rows just deleted, per reference's `onTargetDelete`:
 * refuses the whole write with 409 naming what still uses them (the default), or soft-deletes
 * them too and settles theirs in turn. Run inside the delete's transaction, after
 * {@link lockForDelete} and the soft delete, so a refusal rolls it back; one query counts
 * every refusing reference, two per cascading one.
 *
 * @example
 * await softDelete(countries, id, db);
 * await settleReferrers({ db, dialect, registry, entity: countries, ids: [id] });
 * // throws ApiFailure(409, 'No se puede eliminar el país: lo usa 1 fabricante activo')
 */
export const settleReferrers = async (options: GuardOptions): Promise<void> => {
  const { db, dialect, registry, entity, ids } = options;
  const referrers = referrersOf(registry, entity);
  const users = await countActiveUsers(
    db,
    referrers.filter((referrer) => !isCascade(referrer)),
    ids,
  );
  if (users.length > 0) throw new ApiFailure(409, inUseMessage({ target: entity.labels, users }));
  for (const referrer of referrers.filter(isCascade)) {
    const table = tableOf(referrer.entity);
    let query = db.selectFrom(table).select('id').where(referrer.field.name, 'in', ids).where('isActive', '=', 1);
    if (dialect.name === 'postgres') query = query.forUpdate();
    const cascaded = (await query.execute()).map((row) => Number(row.id));
    if (cascaded.length === 0) continue;
    await db.updateTable(table).set({ isActive: 0 }).where('id', 'in', cascaded).execute();
    await settleReferrers({ ...options, entity: referrer.entity, ids: cascaded });
  }
};

/** Active rows per referring entity that point at any of `ids` through any of its fields: one query. */
const countActiveUsers = async (db: Db, referrers: readonly Referrer[], ids: readonly number[]) => {
  const groups = new Map<AnyEntity, string[]>();
  for (const { entity, field } of referrers) groups.set(entity, [...(groups.get(entity) ?? []), field.name]);
  if (groups.size === 0) return [];
  const entries = [...groups];
  const row = await db
    .selectNoFrom((eb) =>
      entries.map(([entity, fields], index) =>
        eb
          .selectFrom(tableOf(entity))
          .select((count) => count.fn.countAll().as('count'))
          .where('isActive', '=', 1)
          .where((match) => match.or(fields.map((field) => match(field, 'in', ids))))
          .as(`users${index}`),
      ),
    )
    .executeTakeFirstOrThrow();
  return entries
    .map(([entity], index): UseCount => ({ labels: entity.labels, count: Number(row[`users${index}`]) }))
    .filter((use) => use.count > 0);
};
