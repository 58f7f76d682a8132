// The engine core's front door: the entity contract and the rule builders a config imports, and the pure
// helpers the app and the server share. Code outside src/engine imports the engine from here, from
// './react' or from './server', never a file behind them (biome.json's noRestrictedImports says so).

// The entity contract: a config, its fields, its page, its routes, who may do what, and the registry of them all.

export { type Access, type Action, isAllowed } from './access';
export type {
  ColumnConfig,
  EntityConfig,
  EntityLabels,
  EntityPageConfig,
  EntityRouteConfig,
  EntityViewConfig,
  EnumOption,
  FieldConfig,
  FieldKind,
  FormAction,
  FormActionConfig,
  Reference,
  RowActionConfig,
  RowLinkConfig,
  SimilarCheck,
  ViewFigure,
} from './entity';
export { type AnyEntity, type DefinedEntity, defineEntity, type EntityRow } from './entity';
export type {
  AnswerStatus,
  BodyOf,
  ErrorStatus,
  QueryOf,
  RouteAnswer,
  RouteDeclaration,
} from './entity-route';
export { maxRowIcons, recordViewOf, viewPath, viewPattern, viewRoles } from './entity-view';
export { maxPageSize } from './paging';
export { createRegistry, type EntityRegistry, type ReferenceField, referenceFields } from './registry';
export { defineEntities, type EntityRowOf } from './rows';
export { isPlaceInScope, type Scope, wholeScope } from './scope';

// The rule builders: a config's zod schemas, with their Spanish messages and limits.

export {
  alphabets,
  boolean,
  type Charset,
  charsetOf,
  charsets,
  date,
  dateTime,
  defaultMaxLength,
  type EmailDomains,
  email,
  type FieldMeta,
  fieldMetaOf,
  integer,
  isValidIsoDate,
  isValidIsoDateTime,
  maxStoredInteger,
  optionalReference,
  reference,
  text,
  today,
  withCustomRule,
  withObjectRules,
} from './rules';

// What the client and the server share: the data provider's contract, formats, search, audit trail, texts.

export {
  type AuditEntry,
  type AuditParams,
  type AuditResult,
  auditActionLabel,
  auditActionLabels,
  auditEntrySchema,
  auditPageSchema,
  auditTime,
  auditUserLabel,
} from './audit';
export { formatDate, formatDateTime } from './cell-format';
export {
  ApiError,
  type DataProvider,
  type DownloadedFile,
  type FieldErrors,
  type ListFilter,
  type ListParams,
  type ListResult,
  NoAnswerError,
  type WriteResult,
} from './data-provider';
export { failureMessage } from './failure';
export { formActionPath } from './form-actions';
export type { FormValues } from './form-fields';
export { newIdempotencyKey } from './idempotency-key';
export { referenceOptionsOf } from './reference-options';
export { rowActionPath } from './row-actions';
export { objectSchemaOf } from './schema-shape';
export { normalizeSearch, searchFieldSeparator, searchWords } from './search';
export { searchKeysOf } from './search-keys';
export { type FailureTexts, grouped } from './ui-texts';
