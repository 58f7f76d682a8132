import { ApiFailure, readId, tooLargeIdMessage } from '../../engine/server';

/** Said of a batch that does not exist or was deleted. */
export const batchNotFoundMessage = 'El lote no existe';

/**
 * The batch of a `/vaccine-batches/:id/...` route, from its path's `id`: 404 unless an id, 400
 * past the largest storable one.
 *
 * @example
 * const batchId = batchIdOf(params.id);
 */
export const batchIdOf = (text: string | undefined): number => {
  const reading = readId(text);
  if ('id' in reading) return reading.id;
  if (reading.problem === 'tooLarge') throw new ApiFailure(400, tooLargeIdMessage, { id: tooLargeIdMessage });
  throw new ApiFailure(404, batchNotFoundMessage);
};
