import { useState } from 'react';
import type { AuditEntry, AuditParams } from '../../engine';
import { type ListController, useEngine, useListController } from '../../engine/react';

/** The filters as the page's controls hold them: '' for none; dates as YYYY-MM-DD in the viewer's day. */
export type AuditFilters = { userId: string; entity: string; action: string; from: string; to: string };

export const noFilters: AuditFilters = { userId: '', entity: '', action: '', from: '', to: '' };

export const auditPageSize = 25;

/**
 * The trail's filters as the API takes them: a day from its first to its last millisecond in
 * the viewer's time zone, as ISO instants.
 *
 * @example
 * auditParams({ ...noFilters, entity: 'countries', from: '2026-05-01' }, 1)
 * // { entity: 'countries', from: '2026-05-01T04:00:00.000Z', page: 1, pageSize: 25 } in UTC-4
 */
export const auditParams = (
  filters: AuditFilters,
  page: number,
  pageSize = auditPageSize,
): Omit<AuditParams, 'signal'> => ({
  userId: filters.userId ? Number(filters.userId) : undefined,
  entity: filters.entity || undefined,
  action: filters.action || undefined,
  from: filters.from ? new Date(`${filters.from}T00:00:00`).toISOString() : undefined,
  to: filters.to ? new Date(`${filters.to}T23:59:59.999`).toISOString() : undefined,
  page,
  pageSize,
});

/**
 * The /auditoria page's state: its filters (a change goes back to page 1), and the trail they ask
 * for as a list of the list kit, newest first, a page at a time (the server says whether more
 * follow; it counts no total), the previous page kept on screen while the next loads.
 *
 * @example
 * const { filters, change, list } = useAuditPage();
 */
export const useAuditPage = (): {
  filters: AuditFilters;
  change: (change: Partial<AuditFilters>) => void;
  clear: () => void;
  list: ListController<AuditEntry>;
} => {
  const { dataProvider } = useEngine();
  const [filters, setFilters] = useState<AuditFilters>(noFilters);
  const list = useListController({
    queryKey: ['entity', 'audit'],
    filter: filters,
    fetchPage: ({ page, pageSize }, signal) =>
      dataProvider.getAudit({ ...auditParams(filters, page, pageSize), signal }),
    rowId: (entry) => String(entry.id),
    pageSize: auditPageSize,
  });
  const change = (next: Partial<AuditFilters>) => setFilters((current) => ({ ...current, ...next }));
  return { filters, change, clear: () => setFilters(noFilters), list };
};
