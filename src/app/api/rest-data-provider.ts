import type { DataProvider, ListParams, WriteResult } from '../../engine/data-provider';
import type { EntityRow } from '../../engine/entity';
import type { HttpClient } from './http';

/**
 * The REST dialect of the API (spec, section 7), in one place: a list is a GET of the entity's
 * path, a write a POST, PATCH or DELETE of it, and an action a PATCH of a sub-path of one row.
 * Lists leave out soft-deleted rows (`isActive: false`).
 *
 * @example
 * const dataProvider = createRestDataProvider(http);
 * await dataProvider.action(vaccineBatches, { id: 4, action: 'status/2' }); // PATCH /vaccine-batches/4/status/2
 */
export const createRestDataProvider = (http: HttpClient): DataProvider => ({
  getList: async (entity, params = {}) => {
    const query = { q: params.q, limit: params.limit?.toString(), ...stringValues(params.where) };
    const body = await http.request('GET', entity.path, { query, signal: params.signal });
    if (!Array.isArray(body)) throw new Error(`GET ${entity.path} did not answer a list`);
    return body.filter(isEntityRow).filter((row) => row.isActive !== false);
  },
  create: async (entity, values) => asRow(await http.request('POST', entity.path, { body: values })),
  update: async (entity, id, values) =>
    asWriteResult(await http.request('PATCH', `${entity.path}/${id}`, { body: values })),
  delete: async (entity, id) => asWriteResult(await http.request('DELETE', `${entity.path}/${id}`)),
  action: async (entity, { id, action }) =>
    asWriteResult(await http.request('PATCH', actionPath(entity.path, id, action))),
});

/** The dose cancel is the one action written before the id (`/applied-doses/cancel/7`). */
export const actionPath = (entityPath: string, id: number, action: string) =>
  action === 'cancel' ? `${entityPath}/cancel/${id}` : `${entityPath}/${id}/${action}`;

const isEntityRow = (value: unknown): value is EntityRow =>
  typeof value === 'object' && value !== null && typeof (value as { id?: unknown }).id === 'number';

const isObject = (value: unknown): value is object => typeof value === 'object' && value !== null;

/** A write with an empty answer (204) still resolves, so the caller's success path runs. */
const emptyRow: EntityRow = { id: 0, isActive: true };

const asRow = (body: unknown): EntityRow => (isObject(body) ? (body as EntityRow) : emptyRow);

/** Writes answer the row, or a `{ rolledBack }` notice the engine turns into a warning. */
const asWriteResult = (body: unknown): WriteResult => (isObject(body) ? (body as WriteResult) : emptyRow);

const stringValues = (where: ListParams['where'] = {}) =>
  Object.fromEntries(Object.entries(where).map(([name, value]) => [name, String(value)]));
