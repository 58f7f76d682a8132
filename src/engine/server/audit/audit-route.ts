import { Hono } from 'hono';
import { isAllowed } from '../../access';
import type { AnyEntity } from '../../entity';
import type { EntityRegistry } from '../../registry';
import { ApiFailure, invalidData } from '../api-error';
import type { ApiEnv } from '../auth/auth-guard';
import type { Db } from '../schema/database';
import { tableOf } from '../schema/tables';
import { fieldErrorsOf } from '../writes/validation';
import { type AuditQuery, auditQuerySchema, endOf, startOf } from './audit-query';
import { auditTable } from './audit-table';
import { authAuditEntity } from './login-audit';

/** One entry as `GET /audit` answers it. */
export type AuditEntryRow = {
  id: number;
  at: string;
  entity: string;
  rowId: number | null;
  action: string;
  user: Record<string, unknown> | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
};

/**
 * `GET /` of the audit trail: a page of entries, newest first, filtered by entity, row, user,
 * action and a date range; `{ items, page, pageSize, hasMore }` (no total: counting a trail
 * of millions would read it all). Only `roles` may read it, and each sees only entries of
 * entities their role may read (sign-ins count as readable to them). Read-only: the trail is
 * written by the writes themselves, never through the API.
 *
 * @example
 * api.route('/audit', auditRouter({ db: store.db, registry, roles: ['admin'], users }));
 */
export const auditRouter = (options: {
  db: Db;
  registry: EntityRegistry;
  /** The roles that may read the trail. */
  roles: readonly string[];
  /** The accounts' entity: an entry names its user by the entity's own columns (name, e-mail…). */
  users: AnyEntity;
}) => {
  const { db, registry, roles, users } = options;
  const userColumns = users.columns.map((column) => column.key).filter((key) => !key.includes('.'));
  return new Hono<ApiEnv>().get('/', async (c) => {
    const { role } = c.get('user');
    if (!roles.includes(role)) throw new ApiFailure(403, 'No tiene permiso para realizar esta acción');
    const parsed = auditQuerySchema.safeParse(c.req.query());
    if (!parsed.success) throw invalidData(fieldErrorsOf(parsed.error));
    const query = parsed.data;
    const readable = [
      authAuditEntity,
      ...registry.all.filter((entity) => isAllowed(entity.access, 'read', role)).map((entity) => entity.name),
    ];
    const isAllReadable = readable.length === registry.all.length + 1;
    if (query.entity !== undefined && !readable.includes(query.entity)) {
      return c.json({ items: [], page: query.page, pageSize: query.pageSize, hasMore: false });
    }
    const rows = await pageOf({ db, query, readable: isAllReadable ? undefined : readable });
    const hasMore = rows.length > query.pageSize;
    const page = rows.slice(0, query.pageSize);
    const people = await peopleOf({
      db,
      table: tableOf(users),
      columns: userColumns,
      ids: page.map((row) => Number(row.userId)),
    });
    const items: AuditEntryRow[] = page.map((row) => ({
      id: Number(row.id),
      at: String(row.at),
      entity: String(row.entity),
      rowId: Number(row.rowId) || null,
      action: String(row.action),
      user: people.get(Number(row.userId)) ?? null,
      before: JSON.parse(String(row.before)),
      after: JSON.parse(String(row.after)),
    }));
    return c.json({ items, page: query.page, pageSize: query.pageSize, hasMore });
  });
};

/** The page's entries and one more (to tell whether there is a next page), newest first. */
const pageOf = (options: { db: Db; query: AuditQuery; readable: readonly string[] | undefined }) => {
  const { db, query } = options;
  let select = db.selectFrom(auditTable).selectAll();
  if (query.entity !== undefined) select = select.where('entity', '=', query.entity);
  else if (options.readable) select = select.where('entity', 'in', options.readable);
  if (query.rowId !== undefined) select = select.where('rowId', '=', query.rowId);
  if (query.userId !== undefined) select = select.where('userId', '=', query.userId);
  if (query.action !== undefined) select = select.where('action', '=', query.action);
  if (query.from !== undefined) select = select.where('at', '>=', startOf(query.from));
  if (query.to !== undefined) select = select.where('at', '<', endOf(query.to));
  return select
    .orderBy('at', 'desc')
    .orderBy('id', 'desc')
    .limit(query.pageSize + 1)
    .offset((query.page - 1) * query.pageSize)
    .execute();
};

/** The accounts of a page's entries, by id: one query by primary key. */
const peopleOf = async (options: { db: Db; table: string; columns: readonly string[]; ids: readonly number[] }) => {
  const ids = [...new Set(options.ids.filter((id) => id > 0))];
  if (ids.length === 0) return new Map<number, Record<string, unknown>>();
  const rows = await options.db
    .selectFrom(options.table)
    .select(['id', ...options.columns])
    .where('id', 'in', ids)
    .execute();
  return new Map(rows.map((row) => [Number(row.id), { ...row, id: Number(row.id) }]));
};
