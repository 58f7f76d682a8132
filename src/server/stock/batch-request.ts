import type { Context } from 'hono';
import { type ApiEnv, ApiFailure, invalidData, maxPageSize, readId, tooLargeIdMessage } from '../../engine/server';

/** Said of a lot that does not exist or was deleted. */
export const batchNotFoundMessage = 'El lote no existe';

/** The page size of a lot's lists when the query names none. */
export const defaultBatchPageSize = 25;

/** The lot of a `/vaccine-batches/:id/...` route: 404 unless an id, 400 past the largest storable one. */
export const batchIdOf = (c: Context<ApiEnv>): number => {
  const reading = readId(c.req.param('id'));
  if ('id' in reading) return reading.id;
  if (reading.problem === 'tooLarge') throw new ApiFailure(400, tooLargeIdMessage, { id: tooLargeIdMessage });
  throw new ApiFailure(404, batchNotFoundMessage);
};

/** A page of a lot's list: `page` from 1, `pageSize` 1 to 200 (25 when absent); 400 with Spanish messages. */
export const batchPageOf = (c: Context<ApiEnv>): { page: number; pageSize: number } => {
  const page = wholeNumber(c.req.query('page'), 1);
  const pageSize = wholeNumber(c.req.query('pageSize'), defaultBatchPageSize);
  const errors: Record<string, string> = {};
  if (page === undefined || page < 1) errors.page = 'La página debe ser un número entero mayor o igual a 1';
  if (pageSize === undefined || pageSize < 1 || pageSize > maxPageSize) {
    errors.pageSize = `El tamaño de página debe ser un número entero entre 1 y ${maxPageSize}`;
  }
  if (page === undefined || pageSize === undefined || Object.keys(errors).length > 0) throw invalidData(errors);
  return { page, pageSize };
};

/** Digits only (at most 9), the fallback when absent, undefined when malformed. */
const wholeNumber = (text: string | undefined, fallback: number) => {
  if (text === undefined) return fallback;
  return /^\d{1,9}$/.test(text) ? Number(text) : undefined;
};
