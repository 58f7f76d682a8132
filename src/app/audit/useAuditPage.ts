import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { AuditParams } from '../../engine';
import { useEngine } from '../../engine/react';

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
export const auditParams = (filters: AuditFilters, page: number): Omit<AuditParams, 'signal'> => ({
  userId: filters.userId ? Number(filters.userId) : undefined,
  entity: filters.entity || undefined,
  action: filters.action || undefined,
  from: filters.from ? new Date(`${filters.from}T00:00:00`).toISOString() : undefined,
  to: filters.to ? new Date(`${filters.to}T23:59:59.999`).toISOString() : undefined,
  page,
  pageSize: auditPageSize,
});

/**
 * The /auditoria page's state: its filters (a change goes back to page 1), its page, and the
 * page of entries they ask for, the previous one kept on screen while the next loads.
 */
export const useAuditPage = () => {
  const { dataProvider } = useEngine();
  const [filters, setFilters] = useState<AuditFilters>(noFilters);
  const [page, setPage] = useState(1);
  const params = auditParams(filters, page);
  const query = useQuery({
    queryKey: ['entity', 'audit', params],
    queryFn: ({ signal }) => dataProvider.getAudit({ ...params, signal }),
    placeholderData: keepPreviousData,
  });
  const change = (next: Partial<AuditFilters>) => {
    setFilters((current) => ({ ...current, ...next }));
    setPage(1);
  };
  return {
    filters,
    change,
    clear: () => change(noFilters),
    page,
    previous: () => setPage((current) => Math.max(1, current - 1)),
    next: () => setPage((current) => current + 1),
    query,
  };
};
