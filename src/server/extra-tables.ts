import { idempotencyKeysTable } from '../engine/server/idempotency';
import type { ExtraTable } from '../engine/server/schema-sync';
import { loginFailuresTable } from './auth/login-attempts';

/**
 * The server's tables beside the entities': the schema sync creates them, migrations hold
 * them, and the migration drafter compares against them.
 */
export const extraTables: readonly ExtraTable[] = [loginFailuresTable, idempotencyKeysTable];
