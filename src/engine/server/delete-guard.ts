import type { AnyEntity } from '../entity';
import { inUseMessage, type UseCount } from '../labels';
import { type EntityRegistry, type ReferenceField, referenceFields } from '../registry';
import { ApiFailure } from './api-error';
import type { Db } from './database';
import { tableOf } from './tables';

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

/**
 * Settles the active rows that point at rows just deleted, per reference's `onTargetDelete`:
 * refuses the whole write with 409 naming what still uses them (the default), or soft-deletes
 * them too and settles theirs in turn. Run inside the delete's transaction, after the soft
 * delete, so a refusal rolls it back; one query counts every refusing reference, one update
 * per cascading one.
 *
 * @example
 * await softDelete(countries, id, db);
 * await settleReferrers({ db, registry, entity: countries, ids: [id] });
 * // throws ApiFailure(409, 'No se puede eliminar el país: lo usa 1 fabricante activo')
 */
export const settleReferrers = async (options: {
  db: Db;
  registry: EntityRegistry;
  entity: AnyEntity;
  ids: readonly number[];
}): Promise<void> => {
  const { db, registry, entity, ids } = options;
  const referrers = referrersOf(registry, entity);
  const users = await countActiveUsers(
    db,
    referrers.filter((referrer) => !isCascade(referrer)),
    ids,
  );
  if (users.length > 0) throw new ApiFailure(409, inUseMessage({ target: entity.labels, users }));
  for (const referrer of referrers.filter(isCascade)) {
    const rows = await db
      .updateTable(tableOf(referrer.entity))
      .set({ isActive: 0 })
      .where(referrer.field.name, 'in', ids)
      .where('isActive', '=', 1)
      .returning('id')
      .execute();
    if (rows.length > 0) {
      await settleReferrers({ db, registry, entity: referrer.entity, ids: rows.map((row) => Number(row.id)) });
    }
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
