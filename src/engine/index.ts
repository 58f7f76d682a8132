// The engine core's front door: the entity contract and the rule builders a config imports, and the pure
// helpers the app and the server share. Code outside src/engine imports the engine from here, from
// './react' or from './server', never a file behind them (biome.json's noRestrictedImports says so).

// The entity contract: a config, its fields, its page, its routes, who may do what, and the registry of them all.

export { type Access, type Action, isAllowed } from './contract/access';
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
  LinesConfig,
  ListFilterConfig,
  Reference,
  RowActionConfig,
  RowLinkConfig,
  SimilarCheck,
  ViewFigure,
  ViewTable,
} from './contract/entity';
export {
  type AnyEntity,
  type DefinedEntity,
  defineEntity,
  type EntityRow,
  isRouteBacked,
} from './contract/entity';
export type {
  AnswerStatus,
  BodyOf,
  ErrorStatus,
  QueryOf,
  RouteAnswer,
  RouteDeclaration,
} from './contract/entity-route';
export { maxRowIcons, recordViewOf, viewPath, viewPattern, viewRoles } from './contract/entity-view';
export { createRegistry, type EntityRegistry, type ReferenceField, referenceFields } from './contract/registry';
export { defineEntities, type EntityRowOf } from './contract/rows';
export { maxPageSize } from './paging';
export { isPlaceInScope, isUnitInScope, type Scope, wholeScope } from './scope';

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

export { type AccessGrantAnswer, accessGrantAnswerSchema, accessGrantSchema } from './access-grant';
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
export { declaredRoutePath, formActionPath } from './contract/form-actions';
export type { FormValues } from './contract/form-fields';
export { referenceOptionsOf } from './contract/reference-options';
export { rowActionPath } from './contract/row-actions';
export { objectSchemaOf } from './contract/schema-shape';
export { searchKeysOf } from './contract/search-keys';
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
export { newIdempotencyKey } from './idempotency-key';
export {
  canonicalTimeZone,
  dayStartOf,
  machineTimeZone,
  offsetChanges,
  offsetMinutesAt,
  programmeClockOf,
  programmeDayOf,
  programmeTimeZone,
  programmeTimeZoneKey,
  programmeToday,
  setProgrammeTimeZone,
} from './programme-day';
export { normalizeSearch, searchFieldSeparator, searchWords } from './search';
export { type FailureTexts, grouped } from './ui-texts';
