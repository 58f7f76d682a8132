import { z } from 'zod';
import type { JsonSchema, Parameter } from '../../engine/server';

/**
 * The parameters of a patient's route read on a day (the card, the forecast): the patient's id in
 * the path and the optional `today` of the route's query schema, as the server validates it.
 *
 * @example
 * parameters: patientDayParameters(forecastQuerySchema),
 */
export const patientDayParameters = (querySchema: z.ZodType): Parameter[] => {
  const query = z.toJSONSchema(querySchema, { io: 'input' });
  const today = (query.properties?.today ?? { type: 'string' }) as JsonSchema;
  return [
    {
      name: 'id',
      in: 'path',
      required: true,
      description: 'Id del paciente.',
      schema: { type: 'integer', minimum: 1 },
    },
    { name: 'today', in: 'query', required: false, description: today.description, schema: today },
  ];
};
