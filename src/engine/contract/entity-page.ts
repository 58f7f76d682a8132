import type { z } from 'zod';
import type { Action } from './access';
import type { EntityRow } from './entity';

/**
 * The entity's admin page and its menu entry. Routes, the drawer and the route guards are
 * derived from it; an entity without `page` has API routes only.
 */
export type EntityPageConfig = {
  /** The route path, without a slash, such as `pais`. */
  path: string;
  /** Who may open the page; defaults to `access.read` and must be among the readers. */
  roles?: readonly string[];
  menu: {
    /** The entry's text; defaults to the plural label (the drawer says 'País' for 'Países'). */
    label?: string;
    /** The drawer group's title, such as 'Gestión Administrativa'; absent for an ungrouped entry. */
    group?: string;
    /** An SVG path of a 24×24 icon (such as an `@mdi/js` constant). */
    icon: string;
    /** Position among the drawer's entries: lower first. */
    order: number;
    /** Who sees the entry; defaults to the page's roles. */
    roles?: readonly string[];
  };
  /** The edit dialog's width: `'wide'` for many fields. */
  editDialogSize?: 'normal' | 'wide';
  /**
   * Where the register form opens: `'form'` (the default), the page's Agregar / Gestión switch;
   * `'dialog'`, a button above the table ('Nueva transferencia') opening it in a dialog, for an
   * entity whose page is mostly its list.
   */
  createIn?: 'form' | 'dialog';
};

/**
 * A row operation beyond create, update and delete, declared by the config; the server's
 * behaviour for the entity implements it under the same name. It is a PATCH of `route` below
 * the entity's path, guarded by the roles of `access`.
 */
export type RowActionConfig<TField extends string = string> = {
  name: string;
  /** The PATCH path below the entity's path: `:id` is the row, other `:params` come from the variant. */
  route: string;
  access: Action;
  /** `'delete'`: it replaces the row's delete (a dose is cancelled); `'edit'`: a button in the edit dialog. */
  placement: 'delete' | 'edit';
  /** The row offers it only while a field has this value (a lot not recalled: `recalledAt` null). */
  showWhen?: { field: TField; equals: unknown };
  /** The first variant whose `when` holds for the row gives the label and the route's params. */
  variants: readonly {
    when?: { field: TField; equals: unknown };
    label: string;
    params?: Readonly<Record<string, string | number>>;
  }[];
  success: string;
  /** The warning when the server reverts the action (an answer with `rolledBack`). */
  rolledBack?: string;
};

/**
 * A page of the app about one record of the entity, declared by its config and mounted by the
 * engine below the entity's page: `/lotes/:id` for `{ path: ':id' }` under the page `lotes`. Its
 * roles come from the config's access, so no route is written or guarded by hand. A `'record'`
 * view is the record's own page: its figures, its form actions as labelled buttons, and what the
 * app adds below them (a lot's ledger); a `'page'` view is the app's component alone (a patient's
 * card), given under the view's name.
 */
export type EntityViewConfig<TField extends string = string> = {
  /** The view's name: links name it, and the app gives its component under it. */
  name: string;
  /** Below the page's path, each `:field` a value of the record (`':id'`, `':id/carnet'`). */
  path: string;
  /** `'record'` (the default): the engine's record page; `'page'`: the app's own component. */
  kind?: 'record' | 'page';
  /** Who may open it; default the readers (`access.read`), and it must be among them. */
  roles?: readonly string[];
  /** Paths it had before, each answered with a redirect to it, so old links keep working. */
  formerPaths?: readonly string[];
  /** A record view's figures ('Datos del lote'): default the columns. */
  figures?: readonly ViewFigure<TField>[];
  /** The link to it in each row of the manage table: its words and icon ('Ver lote'). */
  rowLink?: { label: string; icon: string };
  /** A record view's tables of the lists its record holds (a transfer's lines), under its figures. */
  tables?: readonly ViewTable[];
};

/**
 * A list a record holds (`key`, a path of the GET shape to an array: a transfer's `lines`), shown
 * as a table on its record view, titled `label`, each column a path of one item; a column's
 * `options` say how a coded value reads ('Etapa 3' for 3).
 */
export type ViewTable = {
  key: string;
  label: string;
  columns: readonly { key: string; label: string; options?: readonly { value: string | number; label: string }[] }[];
  /** Said instead of the table while the list is empty ('Aún no se recibió'). */
  emptyText?: string;
};

/** One figure of a record view: a column (a path of the GET shape), hidden while empty when `isOptional`. */
export type ViewFigure<TField extends string = string> = {
  key: string;
  label: string;
  whenSet?: { field: TField; text: string };
  whenMissing?: string;
  /** Shown only while the record has a value (a recalled lot's reason). */
  isOptional?: boolean;
  /** A page of the app the value links to, its `:value` the value ('/transferencias/:value'); no link while empty. */
  linksTo?: string;
};

/**
 * A link of each row of the manage table to a view of another entity (a dose's row to its
 * patient's card), declared by the config: an icon button in the row's actions, named with the
 * record ('Reportar ESAVI dosis 31'). A view of the entity's own is linked by its `rowLink`.
 */
export type RowLinkConfig = {
  /** The link's words, shown as its tooltip and beginning its accessible name. */
  label: string;
  /** An SVG path of a 24×24 icon (such as an `@mdi/js` constant). */
  icon: string;
  /** The entity whose view it opens, by name. */
  entity: string;
  /** The view it opens, by name. */
  view: string;
  /** Each `:param` of the view's path from a field of the row (`{ id: 'patientId' }`); a param not named takes the row's field of its name. */
  params?: Readonly<Record<string, string>>;
  /** Query parameters from the row's fields (`{ reportar: 'id' }` adds `?reportar=31`). */
  query?: Readonly<Record<string, string>>;
};

/**
 * A record operation that takes a body, declared by the config: a labelled button on the
 * entity's record view (its `views`) opens a dialog with the action's form (its fields, validated by its schema), which
 * sends `POST <path><route's path>` with the values. It names one of the entity's declared
 * `routes` (a `post` route naming the row, such as `/:id/discards`), which the behaviour's
 * `routes` implements and which parses the body with the same schema: the engine mounts no
 * second route for it.
 */
export type FormActionConfig<TField extends string = string, TFieldConfig = unknown> = {
  /** The declared route it sends to, by its name (`routes`). */
  route: string;
  /** The button's words and the dialog's title ('Dar de baja'). */
  label: string;
  /** An SVG path of a 24×24 icon (such as an `@mdi/js` constant). */
  icon: string;
  /** What the dialog says under its title, before the fields. */
  description?: string;
  /** The row's values the dialog shows above the fields (`key` a path of the GET shape). */
  details?: readonly { key: string; label: string }[];
  /** The body's zod object, shared with the route's handler. */
  schema: z.ZodObject;
  /** The form's fields, each a key of `schema`, as an entity's fields are written. */
  fields: readonly TFieldConfig[];
  /** The submit button's words; the action's `label` by default. */
  submitLabel?: string;
  /** A destructive action ('Retirar lote'): its submit button is red. */
  isDestructive?: boolean;
  /** The row offers it only while a field has a value, or while it has not. */
  showWhen?: { field: TField; equals: unknown };
  hideWhen?: { field: TField; equals: unknown };
  /** The message after the server accepted it. */
  success: string;
  /**
   * The form's starting values from the row it acts on (a receipt's lines from the lots sent);
   * empty values without.
   */
  initialValues?: (row: EntityRow) => Readonly<Record<string, unknown>>;
};
