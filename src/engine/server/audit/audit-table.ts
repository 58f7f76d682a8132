import type { ExtraTable } from '../schema/schema-sync';

/** The table of the audit trail: one row per write, appended in the write's transaction. */
export const auditTable = 'audit_trail';

/** What a hidden value is written as: a private field's change is recorded, never its value. */
export const hiddenValue = '[oculto]';

/**
 * The trail for the schema sync and the migrations. `before` and `after` hold JSON objects
 * (`'null'` when there is none: a create has no before); `userId` and `rowId` are 0 when there
 * is no user (a failed login) or no row. The indexes serve the reads: a record's history
 * (entity, rowId, at), the newest entries (at), and the filters by entity, user and action.
 */
export const auditTrailTable: ExtraTable = {
  name: auditTable,
  columns: {
    at: 'text',
    userId: 'integer',
    entity: 'text',
    rowId: 'integer',
    action: 'text',
    before: 'text',
    after: 'text',
  },
  indexes: [['entity', 'rowId', 'at'], ['at'], ['entity', 'at'], ['userId', 'at'], ['action', 'at']],
};
