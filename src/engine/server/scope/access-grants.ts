import type { ExtraTable } from '../schema/schema-sync';

/** The table of the access grants: a user may open one row outside their scope until `expiresAt`. */
export const accessGrantsTable = 'access_grants';

/** How long a grant lasts. */
export const grantHours = 24;

/**
 * The grants for the schema sync and the migrations: who (`userId`) may open which row
 * (`entity`, `rowId`) until when (`expiresAt`, ISO 8601 UTC), and why (`reason`, also in the
 * audit entry `access-granted`). Read by user and row, newest last.
 */
export const accessGrantsExtraTable: ExtraTable = {
  name: accessGrantsTable,
  columns: { userId: 'integer', entity: 'text', rowId: 'integer', reason: 'text', at: 'text', expiresAt: 'text' },
  indexes: [['userId', 'entity', 'rowId', 'expiresAt']],
};
