import { useEffect, useState } from 'react';
import type { AnyEntity, EntityRow } from '../../entity';
import { isLargeTable, pageIndexInRange } from './list-range';
import { type EntityTable, useEntityTable } from './useEntityTable';
import { useListQuery } from './useListQuery';
import { type TableParams, useTableParams } from './useTableParams';

export type ListController = {
  /** The search, sort and page, and what the server is asked for. */
  tableParams: TableParams;
  /** The TanStack table over the rows shown, its page count from `total`. */
  table: EntityTable;
  /** The rows shown: the answer, or the previous one while the next loads. */
  rows: readonly EntityRow[];
  /** The rows the search matches on the server, over every page (with `isTotalCapped`, a number it has more rows than). */
  total: number;
  /** The server counted up to `total` rows, and the list has more. */
  isTotalCapped: boolean;
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

const noRows: readonly EntityRow[] = [];

/**
 * The headless controller of an entity's manage table, after ra-core's `useListController`:
 * the table's parameters, the page the server answers for them (the previous one kept while
 * the next loads), and the TanStack table over it. What an answer teaches is applied in
 * effects, never while rendering: an answer to no search says whether the table is large
 * (then words too short for the search index are not sent), and a total that ends before the
 * current page (a deletion emptied the last one) moves to the new last page.
 *
 * @example
 * const list = useListController(vaccines);
 * list.tableParams.setQuery('gripe');
 * list.table.getRowModel().rows; list.total; list.isBusy;
 */
export const useListController = (entity: AnyEntity): ListController => {
  const [isLarge, setIsLarge] = useState(false);
  const tableParams = useTableParams(entity, { isLarge });
  const list = useListQuery(entity, tableParams.params, { keepsPrevious: true });
  const rows = list.data?.items ?? noRows;
  const total = list.data?.total ?? 0;
  const isTotalCapped = list.data?.totalIsCapped === true;
  const table = useEntityTable({ entity, rows, total, isTotalCapped, tableParams });

  // A capped total says the list has at least one row more: the page after it is in range.
  const answeredTotal = list.data && !list.isPlaceholderData ? total + (isTotalCapped ? 1 : 0) : undefined;
  const isSearched = tableParams.params.q !== undefined;
  useEffect(() => {
    // Only an answer to no search counts the whole table.
    if (answeredTotal !== undefined && !isSearched) setIsLarge(isLargeTable(answeredTotal));
  }, [answeredTotal, isSearched]);

  const { pagination, setPagination } = tableParams;
  const { pageIndex, pageSize } = pagination;
  const shownIndex =
    answeredTotal === undefined ? pageIndex : pageIndexInRange({ pageIndex, pageSize, total: answeredTotal });
  const isPastTheEnd = shownIndex !== pageIndex;
  useEffect(() => {
    if (isPastTheEnd) setPagination({ pageIndex: shownIndex, pageSize });
  }, [isPastTheEnd, shownIndex, pageSize, setPagination]);

  return {
    tableParams,
    table,
    rows,
    total,
    isTotalCapped,
    isPending: list.isPending,
    isBusy: list.isPlaceholderData || isPastTheEnd,
    isSettled: !list.isFetching && !isPastTheEnd,
    error: list.isError ? list.error : null,
    reload: () => void list.refetch(),
  };
};
