import type { PaginationState, SortingState, Updater } from '@tanstack/react-table';
import { useState } from 'react';
import type { SortOrder } from '../../data-provider';
import { hasIndexedWord } from '../../search';
import type { PageParams } from './list-page';

/** The rows a table page may show, as the page-size select offers them. */
export const pageSizes = [10, 25, 50, 100] as const;

export type TableParams = {
  query: string;
  /** A new search starts on the first page. */
  setQuery: (query: string) => void;
  sorting: SortingState;
  /** A new sort starts on the first page. */
  setSorting: (updater: Updater<SortingState>) => void;
  pagination: PaginationState;
  setPagination: (updater: Updater<PaginationState>) => void;
  /** What the server is asked for: the page, its size, the sort and the words typed so far. */
  params: PageParams;
  /** The typed words are all too short to search a large table; the table shows every row until one is longer. */
  isQueryTooShort: boolean;
};

export type ListParamsOptions = {
  /** Names the list and its filters: when it changes (another centre, another filter) the list starts on its first page. */
  listKey: string;
  /** The order until a header is clicked. */
  defaultSort?: { key: string; order: SortOrder };
  /** The rows of the first page asked for. */
  pageSize: number;
  /** The list was answered with more rows than a short word may search (see `maxRowsForShortWords`). */
  isLarge: boolean;
};

/**
 * Rows beyond which a query of one- and two-letter words is not sent: no search index can
 * look such words up, so the database would read every row (bench, 1,000,000 patients: 'g'
 * 770 ms, against 16 ms for 'María García').
 */
export const maxRowsForShortWords = 10_000;

/**
 * The state of a list the server answers: the search words, the sort (`defaultSort` until the
 * user clicks a header) and the page, which goes back to the first when the search, the sort or
 * the list itself (`listKey`) changes.
 *
 * @example
 * const { params, setQuery } = useListParams({ listKey: 'patients', defaultSort, pageSize: 10, isLarge: false });
 * params // { page: 1, pageSize: 10, sort: 'lastname', order: 'asc' }
 */
export const useListParams = ({ listKey, defaultSort, pageSize, isLarge }: ListParamsOptions): TableParams => {
  const [query, setQueryState] = useState('');
  const [sorting, setSortingState] = useState<SortingState>(() =>
    defaultSort ? [{ id: defaultSort.key, desc: defaultSort.order === 'desc' }] : [],
  );
  const [paging, setPaging] = useState({ listKey, pagination: { pageIndex: 0, pageSize } });
  // Another list (another centre's, other filters) starts on its first page, at the size chosen.
  const pagination =
    paging.listKey === listKey ? paging.pagination : { pageIndex: 0, pageSize: paging.pagination.pageSize };
  const setPagination = (updater: Updater<PaginationState>) =>
    setPaging((current) => {
      const shown = current.listKey === listKey ? current.pagination : { ...current.pagination, pageIndex: 0 };
      return { listKey, pagination: typeof updater === 'function' ? updater(shown) : updater };
    });
  const toFirstPage = () => setPagination((current) => ({ ...current, pageIndex: 0 }));
  const [sorted] = sorting;
  const typed = query.trim();
  const isQueryTooShort = isLarge && typed !== '' && !hasIndexedWord(typed);
  const q = isQueryTooShort ? '' : typed;
  return {
    query,
    setQuery: (next) => {
      setQueryState(next);
      toFirstPage();
    },
    sorting,
    setSorting: (updater) => {
      setSortingState(updater);
      toFirstPage();
    },
    pagination,
    setPagination,
    params: {
      page: pagination.pageIndex + 1,
      pageSize: pagination.pageSize,
      ...(sorted ? { sort: sorted.id, order: sorted.desc ? 'desc' : 'asc' } : {}),
      ...(q ? { q } : {}),
    },
    isQueryTooShort,
  };
};
