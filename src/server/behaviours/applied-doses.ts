import { notFound, RollbackSignal } from '../../engine/server/api-error';
import { allow } from '../../engine/server/auth-guard';
import type { EntityBehaviour, WriteContext } from '../../engine/server/crud-router';
import { toColumns } from '../../engine/server/repository';
import { idParam } from '../../engine/server/validation';
import { returnVial, takeVial, takeVialOrRefuse } from './stock';

const activeDose = async (context: WriteContext, id: number) => {
  const dose = await context.repository.findRow(context.entity, id, context.db);
  if (!dose) throw notFound('La dosis');
  return dose;
};

const cancel = async (id: number, context: WriteContext) => {
  const dose = await activeDose(context, id);
  if (!(await context.repository.softDelete(context.entity, id, context.db))) {
    throw new RollbackSignal('La dosis ya estaba cancelada');
  }
  await returnVial(context.db, Number(dose.vaccineBatchId));
  return id;
};

/**
 * Applied doses move stock: registering one takes a vial of its batch in the same
 * transaction, moving it to another batch moves the vial, cancelling gives it back once.
 */
export const appliedDoseBehaviour: EntityBehaviour = {
  create: async ({ values, context }) => {
    await takeVialOrRefuse(context.db, Number(values.vaccineBatchId));
    const columns = {
      ...toColumns(context.entity, values),
      applicationDateTime: new Date().toISOString(),
      recordedByUserId: context.user.id,
    };
    return context.repository.insert(context.entity, columns, context.db);
  },

  update: async ({ id, values, context }) => {
    const dose = await activeDose(context, id);
    if (dose.isActive !== 1) throw new RollbackSignal('La dosis está cancelada y no se puede editar');
    const batchId = Number(values.vaccineBatchId);
    if (batchId !== Number(dose.vaccineBatchId)) {
      const refusal = await takeVial(context.db, batchId);
      if (refusal) throw new RollbackSignal(refusal);
      await returnVial(context.db, Number(dose.vaccineBatchId));
    }
    await context.repository.update(context.entity, id, toColumns(context.entity, values), context.db);
    return id;
  },

  remove: ({ id, context }) => cancel(id, context),

  routes: (router, tools) => {
    router.patch('/cancel/:id', allow(tools.entity.access, 'delete'), async (c) => {
      const id = idParam(c.req.param('id'));
      const outcome = await tools.write(c.get('user'), async (context) =>
        tools.respond(await cancel(id, context), context.db),
      );
      return c.json(outcome);
    });
  },
};
