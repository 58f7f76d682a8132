import { type InfiniteData, skipToken, useInfiniteQuery } from '@tanstack/react-query';
import type { AuditResult } from '../../audit';
import type { AnyEntity } from '../../contract/entity';
import { useEngine } from '../EngineProvider';

/** Entries per page of a record's audit trail. */
export const auditPageSize = 10;

/**
 * A record's audit trail, newest first, a page at a time ('Ver más' fetches the next); asks
 * nothing until `isEnabled`. Its key starts with `'entity'`, so any write reloads it.
 *
 * @example
 * const trail = useRecordAuditTrail({ entity: countries, rowId: 4, isEnabled: isOpen });
 */
export const useRecordAuditTrail = (options: { entity: AnyEntity; rowId: number; isEnabled: boolean }) => {
  const { dataProvider } = useEngine();
  const { entity, rowId, isEnabled } = options;
  const query = useInfiniteQuery<AuditResult, Error, InfiniteData<AuditResult>, readonly unknown[], number>({
    queryKey: ['entity', entity.name, 'audit', rowId],
    initialPageParam: 1,
    queryFn: isEnabled
      ? ({ pageParam, signal }) =>
          dataProvider.getAudit({ entity: entity.name, rowId, page: pageParam, pageSize: auditPageSize, signal })
      : skipToken,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
  });
  return { ...query, entries: query.data?.pages.flatMap((page) => page.items) ?? [] };
};
