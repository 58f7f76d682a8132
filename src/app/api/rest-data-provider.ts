import type { AnyEntity, DataProvider, EntityRow, ListResult, WriteResult } from '../../engine';
import { declaredRoutePath, formActionPath, newIdempotencyKey, rowActionPath } from '../../engine';
import { asAuditResult, auditQuery } from './audit-query';
import type { HttpClient } from './http';
import { listQuery } from './list-query';

/**
 * The REST dialect of the API (spec, section 7), in one place: a list is a GET of the entity's
 * path with paging parameters (`{ items, total }`), one row a GET of `<path>/<id>`, several an
 * `ids=` filter, a write a POST, PATCH or DELETE, an action a PATCH of the route its config declares,
 * a form action a POST of its values to the route it names, a declared read a GET of its route, and an export a GET of `<path>/export.csv` with the list's parameters but its page.
 *
 * @example
 * const dataProvider = createRestDataProvider(http);
 * await dataProvider.getList(patients, { page: 2, sort: 'lastname', q: 'peña' }); // GET /patients?page=2&pageSize=25&...
 * await dataProvider.action(vaccineBatches, { id: 4, action: 'status', params: { status: 2 } }); // PATCH /vaccine-batches/4/status/2
 */
export const createRestDataProvider = (http: HttpClient): DataProvider => {
  const getPage = async (entity: AnyEntity, query: Record<string, string | undefined>, signal?: AbortSignal) =>
    asPage(entity, await http.request('GET', entity.path, { query, signal }));
  return {
    getList: (entity, { signal, ...params } = {}) => getPage(entity, listQuery(params), signal),
    getOne: async (entity, id, { signal } = {}) => {
      const body = await http.request('GET', `${entity.path}/${id}`, { signal });
      if (!isEntityRow(body)) throw new Error(`GET ${entity.path}/${id} did not answer a row`);
      return body;
    },
    getMany: async (entity, ids, { signal } = {}) => {
      if (ids.length === 0) return [];
      const query = { ...listQuery({ pageSize: ids.length }), ids: ids.join(',') };
      return (await getPage(entity, query, signal)).items;
    },
    create: async (entity, values, { idempotencyKey = newIdempotencyKey() } = {}) =>
      asRow(await http.request('POST', entity.path, { body: values, idempotencyKey })),
    update: async (entity, id, values) =>
      asWriteResult(await http.request('PATCH', `${entity.path}/${id}`, { body: values })),
    delete: async (entity, id) => asWriteResult(await http.request('DELETE', `${entity.path}/${id}`)),
    similar: async (entity, query, { signal } = {}) => {
      const body = await http.request('GET', `${entity.path}${entity.similar?.route ?? '/similar'}`, { query, signal });
      const { items } = isObject(body) ? (body as { items?: unknown }) : {};
      return Array.isArray(items) ? items.filter(isEntityRow) : [];
    },
    action: async (entity, call) => asWriteResult(await http.request('PATCH', rowActionPath(entity, call))),
    formAction: (entity, { values, ...call }) => http.request('POST', formActionPath(entity, call), { body: values }),
    readRoute: (entity, { route, query, signal }) =>
      http.request('GET', declaredRoutePath(entity, route), { query, signal }),
    restore: async (entity, id) => asRow(await http.request('POST', `${entity.path}/${id}/restore`)),
    getAudit: async ({ signal, ...params }) =>
      asAuditResult(await http.request('GET', '/audit', { query: auditQuery(params), signal })),
    exportCsv: (entity, { signal, ...params } = {}) => {
      const { page, pageSize, ...query } = listQuery(params);
      return http.download(`${entity.path}/export.csv`, { query, signal });
    },
  };
};

const isEntityRow = (value: unknown): value is EntityRow =>
  typeof value === 'object' && value !== null && typeof (value as { id?: unknown }).id === 'number';

const isObject = (value: unknown): value is object => typeof value === 'object' && value !== null;

/** A write with an empty answer (204) still resolves, so the caller's success path runs. */
const emptyRow: EntityRow = { id: 0, isActive: true };

const asRow = (body: unknown): EntityRow => (isObject(body) ? (body as EntityRow) : emptyRow);

/** Writes answer the row, or a `{ rolledBack }` notice the engine turns into a warning. */
const asWriteResult = (body: unknown): WriteResult => (isObject(body) ? (body as WriteResult) : emptyRow);

/** A paged answer's active rows and total; soft-deleted rows are never shown. */
const asPage = (entity: AnyEntity, body: unknown): ListResult => {
  const { items, total, totalIsCapped } = isObject(body)
    ? (body as { items?: unknown; total?: unknown; totalIsCapped?: unknown })
    : {};
  if (!Array.isArray(items) || typeof total !== 'number') throw new Error(`GET ${entity.path} did not answer a page`);
  const rows = items.filter(isEntityRow).filter((row) => row.isActive !== false);
  return { items: rows, total, totalIsCapped: totalIsCapped === true };
};
