import type { Hono } from 'hono';
import type { AnyEntity } from '../../contract/entity';
import { auditRowWrite } from '../audit/audit-writer';
import { type ApiEnv, allow } from '../auth/auth-guard';
import type { ActionHandler } from './behaviour';
import type { EntityWrites } from './entity-writes';
import { idParam } from './validation';

/**
 * Mounts `PATCH <route>` for each action the entity's config declares, behind the roles of
 * the action's `access`: in one transaction it finds the row (404 when there is none, active
 * or not), runs the behaviour's handler, appends one trail entry named after the action
 * with what the row's columns were before and after it, and answers the row's GET shape, or the
 * `{ rolledBack: true, message }` notice when the handler reverts the write.
 *
 * @example
 * mountActions({ router, entity: vaccineBatches, writes, handlers: { status: async ({ row }) => row.update({ status: 2 }) } });
 */
export const mountActions = (options: {
  router: Hono<ApiEnv>;
  entity: AnyEntity;
  writes: EntityWrites;
  handlers: Readonly<Record<string, ActionHandler>>;
}) => {
  const { router, entity, writes, handlers } = options;
  for (const action of entity.actions ?? []) {
    const handler = handlers[action.name];
    if (!handler) throw new Error(`Entity "${entity.name}" declares action "${action.name}" but has no handler`);
    router.patch(`/${action.route}`, allow(entity.access, action.access), async (c) => {
      const { id: rawId, ...params }: Record<string, string> = c.req.param();
      const id = idParam(rawId);
      const outcome = await writes.write(c.get('user'), async (context) => {
        const original = await writes.find(id, context.db);
        const row = {
          update: async (values: Record<string, unknown>) => {
            await writes.untracked.update(id, values, context, original);
          },
          remove: async () => {
            await writes.untracked.remove(id, context, original);
          },
        };
        await handler({ id, params, original, context, row });
        await auditRowWrite({
          db: context.db,
          entity,
          userId: context.user.id,
          id,
          action: action.name,
          before: original,
        });
        return writes.respond(id, context.db, context.user);
      });
      return c.json(outcome);
    });
  }
};
