import type { Db } from '../../engine/server';
import { ApiFailure, defineBehaviour, tableOf } from '../../engine/server';
import { appliedDoses } from '../../entities/applied-doses';
import { batchStatus, vaccineBatches } from '../../entities/vaccine-batches';

/** Said when a lot's vaccine would change under the doses applied from it. */
export const vaccineOfUsedLotMessage =
  'No se puede cambiar la vacuna de un lote con dosis aplicadas: sus dosis y los esquemas de sus pacientes son de esa vacuna';

const hasActiveDoses = async (db: Db, batchId: number) =>
  (await db
    .selectFrom(tableOf(appliedDoses))
    .select('id')
    .where('vaccineBatchId', '=', batchId)
    .where('isActive', '=', 1)
    .limit(1)
    .executeTakeFirst()) !== undefined;

const statuses = new Set<number>(Object.values(batchStatus));

/**
 * Batches are created open; the `status` action (`PATCH /{id}/status/{1|2}`) opens or closes
 * one. A batch's vaccine stays once doses were applied from it (409): those doses, their
 * series checks and their patients' schedules belong to that vaccine.
 */
export const vaccineBatchBehaviour = defineBehaviour(vaccineBatches, {
  beforeChange: async ({ operation, id, values, original, context }) => {
    if (operation === 'create') return { ...values, status: batchStatus.open };
    const isVaccineChanged = values.vaccineId !== undefined && Number(values.vaccineId) !== Number(original.vaccineId);
    if (isVaccineChanged && (await hasActiveDoses(context.db, id))) {
      throw new ApiFailure(409, vaccineOfUsedLotMessage, { vaccineId: vaccineOfUsedLotMessage });
    }
    return values;
  },

  actions: {
    status: async ({ params, row }) => {
      const status = Number(params.status);
      if (!statuses.has(status)) throw new ApiFailure(400, 'El estado debe ser 1 (abierto) o 2 (cerrado)');
      await row.update({ status });
    },
  },
});
