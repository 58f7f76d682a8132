import { sql } from 'kysely';
import type { Store } from '../../engine/server';
import { rebuildScheduleStatements } from './schedule-table';

/**
 * Rebuilds every schedule from the active doses (set-based): after a migration creates the
 * table, and after doses were written without the API's hooks (the demo data).
 *
 * @example
 * await rebuildSchedules(store);
 */
export const rebuildSchedules = async ({ db, dialect }: Store) => {
  for (const statement of rebuildScheduleStatements(dialect.name)) await sql.raw(statement).execute(db);
};
