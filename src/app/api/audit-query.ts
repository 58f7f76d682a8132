import { type AuditParams, type AuditResult, auditPageSchema } from '../../engine';

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

/** The trail's answer, parsed with the schema the server answers with. */
export const asAuditResult = (body: unknown): AuditResult => auditPageSchema.parse(body);
