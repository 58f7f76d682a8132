// The server engine's front door: the CRUD routes and their repository, the behaviours that extend them,
// the auth guard, the audit trail, the OpenAPI document, and the store's schema and migrations. Code
// outside src/engine imports the server engine from here, never a file behind it.

// The routes of every entity, their repository and their refusals.

export { ApiFailure, invalidData, notFound, outsideScope, RevertWrite } from './api-error';
export { crudRouter } from './crud-router';
export { entitiesRouter } from './entities-router';
// A product route that streams a CSV (a lot's recipients) writes it as the lists' exports do.
export { csvBom, csvRecord } from './lists/csv';
export { csvDisposition } from './lists/csv-export';
export { jsonBody } from './lists/json-body';
export { maxPageSize } from './lists/list-query';
// A product route's page counts its rows as the lists do: up to this many.
export { maxCountedRows, totalBeyondCap } from './lists/paged-list';
export { createRepository, type Repository, toColumns } from './repository';
export {
  defineRoute,
  mountProductRoutes,
  type ProductRoute,
  type ProductRouteSettings,
  type PublicContext,
} from './routes/product-route';
export {
  answer,
  type HandlerOf,
  type ReadContext,
  type RouteReply,
  type WriteReply,
} from './routes/route-handler';
export type { RouteInput } from './routes/route-input';

// Who is asking, and whether they may.

export { type Account, type ApiEnv, allow, authenticate } from './auth/auth-guard';

// Writes: an entity's server behaviour, and the parsing of a body.

export {
  type AnyRouteHandler,
  checkBehaviours,
  defineBehaviour,
  type EntityBehaviour,
  type StoredRow,
  type Values,
  type WriteContext,
} from './writes/behaviour';
export { type EntityWrites, entityWrites } from './writes/entity-writes';
export { idempotencyKeysTable } from './writes/idempotency';
export { fieldErrorsOf, idParam, parseBody } from './writes/validation';

// The store: its tables, schema sync, migrations and transactions.

export type { Db, DynamicDatabase, Store } from './schema/database';
export { type Dialect, postgresDialect, sqliteDialect } from './schema/dialect';
export { exclusiveTransaction } from './schema/exclusive-transaction';
export { readId, tooLargeIdMessage } from './schema/ids';
export {
  type DialectStatements,
  hasTable,
  type MigrationContext,
  migrateToLatest,
  runStatements,
  type VersionedMigration,
} from './schema/migrations';
export { type ExtraTable, syncSchema, syncTables } from './schema/schema-sync';
export { tableOf } from './schema/tables';

// The audit trail.

export { auditRoute } from './audit/audit-route';
export { auditTrailTable } from './audit/audit-table';
export { auditRead } from './audit/audit-writer';
export { auditLogin } from './audit/login-audit';
export { type WriteTrail, writeContextOf } from './audit/write-trail';
export { accessGrantsExtraTable, liveGrants } from './scope/access-grants';
export { isRowInScope } from './scope/row-scope';
export { listScopeOf, scopeCondition } from './scope/scope-condition';
export { membersSelect, scopeMembersOf } from './scope/scope-members';

// The OpenAPI document.

export { type OpenApiDocument, openApiDocument } from './openapi/document';
