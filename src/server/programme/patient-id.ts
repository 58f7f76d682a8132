import { patientNotFoundMessage } from '../../domain/vaccination-card';
import { ApiFailure, readId, tooLargeIdMessage } from '../../engine/server';

/**
 * The patient's id of a route's `:id`: 400 past the largest storable id, 404 for no id at all.
 *
 * @example
 * patientIdOf('12') // 12
 */
export const patientIdOf = (text: string) => {
  const reading = readId(text);
  if ('id' in reading) return reading.id;
  if (reading.problem === 'tooLarge') throw new ApiFailure(400, tooLargeIdMessage, { id: tooLargeIdMessage });
  throw new ApiFailure(404, patientNotFoundMessage);
};
