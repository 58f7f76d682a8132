import type { ExtraTable } from '../engine/server';
import { accessGrantsExtraTable, auditTrailTable, idempotencyKeysTable } from '../engine/server';
import { loginFailuresTable } from './auth/login-attempts';
import { doseDetailsTable } from './fhir/dose-details';
import { sourceMemoryTable } from './fhir/source-memory';
import { requisitionLinesTable, requisitionsTable } from './requisitions/requisition-tables';
import { transferLinesTable, transferReceiptsTable, transfersTable } from './transfers/transfer-tables';

/**
 * The server's tables beside the entities': the schema sync creates them, migrations hold
 * them, and the migration drafter compares against them.
 */
export const extraTables: readonly ExtraTable[] = [
  loginFailuresTable,
  idempotencyKeysTable,
  auditTrailTable,
  sourceMemoryTable,
  doseDetailsTable,
  accessGrantsExtraTable,
  transfersTable,
  transferLinesTable,
  transferReceiptsTable,
  requisitionsTable,
  requisitionLinesTable,
];
