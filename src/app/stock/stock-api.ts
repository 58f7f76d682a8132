import { type PlaceStockPage, placeStockPageSchema } from '../../domain/supply/place-stock';
import type { DownloadedFile } from '../../engine';
import type { PageParams } from '../../engine/react';
import { http } from '../api/client';

/** What the page asks the stock for: a place (none: the account's own scope), a vaccine, a lot. */
export type StockFilters = {
  centerId: number | null;
  orgUnitId: number | null;
  vaccineId: number | null;
  vaccineBatchId: number | null;
};

export const noStockFilters: StockFilters = { centerId: null, orgUnitId: null, vaccineId: null, vaccineBatchId: null };

const queryOf = (filters: StockFilters): Record<string, string> =>
  Object.fromEntries(
    Object.entries(filters).flatMap(([key, value]): [string, string][] =>
      value === null ? [] : [[key, String(value)]],
    ),
  );

/**
 * A page of the stock per place and lot (`GET /stock`), read through the schema the server answers with.
 *
 * @example
 * const { items, total } = await fetchPlaceStock({ filters: { ...noStockFilters, centerId: 3 }, page: 1, pageSize: 25, signal });
 */
export const fetchPlaceStock = async ({
  filters,
  page,
  pageSize,
  signal,
}: Pick<PageParams, 'page' | 'pageSize'> & { filters: StockFilters; signal: AbortSignal }): Promise<PlaceStockPage> => {
  const body = await http.request('GET', '/stock', {
    query: { ...queryOf(filters), page: String(page), pageSize: String(pageSize) },
    signal,
  });
  return placeStockPageSchema.parse(body);
};

/**
 * Every row of the filters as the server's CSV (`GET /stock/export.csv`).
 *
 * @example
 * const { blob, fileName } = await downloadPlaceStock(noStockFilters, signal);
 */
export const downloadPlaceStock = (filters: StockFilters, signal: AbortSignal): Promise<DownloadedFile> =>
  http.download('/stock/export.csv', { query: queryOf(filters), signal });
