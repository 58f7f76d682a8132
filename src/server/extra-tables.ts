import type { ExtraTable } from '../engine/server';
import { auditTrailTable, idempotencyKeysTable } from '../engine/server';
import { loginFailuresTable } from './auth/login-attempts';

/**
 * The server's tables beside the entities': the schema sync creates them, migrations hold
 * them, and the migration drafter compares against them.
 */
export const extraTables: readonly ExtraTable[] = [loginFailuresTable, idempotencyKeysTable, auditTrailTable];
