import { auditTrailTable } from '../engine/server/audit/audit-table';
import type { ExtraTable } from '../engine/server/schema/schema-sync';
import { idempotencyKeysTable } from '../engine/server/writes/idempotency';
import { loginFailuresTable } from './auth/login-attempts';

/**
 * The server's tables beside the entities': the schema sync creates them, migrations hold
 * them, and the migration drafter compares against them.
 */
export const extraTables: readonly ExtraTable[] = [loginFailuresTable, idempotencyKeysTable, auditTrailTable];
