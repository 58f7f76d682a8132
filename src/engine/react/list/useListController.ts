import { hashKey, type QueryKey, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { AnyEntity, EntityRow } from '../../contract/entity';
import type { SortOrder } from '../../data-provider';
import { useEngine } from '../EngineProvider';
import { entitySource } from './entity-source';
import { type ListPage, type PageFetcher, type PageRange, pageRangeOf } from './list-page';
import { isLargeTable, pageIndexInRange } from './list-range';
import { type TableParams, useListParams } from './useListParams';

/**
 * Where a list's rows come from: a query key and a page fetcher, for any list of the app (a
 * ledger, a due list, the audit trail), as ra-core's `useListController` reads a resource.
 */
export type ListSource<TRow> = {
  /** Names the list in the query cache; another key (another centre's list) starts again, on its first page, with no rows. */
  queryKey: QueryKey;
  fetchPage: PageFetcher<TRow>;
  /** A row's identity: its React key, and `data-row-id`, where the focus goes back after a dialog. */
  rowId: (row: TRow) => string;
  /** The list's filters: a change starts on the first page, the rows shown dimmed until the new ones come. */
  filter?: unknown;
  /** The rows a page holds at first (10). */
  pageSize?: number;
  /** The sizes the pager offers ('Filas por página'); none, the size is fixed. */
  pageSizes?: readonly number[];
  /** The order until a header is clicked. */
  defaultSort?: { key: string; order: SortOrder };
  /** False for a list answered whole (an indicator's rows): no page is asked for, no pager shown. */
  isPaged?: boolean;
  /** False asks nothing (no centre chosen yet): the list is idle. */
  isEnabled?: boolean;
};

export type ListController<TRow = EntityRow> = {
  /** The search, sort and page, and what the server is asked for. */
  tableParams: TableParams;
  /** The rows shown: the answer, or the previous one while the next loads. */
  rows: readonly TRow[];
  rowId: (row: TRow) => string;
  /** The rows over every page (with `isTotalCapped`, a number it has more rows than); null when the list tells none. */
  total: number | null;
  /** The server counted up to `total` rows, and the list has more. */
  isTotalCapped: boolean;
  /** The pages the pager tells, and whether a next one can be asked for. */
  range: PageRange;
  isPaged: boolean;
  /** The page sizes a pager offers; null when fixed. */
  pageSizes: readonly number[] | null;
  /** False while the list waits for what it needs (a centre): nothing is asked. */
  isEnabled: boolean;
  /** No answer yet: nothing to show. */
  isPending: boolean;
  /** The rows shown answer other parameters (the previous page or search, a page past the end) while the right ones load. */
  isBusy: boolean;
  /** The rows shown answer the current parameters and no request is on its way. */
  isSettled: boolean;
  /** Why the list could not load, or null. */
  error: Error | null;
  /** Asks the server for the current page again. */
  reload: () => void;
};

const noRows: readonly never[] = [];
const defaultPageSize = 10;

/**
 * The headless controller of every list, after ra-core's `useListController`: an entity's
 * manage table (`useListController(patients)`), or any list from a query key and a page
 * fetcher. It holds the list's parameters (search, sort, page), the page the fetcher answers for
 * them (the previous one kept on screen while the next loads, for the same list), and how far
 * the list goes (an exact total, a capped one, or only whether more follow). What an answer
 * teaches is applied in effects, never while rendering: an answer to no search says whether the
 * list is large (then words too short for the search index are not sent), and a total that ends
 * before the current page (a deletion emptied the last one) moves to the new last page.
 *
 * @example
 * const list = useListController(vaccines);
 * const ledger = useListController({
 *   queryKey: ['entity', 'vaccine-batches', 'one', 4, 'movements'],
 *   fetchPage: (params, signal) => fetchMovements({ batchId: 4, ...params, signal }),
 *   rowId: (movement) => String(movement.id),
 *   pageSize: 25,
 * });
 * list.rows; list.range.pages; list.isBusy;
 */
export function useListController(entity: AnyEntity): ListController<EntityRow>;
export function useListController<TRow>(source: ListSource<TRow>): ListController<TRow>;
export function useListController<TRow>(source: AnyEntity | ListSource<TRow>): ListController<TRow | EntityRow> {
  const { dataProvider } = useEngine();
  const resolved = 'fetchPage' in source ? source : entitySource(source, dataProvider);
  return usePagedList(resolved as ListSource<TRow | EntityRow>);
}

const usePagedList = <TRow>(source: ListSource<TRow>): ListController<TRow> => {
  const { queryKey, fetchPage, filter, isPaged = true, isEnabled = true } = source;
  const [isLarge, setIsLarge] = useState(false);
  const listKey = hashKey([...queryKey, { filter }]);
  const tableParams = useListParams({
    listKey,
    defaultSort: source.defaultSort,
    pageSize: source.pageSize ?? source.pageSizes?.[0] ?? defaultPageSize,
    isLarge,
  });
  const { params } = tableParams;
  const baseKey = hashKey(queryKey);
  const query = useQuery<ListPage<TRow>>({
    queryKey: [...queryKey, { ...(isPaged ? params : {}), ...(filter === undefined ? {} : { filter }) }],
    queryFn: ({ signal }) => fetchPage(params, signal),
    enabled: isEnabled,
    // Another page, search or filter of the same list keeps its rows on screen; another list starts empty.
    placeholderData: (previous, previousQuery) =>
      previousQuery && hashKey(previousQuery.queryKey.slice(0, -1)) === baseKey ? previous : undefined,
  });
  const answer = query.data;
  const rows = answer?.items ?? noRows;
  const total = answer?.total ?? null;
  const isTotalCapped = answer?.isTotalCapped === true;

  // A capped total says the list has at least one row more: the page after it is in range.
  const answeredTotal =
    total !== null && answer && !query.isPlaceholderData ? total + (isTotalCapped ? 1 : 0) : undefined;
  const isSearched = params.q !== undefined;
  useEffect(() => {
    // Only an answer to no search counts the whole list.
    if (answeredTotal !== undefined && !isSearched) setIsLarge(isLargeTable(answeredTotal));
  }, [answeredTotal, isSearched]);

  const { pagination, setPagination } = tableParams;
  const { pageIndex, pageSize } = pagination;
  const shownIndex =
    answeredTotal === undefined || !isPaged
      ? pageIndex
      : pageIndexInRange({ pageIndex, pageSize, total: answeredTotal });
  const isPastTheEnd = shownIndex !== pageIndex;
  useEffect(() => {
    if (isPastTheEnd) setPagination({ pageIndex: shownIndex, pageSize });
  }, [isPastTheEnd, shownIndex, pageSize, setPagination]);

  return {
    tableParams,
    rows,
    rowId: source.rowId,
    total,
    isTotalCapped,
    range: pageRangeOf(answer, pagination),
    isPaged,
    pageSizes: source.pageSizes ?? null,
    isEnabled,
    isPending: isEnabled && query.isPending,
    isBusy: query.isPlaceholderData || isPastTheEnd,
    isSettled: !query.isFetching && !isPastTheEnd,
    error: query.isError ? query.error : null,
    reload: () => void query.refetch(),
  };
};
