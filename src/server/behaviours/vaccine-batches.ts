import { ApiFailure, notFound } from '../../engine/server/api-error';
import { allow } from '../../engine/server/auth-guard';
import type { EntityBehaviour } from '../../engine/server/crud-router';
import { idParam } from '../../engine/server/validation';
import { batchStatus } from '../../entities/vaccine-batches';

const statuses = new Set<number>(Object.values(batchStatus));

/** Batches are created open; `PATCH /{id}/status/{1|2}` opens or closes one. */
export const vaccineBatchBehaviour: EntityBehaviour = {
  prepare: async ({ values, id }) => (id === undefined ? { ...values, status: batchStatus.open } : values),

  routes: (router, tools) => {
    router.patch('/:id/status/:status', allow(tools.entity.access, 'update'), async (c) => {
      const id = idParam(c.req.param('id'));
      const status = Number(c.req.param('status'));
      if (!statuses.has(status)) throw new ApiFailure(400, 'El estado debe ser 1 (abierto) o 2 (cerrado)');
      const row = await tools.write(c.get('user'), async (context) => {
        if (!(await context.repository.update(tools.entity, id, { status }, context.db))) throw notFound('El lote');
        return tools.respond(id, context.db);
      });
      return c.json(row);
    });
  },
};
