import { RevertWrite } from '../../engine/server/api-error';
import { defineBehaviour } from '../../engine/server/behaviour';
import { appliedDoses } from '../../entities/applied-doses';
import { returnVial, takeVial, takeVialOrRefuse } from './stock';

/**
 * Applied doses move stock: registering one takes a vial of its batch in the same
 * transaction, moving it to another batch moves the vial, cancelling (or deleting) gives it
 * back once. A cancelled dose is history: editing or cancelling it again is reverted.
 */
export const appliedDoseBehaviour = defineBehaviour(appliedDoses, {
  beforeChange: async ({ operation, values, original, context }) => {
    if (operation === 'create') {
      await takeVialOrRefuse(context.db, Number(values.vaccineBatchId));
      return { ...values, applicationDateTime: new Date().toISOString(), recordedByUserId: context.user.id };
    }
    if (original.isActive !== 1) throw new RevertWrite('La dosis está cancelada y no se puede editar');
    const [from, to] = [Number(original.vaccineBatchId), Number(values.vaccineBatchId)];
    if (to !== from) {
      const refusal = await takeVial(context.db, to);
      if (refusal) throw new RevertWrite(refusal);
      await returnVial(context.db, from);
    }
    return values;
  },

  afterDelete: ({ original, context }) => returnVial(context.db, Number(original.vaccineBatchId)),

  actions: {
    cancel: async ({ original, row }) => {
      if (original.isActive !== 1) throw new RevertWrite('La dosis ya estaba cancelada');
      await row.remove();
    },
  },
});
