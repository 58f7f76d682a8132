import type { AuditParams, AuditResult } from './audit';
import type { AnyEntity, EntityRow } from './contract/entity';
import type { RowActionParams } from './contract/row-actions';

/** Field messages of a refused write, keyed by payload field. */
export type FieldErrors = Record<string, string>;

/** What the API answers when it refuses a request: a Spanish message, and field messages on a 400. */
export class ApiError extends Error {
  readonly status: number;
  readonly fieldErrors: FieldErrors;
  /** A 403 of a row of another part of the network, which an access grant opens (`{ outOfScope: true }`). */
  readonly isOutOfScope: boolean;

  constructor(options: { status: number; message: string; fieldErrors?: FieldErrors; isOutOfScope?: boolean }) {
    super(options.message);
    this.name = 'ApiError';
    this.status = options.status;
    this.fieldErrors = options.fieldErrors ?? {};
    this.isOutOfScope = options.isOutOfScope ?? false;
  }
}

/**
 * A request the API gave no answer to: no network, a dropped connection, or no answer in time.
 * The write may or may not have reached the server, so only a keyed create is safe to send again.
 */
export class NoAnswerError extends Error {
  constructor(options?: { cause?: unknown }) {
    super('The API gave no answer', options);
    this.name = 'NoAnswerError';
  }
}

/**
 * The answer of a write the server reverted on purpose (a hook refused it): nothing changed,
 * and `message`, when present, says why in Spanish.
 */
export type RevertedWrite = { rolledBack: true; message?: string };

export type WriteResult = EntityRow | RevertedWrite;

export const isRolledBack = (result: unknown): result is RevertedWrite =>
  typeof result === 'object' && result !== null && (result as { rolledBack?: unknown }).rolledBack === true;

/** A range bound of a number, date or datetime field, such as `{ gte: '2026-06-01' }`. */
export type FilterRange = { gte?: string | number; gt?: string | number; lte?: string | number; lt?: string | number };

/** Filters by field name: equality on booleans, references, enums and numbers; ranges on numbers and dates. */
export type ListFilter = Readonly<Record<string, string | number | boolean | FilterRange>>;

export type SortOrder = 'asc' | 'desc';

/**
 * One page of a list: page (from 1) of `pageSize` rows, sorted by a GET-shape path (the
 * entity's default sort when absent), of the rows matching every word of `q` and `filter`.
 */
export type ListParams = {
  page?: number;
  pageSize?: number;
  sort?: string;
  order?: SortOrder;
  q?: string;
  filter?: ListFilter;
  signal?: AbortSignal;
};

/** What an export sends: a list's search, filters and sort, every row (no paging). */
export type ExportParams = Pick<ListParams, 'sort' | 'order' | 'q' | 'filter' | 'signal'>;

/** A downloaded file and the name the server gave it. */
export type DownloadedFile = { blob: Blob; fileName: string };

/**
 * A page of active rows, and how many rows match in all: exactly, or with `totalIsCapped` a
 * number of rows the list has more than (a long search or filter is counted up to 1,000).
 */
export type ListResult = { items: EntityRow[]; total: number; totalIsCapped?: boolean };

/**
 * The one interface between the client engine and the API. The REST dialect lives in the
 * app's implementation; the engine only calls these.
 *
 * @example
 * const { items, total } = await dataProvider.getList(patients, { page: 2, pageSize: 25, q: 'peña' });
 */
export type DataProvider = {
  getList: (entity: AnyEntity, params?: ListParams) => Promise<ListResult>;
  getOne: (entity: AnyEntity, id: number, options?: { signal?: AbortSignal }) => Promise<EntityRow>;
  /** The rows of these ids that are active, in any order (at most 200 ids). */
  getMany: (entity: AnyEntity, ids: readonly number[], options?: { signal?: AbortSignal }) => Promise<EntityRow[]>;
  /**
   * Creates a row once: the same `idempotencyKey` sent again (a retry after a dropped
   * connection) answers the first row without a second write. A new key per call when none is given.
   */
  create: (entity: AnyEntity, values: unknown, options?: { idempotencyKey?: string }) => Promise<EntityRow>;
  update: (entity: AnyEntity, id: number, values: unknown) => Promise<WriteResult>;
  delete: (entity: AnyEntity, id: number) => Promise<WriteResult>;
  /** Brings a deleted row back (the undo of a delete, or of an action placed at `'delete'`). */
  restore: (entity: AnyEntity, id: number) => Promise<EntityRow>;
  /** A page of the audit trail, newest first, with its filters (`GET /audit`). */
  getAudit: (params: AuditParams) => Promise<AuditResult>;
  /**
   * Every row of a list as a CSV file, as the table shows it (its columns, search, filters and
   * sort).
   */
  exportCsv: (entity: AnyEntity, params?: ExportParams) => Promise<DownloadedFile>;
  /** The rows the entity's `similar` check finds for a query (its params and the typed values). */
  similar: (
    entity: AnyEntity,
    query: Readonly<Record<string, string>>,
    options?: { signal?: AbortSignal },
  ) => Promise<EntityRow[]>;
  /** Runs one of the entity's declared `actions` on a row, by name, with its variant's route params. */
  action: (
    entity: AnyEntity,
    options: { id: number; action: string; params?: RowActionParams },
  ) => Promise<WriteResult>;
  /** Sends one of the entity's `formActions` on a row: its values to its declared route; resolves with the answer. */
  formAction: (entity: AnyEntity, options: { id: number; route: string; values: unknown }) => Promise<unknown>;
  /** Reads one of the entity's declared `get` routes without a row (a requisition's suggestions), by name; resolves with its answer. */
  readRoute: (
    entity: AnyEntity,
    options: { route: string; query: Readonly<Record<string, string>>; signal?: AbortSignal },
  ) => Promise<unknown>;
};
