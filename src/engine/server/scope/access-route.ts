import type { Hono } from 'hono';
import { accessGrantSchema } from '../../access-grant';
import type { AnyEntity } from '../../contract/entity';
import { notFound } from '../api-error';
import { appendAudit } from '../audit/audit-writer';
import { type ApiEnv, allow } from '../auth/auth-guard';
import type { Repository } from '../repository';
import type { Store } from '../schema/database';
import { idParam, parseBody } from '../writes/validation';
import { accessGrantsTable, grantHours } from './access-grants';

/**
 * Mounts `POST /:id/access` `{ reason }` for an entity whose rows may be granted
 * (`scope.canGrant`): in one transaction, the caller may open the row for {@link grantHours}
 * hours, and the audit entry `access-granted` keeps the reason; answers 201 `{ expiresAt }`.
 * A reason shorter than 10 characters: 400; a row that does not exist: 404; nothing written.
 *
 * @example
 * mountAccessGrant({ router, entity: patients, store, repository });
 */
export const mountAccessGrant = (options: {
  router: Hono<ApiEnv>;
  entity: AnyEntity;
  store: Store;
  repository: Repository;
}) => {
  const { router, entity, store, repository } = options;
  router.post('/:id/access', allow(entity.access, 'read'), async (c) => {
    const id = idParam(c.req.param('id'));
    const { reason } = await parseBody(c, accessGrantSchema);
    const user = c.get('user');
    const at = new Date();
    const expiresAt = new Date(at.getTime() + grantHours * 3_600_000).toISOString();
    await store.db.transaction().execute(async (db) => {
      const row = await repository.findRow(entity, id, db);
      if (row?.isActive !== 1) throw notFound();
      await db
        .insertInto(accessGrantsTable)
        .values({ userId: user.id, entity: entity.name, rowId: id, reason, at: at.toISOString(), expiresAt })
        .execute();
      await appendAudit(
        db,
        {
          userId: user.id,
          entity: entity.name,
          rowId: id,
          action: 'access-granted',
          before: null,
          after: { reason, expiresAt },
        },
        at,
      );
    });
    return c.json({ expiresAt }, 201);
  });
};
