import type { HistoryPage, HistoryParams } from '../../engine';

/**
 * The query string of a page of the audit trail: each filter given, as text.
 *
 * @example
 * historyQuery({ entity: 'countries', rowId: 4, page: 1 }) // { entity: 'countries', rowId: '4', page: '1' }
 */
export const historyQuery = (params: Omit<HistoryParams, 'signal'>): Record<string, string | undefined> =>
  Object.fromEntries(
    Object.entries(params).map(([key, value]) => [key, value === undefined ? undefined : String(value)]),
  );

/** The trail's answer, checked for its shape. */
export const asHistoryPage = (body: unknown): HistoryPage => {
  const page = (typeof body === 'object' && body !== null ? body : {}) as Partial<HistoryPage>;
  if (!Array.isArray(page.items) || typeof page.hasMore !== 'boolean')
    throw new Error('GET /audit did not answer a page');
  return { items: page.items, page: Number(page.page), pageSize: Number(page.pageSize), hasMore: page.hasMore };
};
