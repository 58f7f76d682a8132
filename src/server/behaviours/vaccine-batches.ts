import { ApiFailure } from '../../engine/server/api-error';
import { defineBehaviour } from '../../engine/server/behaviour';
import { batchStatus, vaccineBatches } from '../../entities/vaccine-batches';

const statuses = new Set<number>(Object.values(batchStatus));

/** Batches are created open; the `status` action (`PATCH /{id}/status/{1|2}`) opens or closes one. */
export const vaccineBatchBehaviour = defineBehaviour(vaccineBatches, {
  beforeChange: async ({ operation, values }) =>
    operation === 'create' ? { ...values, status: batchStatus.open } : values,

  actions: {
    status: async ({ params, row }) => {
      const status = Number(params.status);
      if (!statuses.has(status)) throw new ApiFailure(400, 'El estado debe ser 1 (abierto) o 2 (cerrado)');
      await row.update({ status });
    },
  },
});
