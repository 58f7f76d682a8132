import { type BatchRecipientsPage, batchRecipientsPageSchema } from '../../domain/stock-movements';
import type { DownloadedFile } from '../../engine';
import type { PageParams } from '../../engine/react';
import { http } from '../api/client';

/** How many recipients a page shows. */
export const recipientsPageSize = 25;

/**
 * A page of a lot's recipients, the latest dose first (`GET /vaccine-batches/:id/recipients`),
 * read through the schema the server answers with.
 *
 * @example
 * const { items, total } = await fetchBatchRecipients({ batchId: 4, page: 1, pageSize: 25, signal });
 */
export const fetchBatchRecipients = async ({
  batchId,
  page,
  pageSize,
  signal,
}: Pick<PageParams, 'page' | 'pageSize'> & { batchId: number; signal: AbortSignal }): Promise<BatchRecipientsPage> => {
  const body = await http.request('GET', `/vaccine-batches/${batchId}/recipients`, {
    query: { page: String(page), pageSize: String(pageSize) },
    signal,
  });
  return batchRecipientsPageSchema.parse(body);
};

/**
 * Every recipient of a lot as the server's CSV (`GET /vaccine-batches/:id/recipients/export.csv`).
 *
 * @example
 * const { blob, fileName } = await downloadBatchRecipients(4, signal);
 */
export const downloadBatchRecipients = (batchId: number, signal: AbortSignal): Promise<DownloadedFile> =>
  http.download(`/vaccine-batches/${batchId}/recipients/export.csv`, { signal });
