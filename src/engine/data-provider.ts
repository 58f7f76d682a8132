import type { AnyEntity, EntityRow } from './entity';

/** Field messages of a refused write, keyed by payload field. */
export type FieldErrors = Record<string, string>;

/** What the API answers when it refuses a request: a Spanish message, and field messages on a 400. */
export class ApiError extends Error {
  readonly status: number;
  readonly fieldErrors: FieldErrors;

  constructor(options: { status: number; message: string; fieldErrors?: FieldErrors }) {
    super(options.message);
    this.name = 'ApiError';
    this.status = options.status;
    this.fieldErrors = options.fieldErrors ?? {};
  }
}

/** An answer of the server that reverted a change by itself (dose edit or cancel). */
export type RolledBack = { rolledBack: true; message?: string };

export type WriteResult = EntityRow | RolledBack;

export const isRolledBack = (result: unknown): result is RolledBack =>
  typeof result === 'object' && result !== null && (result as { rolledBack?: unknown }).rolledBack === true;

/** What a list asks the server for: searched words, equality filters, and at most `limit` rows. */
export type ListParams = {
  q?: string;
  where?: Readonly<Record<string, string | number | boolean>>;
  limit?: number;
  signal?: AbortSignal;
};

/**
 * The one interface between the client engine and the API. The REST dialect lives in the
 * app's implementation; the engine only calls these.
 *
 * @example
 * const rows = await dataProvider.getList(countries, { q: 'peru' });
 */
export type DataProvider = {
  getList: (entity: AnyEntity, params?: ListParams) => Promise<EntityRow[]>;
  create: (entity: AnyEntity, values: unknown) => Promise<EntityRow>;
  update: (entity: AnyEntity, id: number, values: unknown) => Promise<WriteResult>;
  delete: (entity: AnyEntity, id: number) => Promise<WriteResult>;
  /** A PATCH to a sub-path of one row, such as `status/2` or the dose `cancel`. */
  action: (entity: AnyEntity, options: { id: number; action: string }) => Promise<WriteResult>;
};
