import type { AuditParams, AuditResult } from '../../engine';

/**
 * The query string of a page of the audit trail: each filter given, as text.
 *
 * @example
 * auditQuery({ entity: 'countries', rowId: 4, page: 1 }) // { entity: 'countries', rowId: '4', page: '1' }
 */
export const auditQuery = (params: Omit<AuditParams, 'signal'>): Record<string, string | undefined> =>
  Object.fromEntries(
    Object.entries(params).map(([key, value]) => [key, value === undefined ? undefined : String(value)]),
  );

/** The trail's answer, checked for its shape. */
export const asAuditResult = (body: unknown): AuditResult => {
  const page = (typeof body === 'object' && body !== null ? body : {}) as Partial<AuditResult>;
  if (!Array.isArray(page.items) || typeof page.hasMore !== 'boolean')
    throw new Error('GET /audit did not answer a page');
  return { items: page.items, page: Number(page.page), pageSize: Number(page.pageSize), hasMore: page.hasMore };
};
