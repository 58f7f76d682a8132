import { defineBehaviour, RevertWrite } from '../../engine/server';
import { appliedDoses } from '../../entities/applied-doses';
import { refreshSchedulesOf } from '../schedules/refresh-schedule';
import { refuseImpossibleDose } from './dose-series';
import { returnVial, takeVial, takeVialOrRefuse } from './stock';

/**
 * Applied doses move stock: registering one takes a vial of its batch in the same
 * transaction, moving it to another batch moves the vial, cancelling (or deleting) gives it
 * back once. A cancelled dose is history: editing or cancelling it again is reverted. A dose
 * number beyond the vaccine's series, or one an active dose of the same patient and vaccine
 * holds, is refused with 409 on registration and on edit (dose-series.ts).
 */
export const appliedDoseBehaviour = defineBehaviour(appliedDoses, {
  beforeChange: async ({ operation, id, values, original, context }) => {
    if (operation === 'create') {
      await refuseImpossibleDose({ db: context.db, values });
      await takeVialOrRefuse(context.db, Number(values.vaccineBatchId));
      return { ...values, applicationDateTime: new Date().toISOString(), recordedByUserId: context.user.id };
    }
    if (original.isActive !== 1) throw new RevertWrite('La dosis está cancelada y no se puede editar');
    await refuseImpossibleDose({ db: context.db, values: { ...original, ...values }, id });
    const [from, to] = [Number(original.vaccineBatchId), Number(values.vaccineBatchId)];
    if (to !== from) {
      const refusal = await takeVial(context.db, to);
      if (refusal) throw new RevertWrite(refusal);
      await returnVial(context.db, from);
    }
    return values;
  },

  afterChange: ({ operation, values, original, context }) =>
    refreshSchedulesOf(context.db, operation === 'create' ? [values] : [original, { ...original, ...values }]),

  afterDelete: async ({ original, context }) => {
    await returnVial(context.db, Number(original.vaccineBatchId));
    await refreshSchedulesOf(context.db, [original]);
  },

  actions: {
    cancel: async ({ original, row }) => {
      if (original.isActive !== 1) throw new RevertWrite('La dosis ya estaba cancelada');
      await row.remove();
    },
  },
});
