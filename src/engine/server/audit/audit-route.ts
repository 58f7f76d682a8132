import { type RawBuilder, sql } from 'kysely';
import { type AuditEntry, auditPageSchema } from '../../audit';
import { isAllowed } from '../../contract/access';
import type { AnyEntity } from '../../contract/entity';
import type { EntityRegistry } from '../../contract/registry';
import { defineRoute, type ProductRoute } from '../routes/product-route';
import { answer } from '../routes/route-handler';
import type { Db } from '../schema/database';
import { tableOf } from '../schema/tables';
import { scopeCondition } from '../scope/scope-condition';
import { type AuditQuery, auditQuerySchema, endOf, startOf } from './audit-query';
import { auditTable } from './audit-table';
import { authAuditEntity } from './login-audit';

/**
 * `GET /audit`, declared: a page of the trail's entries, newest first, filtered by entity, row,
 * user, action and a date range; `{ items, page, pageSize, hasMore }` (no total: counting a
 * trail of millions would read it all). Only `roles` may read it, and each sees only entries of
 * entities their role may read (sign-ins count as readable to them). Read-only: the trail is
 * written by the writes themselves, never through the API.
 *
 * @example
 * const routes = [auditRoute({ registry, roles: ['admin'], users }), ...];
 */
export const auditRoute = (options: {
  registry: EntityRegistry;
  /** The roles that may read the trail. */
  roles: readonly string[];
  /** The accounts' entity: an entry names its user by the entity's own columns (name, e-mail…). */
  users: AnyEntity;
}): ProductRoute => {
  const { registry, roles, users } = options;
  const userColumns = users.columns.map((column) => column.key).filter((key) => !key.includes('.'));
  return defineRoute(
    {
      method: 'get',
      path: '/audit',
      operationId: 'audit.list',
      tag: 'Auditoría',
      roles,
      summary: 'Historial de cambios',
      description:
        'Las entradas del historial, de la más reciente a la más antigua, en páginas (sin total). Solo lectura: el historial lo escriben las propias escrituras. Cada rol ve solo las entradas de las entidades que puede leer; una cuenta con ámbito (un centro o una unidad), solo las de las cuentas de su ámbito.',
      query: auditQuerySchema,
      answers: { 200: { description: 'Una página del historial.', schema: auditPageSchema } },
      errors: [400, 401, 403, 500],
    },
    async ({ query }, { db, user }) => {
      const readable = [
        authAuditEntity,
        ...registry.all.filter((entity) => isAllowed(entity.access, 'read', user.role)).map((entity) => entity.name),
      ];
      const isAllReadable = readable.length === registry.all.length + 1;
      if (query.entity !== undefined && !readable.includes(query.entity)) {
        return answer(200, { items: [], page: query.page, pageSize: query.pageSize, hasMore: false });
      }
      // A scoped admin reads the entries of the accounts of their part of the network.
      const scope = scopeCondition({ registry, entity: users, user, use: 'read' });
      const writers =
        scope && sql`(SELECT ${sql.ref('t0.id')} FROM ${sql.table(tableOf(users))} AS ${sql.id('t0')} WHERE ${scope})`;
      const rows = await pageOf({ db, query, readable: isAllReadable ? undefined : readable, writers });
      const hasMore = rows.length > query.pageSize;
      const page = rows.slice(0, query.pageSize);
      const people = await peopleOf({
        db,
        table: tableOf(users),
        columns: userColumns,
        ids: page.map((row) => Number(row.userId)),
      });
      const items: AuditEntry[] = page.map((row) => ({
        id: Number(row.id),
        at: String(row.at),
        entity: String(row.entity),
        rowId: Number(row.rowId) || null,
        action: String(row.action),
        user: (people.get(Number(row.userId)) as AuditEntry['user']) ?? null,
        before: JSON.parse(String(row.before)),
        after: JSON.parse(String(row.after)),
      }));
      return answer(200, { items, page: query.page, pageSize: query.pageSize, hasMore });
    },
  );
};

/** The page's entries and one more (to tell whether there is a next page), newest first. */
const pageOf = (options: {
  db: Db;
  query: AuditQuery;
  readable: readonly string[] | undefined;
  /** The ids of the accounts whose entries may be read (a scoped admin's); undefined: every account's. */
  writers: RawBuilder<unknown> | undefined;
}) => {
  const { db, query } = options;
  let select = db.selectFrom(auditTable).selectAll();
  if (options.writers) select = select.where('userId', 'in', options.writers);
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
