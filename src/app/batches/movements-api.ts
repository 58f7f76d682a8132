import { type StockMovementsPage, stockMovementsPageSchema } from '../../domain/stock-movements';
import type { PageParams } from '../../engine/react';
import { http } from '../api/client';

/** How many movements a page of the ledger shows. */
export const movementsPageSize = 25;

/**
 * A page of a lot's ledger, newest first (`GET /vaccine-batches/:id/movements`), read through
 * the schema the server answers with.
 *
 * @example
 * const { items, total } = await fetchBatchMovements({ batchId: 4, page: 1, pageSize: 25, signal });
 */
export const fetchBatchMovements = async ({
  batchId,
  page,
  pageSize,
  signal,
}: Pick<PageParams, 'page' | 'pageSize'> & { batchId: number; signal: AbortSignal }): Promise<StockMovementsPage> => {
  const body = await http.request('GET', `/vaccine-batches/${batchId}/movements`, {
    query: { page: String(page), pageSize: String(pageSize) },
    signal,
  });
  return stockMovementsPageSchema.parse(body);
};
