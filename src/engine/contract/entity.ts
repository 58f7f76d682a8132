import type { z } from 'zod';
import type { Access, Action } from './access';
import type {
  EntityPageConfig,
  EntityViewConfig,
  FormActionConfig,
  RowActionConfig,
  RowLinkConfig,
  ViewFigure,
  ViewTable,
} from './entity-page';
import type { EntityRouteConfig } from './entity-route';
import type { EntityScopeRule } from './entity-scope';
import { viewProblems } from './entity-view';
import { formActionProblems } from './form-action-checks';
import type { ListFilterConfig } from './list-filter';
import { inferredKindOf, lineObjectOf, objectSchemaOf } from './schema-shape';

export type {
  Access,
  Action,
  EntityPageConfig,
  EntityRouteConfig,
  EntityViewConfig,
  FormActionConfig,
  ListFilterConfig,
  RowActionConfig,
  RowLinkConfig,
  ViewFigure,
  ViewTable,
};

/** A form action as the engine reads it, its fields' kinds settled (see `defineEntity`). */
export type FormAction = FormActionConfig<string, FieldConfig>;

/** How a field is entered in a form and stored in the database. */
export type FieldKind =
  | 'text'
  | 'email'
  | 'phone'
  | 'number'
  | 'date'
  | 'datetime'
  | 'textarea'
  | 'boolean'
  | 'reference'
  | 'enum'
  | 'password'
  | 'object'
  | 'lines';

/**
 * A relation to another entity, named by the target entity's `name`.
 * `as` is the key of the nested object in the GET shape; `pick` lists the target's fields
 * embedded there (its `id` always is). A picked name that is one of the target's own
 * references (`as`) embeds that one in turn.
 */
export type Reference = {
  entity: string;
  as: string;
  pick: readonly string[];
  /** Paths of the target's GET shape that make an option's label in a select. */
  labelKeys: readonly string[];
  /** Server-side condition on the target rows offered and accepted, by field name. */
  where?: Readonly<Record<string, string | number | boolean>>;
  /**
   * While an offered target row's `field` has a value, its option's label ends in ' · `text`': a recalled lot
   * found in a dose's edit reads 'PF-2026-001 Comirnaty · Retirado' (the server refuses it).
   */
  noteWhenSet?: { field: string; text: string };
  /**
   * What deleting a target row does while active rows still point at it: `'refuse'` (the
   * default) answers 409 naming what uses it; `'deactivate'` soft-deletes those rows too, in
   * the same transaction, directly (their delete hooks are not run), so keep `'refuse'`
   * where removing a row has side effects or is history a user would not expect to lose.
   */
  onTargetDelete?: 'refuse' | 'deactivate';
  /**
   * How a form chooses the row: `'select'` (the default) lists the target's first rows, for
   * small tables such as countries; `'search'` is a search box backed by the server's `?q=`,
   * for tables too large to list (patients, users, batches).
   */
  choose?: 'select' | 'search';
};

export type EnumOption = { value: string | number; label: string };

/**
 * A form's repeated rows of one value (`kind: 'lines'`): a transfer's lots and vials, a requisition's
 * vaccines. Each line is an object of the lines' schema (`z.array(z.object(...))`), edited by its
 * `fields`; what the lines hold besides (a lot's id filled from the record) goes along unedited.
 */
export type LinesConfig<TFieldConfig = FieldConfig> = {
  /** The fields each line edits, each a key of the line's object (their kinds inferred from it unless set). */
  fields: readonly TFieldConfig[];
  /** A key of the line whose value titles it ('LT-001'); 'Línea 1', 'Línea 2'… without, or while it has none. */
  title?: string;
  /** Values of the line shown beside its fields, never edited ('Enviados: 20'). */
  details?: readonly { key: string; label: string }[];
  /** 'Agregar línea' adds an empty line (default true). */
  canAdd?: boolean;
  /** 'Duplicar línea' copies a line below it: a lot received at two VVM stages. */
  canCopy?: boolean;
  /** 'Quitar línea' (default true); the last line stays. */
  canRemove?: boolean;
  /**
   * The lines come from a declared `get` route of the entity once the form holds every `params`
   * value (query parameter → a form path such as `place.id`): its answer's `items`, each line's
   * `values` (line key → item key) taken from its item, the item's other keys kept for `title`
   * and `details` (a requisition's suggested quantities).
   */
  fill?: { route: string; params: Readonly<Record<string, string>>; values: Readonly<Record<string, string>> };
};

/** A field as the engine reads it, its kind settled (see `defineEntity`). */
export type FieldConfig = {
  name: string;
  label: string;
  kind: FieldKind;
  reference?: Reference;
  options?: readonly EnumOption[];
  /**
   * No two active rows share the value, compared as stored: a partial unique index on active
   * rows, so the value of a deleted row (a batch number, a document) can be registered again.
   */
  isUnique?: boolean;
  /**
   * A name that identifies a record: no two active rows share it compared without accents
   * and case ('Alemania', 'ALEMANIA' and 'Álemania' are one name). Enforced by a partial unique
   * index on the folded value among active rows and checked in the write, so a deleted row's
   * name can be reused.
   */
  isUniqueName?: boolean;
  /** Stored on the server, never sent to the client nor taken from it (a password hash). */
  isPrivate?: boolean;
  /**
   * Sent only to these roles: for any other reader the field is private (not in its answers,
   * filters, sorts nor searches). An account's role is the admin's to read, not the staff's.
   */
  readRoles?: readonly string[];
  /**
   * Written by the server (who recorded a row), never taken from a request body, even if a
   * schema accepted it. Sent to the client like any field; edit forms show it read-only.
   */
  isServerSet?: boolean;
  /**
   * In no form: the server writes it (when a dose was applied, a batch's status through its
   * action), from a payload's value only where a schema takes one (the moment a dose was saved
   * on a device, sent by its outbox). Sent to the client like any field.
   */
  isReadOnly?: boolean;
  /** The database refuses values below this bound. */
  storageMin?: number;
  /** A plain index on the column, for a lookup by value (a patient's birth date, by the similar-rows check). */
  isIndexed?: boolean;
  /** Shown in forms only while another field has a given value. */
  showWhen?: { field: string; equals: unknown };
  /** Hidden in forms while another field has a given value. */
  hideWhen?: { field: string; equals: unknown };
  placeholder?: string;
  /** The lines' settings of a `kind: 'lines'` field (see {@link LinesConfig}). */
  lines?: LinesConfig;
  /**
   * The app's widget of that name draws the field (`widgets` of the engine's provider): a value the
   * engine has no widget for, such as a place `{ type, id }` (`kind: 'object'`).
   */
  widget?: string;
};

/**
 * Before a create, the register form asks the server for rows that may be the same record
 * (`GET <path><route>?<param>=<value>…`, answering `{ items }`) and, when some come back, shows
 * them with a choice: use one of them instead, or register anyway.
 */
export type SimilarCheck = {
  /** The route under the entity's path, such as `/similar`. */
  route: string;
  /** Query parameter → form field whose value it sends; the check runs once every one has a value. */
  params: Readonly<Record<string, string>>;
  /** The words of the warning. */
  texts: { title: string; intro: string; use: string; registerAnyway: string };
  /** What each match shows under its name (its `labelKeys`): a path of the answer, with the words for a missing value. */
  details: readonly { key: string; label: string; whenMissing?: string }[];
};

export type ColumnConfig<TKey extends string = string> = {
  /** A path in the GET shape, such as `country.nameCountry`. */
  key: TKey;
  label: string;
  /** While the row's `field` has a value, the cell reads `text` instead (a recalled lot's state: 'Retirado'). */
  whenSet?: { field: TKey; text: string };
  /** The cell's text while the value is missing (an imported patient's phone: 'Sin dato'). */
  whenMissing?: string;
};

export type EntityLabels = {
  singular: string;
  plural: string;
  /** Grammatical gender, for messages such as 'Vacuna actualizada correctamente'. */
  isFeminine?: boolean;
};

export type EntityConfig<TCreate extends z.ZodType = z.ZodType, TEdit extends z.ZodType = z.ZodType> = {
  name: string;
  path: string;
  labels: EntityLabels;
  /**
   * Paths of the GET shape whose values, joined with spaces, name a row to a person: the
   * record in a row button's accessible name ('Editar paciente María Peña'). Defaults to the
   * first column.
   */
  labelKeys?: readonly string[];
  schemas: { create: TCreate; edit: TEdit };
  fields: readonly FieldConfig[];
  /**
   * Form inputs that are no column: a payload schema takes them and a server hook consumes
   * them (an initial password, hashed into a private field). Never stored as given, never sent.
   */
  inputs?: readonly FieldConfig[];
  columns: readonly ColumnConfig[];
  /**
   * What the server's `?q=` searches: own field names, and reference names (a field's
   * `reference.as`), which search the target's own search keys in turn. Defaults to the
   * columns: an own column's field, and a nested column's first step (`country.nameCountry`
   * searches `country`).
   */
  searchKeys?: readonly string[];
  /** The list's order until the user sorts by a column (default: by id). */
  defaultSort?: { key: string; order: 'asc' | 'desc' };
  /** List filters through a reference: its dose's lot, its dose's centre or unit (see {@link ListFilterConfig}). */
  filters?: readonly ListFilterConfig[];
  access: Access;
  /** The admin page offers the Agregar form (default true). */
  canCreateInPage?: boolean;
  page?: EntityPageConfig;
  actions?: readonly RowActionConfig[];
  /** Routes beyond the CRUD ones and the actions, answered by the entity's server behaviour. */
  routes?: readonly EntityRouteConfig[];
  /**
   * Pages about one record, below the entity's page (see {@link EntityViewConfig}): its record
   * view ('Lote LT-001': figures, form actions, ledger), a patient's card.
   */
  views?: readonly EntityViewConfig[];
  /** Row operations with a body: a dialog form sent to one of `routes`, on the record view (see {@link FormActionConfig}). */
  formActions?: readonly FormAction[];
  /** Links of each row of the manage table to another entity's view. */
  rowLinks?: readonly RowLinkConfig[];
  /** The register form's check for rows that may already be this one (see {@link SimilarCheck}). */
  similar?: SimilarCheck;
  /** Where the rows sit in the network, so each user reads and writes their part of it (see {@link EntityScopeRule}). */
  scope?: EntityScopeRule;
  /** Every read of one row (its record, and its declared routes that read it) leaves an audit entry `read`. */
  isReadAudited?: boolean;
  /**
   * Where its rows live: `'table'` (the default), the engine's table and CRUD routes; `'routes'`, tables
   * of the app's own read and written only by the config's declared `routes` (a transfer moves stock,
   * so it is never a plain insert). A route-backed entity declares its list (`get /`, answering
   * `{ items, total }`) and its record (`get /:id`), and its writes as routes; the engine mounts them
   * with no CRUD route, no table of its own and no scope check (its handlers check the caller's places),
   * and audits the row a route's `:id` names in the table of the entity's name. Its page lists,
   * opens and acts on records through those routes. See {@link isRouteBacked}.
   */
  source?: 'table' | 'routes';
};

/**
 * Whether an entity's rows are its declared routes' (`source: 'routes'`), not the engine's table.
 *
 * @example
 * isRouteBacked(stockTransfers) // true
 */
export const isRouteBacked = (entity: Pick<EntityConfig, 'source'>): boolean => entity.source === 'routes';

/** What every field input may set; `showWhen` and `hideWhen` name a payload field. */
type FieldSettings<TKey extends string> = Omit<FieldConfig, 'name' | 'kind' | 'showWhen' | 'hideWhen' | 'lines'> & {
  kind?: FieldKind;
  /** A line's fields are written as a payload's, each a key of the line's object. */
  lines?: LinesConfig<SchemaFieldInput>;
  showWhen?: { field: TKey; equals: unknown };
  hideWhen?: { field: TKey; equals: unknown };
};

/** A field of a payload schema, named by one of the schemas' keys: its kind is inferred from its rule unless given. */
export type SchemaFieldInput<TKey extends string = string> = FieldSettings<TKey> & { name: TKey };

/**
 * A field no payload schema has: it says who writes it (`isServerSet`, `isPrivate` or
 * `isReadOnly`) and what it holds (a `kind`, or a `reference`), since no rule tells.
 */
export type ServerFieldInput<TKey extends string = string> = FieldSettings<TKey> & { name: string } & (
    | { kind: FieldKind }
    | { reference: Reference }
  ) &
  ({ isServerSet: true } | { isPrivate: true } | { isReadOnly: true });

export type FieldInput<TKey extends string = string> = SchemaFieldInput<TKey> | ServerFieldInput<TKey>;

/** The keys of a payload schema's shape. */
export type SchemaKeyOf<TSchema extends z.ZodObject> = Extract<keyof TSchema['shape'], string>;

type ReferenceAsOf<TField> = TField extends { reference: { as: infer TAs extends string } } ? TAs : never;

type PublicFieldOf<TField> = TField extends { isPrivate: true } ? never : TField;

type NestedColumnKeyOf<TField> = TField extends {
  reference: { as: infer TAs extends string; pick: readonly (infer TPick extends string)[] };
}
  ? `${TAs}.id` | `${TAs}.${TPick}` | `${TAs}.${TPick}.${string}`
  : never;

/**
 * The GET-shape paths a column may show, as far as one config tells: `id`, own public fields,
 * and a reference's picked fields. Paths through a picked reference (`vaccineBatch.vaccine.vaccineName`)
 * are checked against the target's config by `defineEntities`.
 */
export type ColumnKeyOf<TFields extends readonly FieldInput[]> =
  | 'id'
  | PublicFieldOf<TFields[number]>['name']
  | NestedColumnKeyOf<PublicFieldOf<TFields[number]>>;

/** What `?q=` may search: own public fields and references (by `as`). */
export type SearchKeyOf<TFields extends readonly FieldInput[]> =
  | PublicFieldOf<TFields[number]>['name']
  | ReferenceAsOf<PublicFieldOf<TFields[number]>>;

/** A config as written: field names, column keys and search keys are checked against the schemas and fields. */
export type EntityInput<
  TName extends string,
  TCreate extends z.ZodObject,
  TEdit extends z.ZodObject,
  TFields extends readonly FieldInput[],
  TColumnKey extends string,
  TRoutes extends readonly EntityRouteConfig[] = readonly EntityRouteConfig[],
> = Omit<
  EntityConfig<TCreate, TEdit>,
  | 'name'
  | 'labelKeys'
  | 'fields'
  | 'inputs'
  | 'columns'
  | 'searchKeys'
  | 'defaultSort'
  | 'actions'
  | 'formActions'
  | 'routes'
  | 'views'
> & {
  name: TName;
  routes?: TRoutes;
  inputs?: readonly SchemaFieldInput<SchemaKeyOf<TCreate> | SchemaKeyOf<TEdit>>[];
  labelKeys?: readonly NoInfer<ColumnKeyOf<TFields>>[];
  fields: TFields;
  columns: readonly ColumnConfig<TColumnKey>[];
  searchKeys?: readonly NoInfer<SearchKeyOf<TFields>>[];
  defaultSort?: { key: NoInfer<ColumnKeyOf<TFields>>; order: 'asc' | 'desc' };
  actions?: readonly RowActionConfig<NoInfer<PublicFieldOf<TFields[number]>['name']>>[];
  formActions?: readonly FormActionConfig<NoInfer<PublicFieldOf<TFields[number]>['name']>, SchemaFieldInput>[];
  views?: readonly EntityViewConfig<NoInfer<PublicFieldOf<TFields[number]>['name']>>[];
};

/**
 * A declared entity: the config the engine reads, plus the literal types of its name, fields
 * as written, column keys for row types (`~types` exists for the compiler only, as zod's
 * `_output` does) and declared routes (their handlers' input types).
 */
export type DefinedEntity<
  TName extends string = string,
  TCreate extends z.ZodObject = z.ZodObject,
  TEdit extends z.ZodObject = z.ZodObject,
  TFields extends readonly FieldInput[] = readonly FieldInput[],
  TColumnKey extends string = string,
  TRoutes extends readonly EntityRouteConfig[] = readonly EntityRouteConfig[],
> = EntityConfig<TCreate, TEdit> & {
  name: TName;
  routes?: TRoutes;
  readonly '~types'?: { fields: TFields; columnKey: TColumnKey };
};

/**
 * Declares an entity, checked by the compiler against itself: a field name is a key of a
 * payload schema (or the field says who writes it), a column, sort or search key is a path of
 * the GET shape, a condition names a field. Each field's `kind` is inferred from its rule
 * unless set (see `inferFieldKind`), and so is a form action's field from the action's schema; a
 * form action naming no declared `post` route of a row throws. The literal types are kept for
 * `EntityRowOf`.
 *
 * @example
 * export const countries = defineEntity({
 *   name: 'countries',
 *   path: '/countries',
 *   labels: { singular: 'País', plural: 'Países' },
 *   schemas: { create: countrySchema, edit: countrySchema },
 *   fields: [{ name: 'nameCountry', label: 'País' }],
 *   columns: [{ key: 'nameCountry', label: 'País' }],
 *   access: adminOnly,
 * });
 */
export const defineEntity = <
  const TName extends string,
  TCreate extends z.ZodObject,
  TEdit extends z.ZodObject,
  const TFields extends readonly FieldInput<SchemaKeyOf<TCreate> | SchemaKeyOf<TEdit>>[],
  const TColumnKey extends ColumnKeyOf<TFields>,
  const TRoutes extends readonly EntityRouteConfig[] = readonly [],
>(
  config: EntityInput<TName, TCreate, TEdit, TFields, TColumnKey, TRoutes>,
): DefinedEntity<TName, TCreate, TEdit, TFields, TColumnKey, TRoutes> => {
  const { formActions: declaredFormActions, ...rest } = config;
  const formActions = declaredFormActions?.map(
    (action): FormAction => ({
      ...action,
      fields: action.fields.map((field) => settleField(field, { create: action.schema, edit: action.schema })),
    }),
  );
  const problems = [
    ...formActionProblems({ name: config.name, routes: config.routes, formActions }),
    ...viewProblems({ ...config, formActions }),
  ];
  if (problems.length > 0) throw new Error(problems.join('; '));
  return {
    ...rest,
    fields: config.fields.map((field) => settleField(field, config.schemas)),
    inputs: config.inputs?.map((field) => settleField(field, config.schemas)),
    ...(formActions && { formActions }),
  };
};

/**
 * A field's kind: its own `kind` wins; a field with a `reference` is a reference; otherwise its
 * rule in the create (or edit) schema tells (see `inferredKindOf`).
 *
 * @example
 * inferFieldKind({ name: 'nameCountry', label: 'País' }, countries.schemas) // 'text'
 */
export const inferFieldKind = (field: FieldInput, schemas: { create: z.ZodObject; edit: z.ZodObject }): FieldKind => {
  if (field.kind) return field.kind;
  if (field.reference) return 'reference';
  const schema = objectSchemaOf(schemas.create).shape[field.name] ?? objectSchemaOf(schemas.edit).shape[field.name];
  if (!schema) throw new Error(`Field ${field.name} is in no payload schema: give it a kind`);
  return inferredKindOf(schema);
};

/**
 * A field as the engine reads it: its kind inferred (see `inferFieldKind`), and a lines field's own
 * fields settled against the object of its lines (`z.array(z.object(...))`).
 *
 * @example
 * settleField({ name: 'lines', label: 'Líneas', lines: { fields: [{ name: 'vials', label: 'Viales' }] } }, schemas)
 * // { name: 'lines', label: 'Líneas', kind: 'lines', lines: { fields: [{ name: 'vials', label: 'Viales', kind: 'number' }] } }
 */
export const settleField = (field: FieldInput, schemas: { create: z.ZodObject; edit: z.ZodObject }): FieldConfig => {
  const { lines, ...rest } = field;
  const kind = inferFieldKind(field, schemas);
  if (kind !== 'lines') return { ...rest, kind };
  if (!lines) throw new Error(`Field ${field.name} holds lines: give it its lines' fields`);
  const schema = objectSchemaOf(schemas.create).shape[field.name] ?? objectSchemaOf(schemas.edit).shape[field.name];
  const line = lineObjectOf(schema);
  if (!line) throw new Error(`Field ${field.name} is no array of objects in its schema`);
  const lineSchemas = { create: line, edit: line };
  return { ...rest, kind, lines: { ...lines, fields: lines.fields.map((item) => settleField(item, lineSchemas)) } };
};

export type AnyEntity = EntityConfig<z.ZodObject, z.ZodObject>;

/** A row as the API returns it: the GET shape, untyped (`RowOf<'name'>` of `src/entities` types it). */
export type EntityRow = { id: number; isActive: boolean } & Record<string, unknown>;
