import type { AnyEntity } from '../../contract/entity';
import type { Db } from '../schema/database';
import { tableOf } from '../schema/tables';
import type { StoredRow } from '../writes/behaviour';
import { auditTable } from './audit-table';
import { type AuditValues, changedValues } from './audit-values';

/** What the trail says of a write: 'create', 'update', 'delete', 'restore' or an action's name. */
export type AuditAction = string;

/** One entry of the trail, as appended. */
export type AuditEntry = {
  userId: number | undefined;
  entity: string;
  rowId: number | undefined;
  action: AuditAction;
  before: AuditValues | null;
  after: AuditValues | null;
};

/**
 * Appends one entry to the trail with the given transaction, so it commits with the write
 * it describes, or not at all.
 *
 * @example
 * await appendAudit(context.db, { userId: 1, entity: 'auth', rowId: 1, action: 'login', before: null, after: { email } });
 */
export const appendAudit = async (db: Db, entry: AuditEntry, at = new Date()) => {
  await db
    .insertInto(auditTable)
    .values({
      at: at.toISOString(),
      userId: entry.userId ?? 0,
      entity: entry.entity,
      rowId: entry.rowId ?? 0,
      action: entry.action,
      before: JSON.stringify(entry.before),
      after: JSON.stringify(entry.after),
    })
    .execute();
};

/**
 * Appends the entry of a write on one row of an entity: the row is read again in the
 * write's transaction and compared with the stored row before it (none for a create), and
 * only what changed is kept.
 *
 * @example
 * await auditRowWrite({ db, entity: countries, userId: 1, id, action: 'update', before: original });
 */
export const auditRowWrite = async (options: {
  db: Db;
  entity: AnyEntity;
  userId: number;
  id: number;
  action: AuditAction;
  before: StoredRow | undefined;
  /** No entry when the write changed none of the row's fields (a count that agreed). */
  isSkippedUnchanged?: boolean;
}) => {
  const { db, entity, id } = options;
  const after = await db.selectFrom(tableOf(entity)).selectAll().where('id', '=', id).executeTakeFirst();
  const changed = changedValues(entity, options.before, after);
  if (options.isSkippedUnchanged && options.before && after && Object.keys(changed.after ?? {}).length === 0) return;
  await appendAudit(db, {
    userId: options.userId,
    entity: entity.name,
    rowId: id,
    action: options.action,
    ...changed,
  });
};

/**
 * Appends the entry `read` of one row's record read by a user (a patient's record, card or
 * forecast), with the route read: who looked at whose record, and where.
 *
 * @example
 * await auditRead({ db, entity: patients, userId: 4, id: 12, route: '/api/v1/patients/12/card' });
 */
export const auditRead = (options: { db: Db; entity: AnyEntity; userId: number; id: number; route: string }) =>
  appendAudit(options.db, {
    userId: options.userId,
    entity: options.entity.name,
    rowId: options.id,
    action: 'read',
    before: null,
    after: { route: options.route },
  });
