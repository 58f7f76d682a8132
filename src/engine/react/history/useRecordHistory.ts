import { type InfiniteData, skipToken, useInfiniteQuery } from '@tanstack/react-query';
import type { AnyEntity } from '../../entity';
import type { HistoryPage } from '../../history';
import { useEngine } from '../EngineProvider';

/** Entries per page of a record's history. */
export const historyPageSize = 10;

/**
 * A record's audit trail, newest first, a page at a time ('Ver más' fetches the next); asks
 * nothing until `isEnabled`. Its key starts with `'entity'`, so any write reloads it.
 *
 * @example
 * const history = useRecordHistory({ entity: countries, rowId: 4, isEnabled: isOpen });
 */
export const useRecordHistory = (options: { entity: AnyEntity; rowId: number; isEnabled: boolean }) => {
  const { dataProvider } = useEngine();
  const { entity, rowId, isEnabled } = options;
  const query = useInfiniteQuery<HistoryPage, Error, InfiniteData<HistoryPage>, readonly unknown[], number>({
    queryKey: ['entity', entity.name, 'history', rowId],
    initialPageParam: 1,
    queryFn: isEnabled
      ? ({ pageParam, signal }) =>
          dataProvider.getHistory({ entity: entity.name, rowId, page: pageParam, pageSize: historyPageSize, signal })
      : skipToken,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
  });
  return { ...query, entries: query.data?.pages.flatMap((page) => page.items) ?? [] };
};
