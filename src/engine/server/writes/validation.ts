import type { Context } from 'hono';
import type { z } from 'zod';
import { ApiFailure, invalidData } from '../api-error';
import { readId, tooLargeIdMessage } from '../schema/ids';

/** The first message per top-level field of a failed parse. */
export const fieldErrorsOf = (error: z.ZodError): Record<string, string> => {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? String(issue.path[0]) : '_';
    errors[field] ??= issue.message;
  }
  return errors;
};

/**
 * Reads a JSON object body and parses it with the same schema the form uses.
 *
 * @example
 * const values = await parseBody(c, countries.schemas.create); // throws 400 with Spanish field messages
 */
export const parseBody = async <T extends z.ZodType>(c: Context, schema: T): Promise<z.output<T>> => {
  const type = c.req.header('content-type') ?? '';
  if (!type.toLowerCase().startsWith('application/json')) {
    throw new ApiFailure(415, 'El contenido debe enviarse como JSON (application/json)');
  }
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw new ApiFailure(400, 'El cuerpo de la solicitud no es un JSON válido');
  }
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw new ApiFailure(400, 'El cuerpo de la solicitud debe ser un objeto JSON');
  }
  const result = schema.safeParse(body);
  if (!result.success) throw invalidData(fieldErrorsOf(result.error));
  return result.data;
};

/** A positive integer id from a route parameter: 404 when it is not one, 400 past the largest storable id. */
export const idParam = (value: string | undefined): number => {
  const reading = readId(value);
  if ('id' in reading) return reading.id;
  if (reading.problem === 'tooLarge') throw new ApiFailure(400, tooLargeIdMessage);
  throw new ApiFailure(404, 'El registro no existe');
};
