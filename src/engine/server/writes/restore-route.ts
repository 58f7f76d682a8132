import type { Hono, MiddlewareHandler } from 'hono';
import type { ApiEnv } from '../auth/auth-guard';
import type { EntityWrites } from './entity-writes';
import { idParam } from './validation';

/**
 * Mounts `POST /:id/restore`, the undo of a delete: in one transaction it reactivates the row,
 * runs the entity's restore hooks and appends the 'restore' entry to the trail, then answers
 * the row's GET shape (409 with the reason when it cannot come back; see `EntityWrites.restore`).
 *
 * @example
 * mountRestore({ router, writes, roles: allow(countries.access, 'delete') });
 */
export const mountRestore = (options: {
  router: Hono<ApiEnv>;
  writes: EntityWrites;
  roles: MiddlewareHandler<ApiEnv>;
}) => {
  const { router, writes } = options;
  router.post('/:id/restore', options.roles, async (c) => {
    const id = idParam(c.req.param('id'));
    const row = await writes.write(c.get('user'), async (context) => {
      await writes.restore(id, context);
      return writes.respond(id, context.db, context.user);
    });
    return c.json(row);
  });
};
