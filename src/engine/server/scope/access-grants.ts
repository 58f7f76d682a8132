import type { Db } from '../schema/database';
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

/**
 * The rows a user holds an unexpired grant on, by entity: read with their account at each
 * request (one indexed query), so a list's condition names them, or none, as constants.
 *
 * @example
 * await liveGrants(db, 12, new Date()) // { patients: [812] }
 */
export const liveGrants = async (db: Db, userId: number, at: Date): Promise<Record<string, number[]>> => {
  const rows = await db
    .selectFrom(accessGrantsTable)
    .select(['entity', 'rowId'])
    .where('userId', '=', userId)
    .where('expiresAt', '>', at.toISOString())
    .execute();
  const granted: Record<string, number[]> = {};
  for (const row of rows) {
    const entity = String(row.entity);
    granted[entity] = [...(granted[entity] ?? []), Number(row.rowId)];
  }
  return granted;
};
