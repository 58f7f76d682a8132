import type { SortOrder } from '../../data-provider';

/** What a page fetcher is asked for: the page (from 1), its size, the sort and the words searched. */
export type PageParams = { page: number; pageSize: number; sort?: string; order?: SortOrder; q?: string };

/**
 * One page of any list, as its fetcher answers it: the rows, and how far the list goes. An exact
 * `total`; a `total` the list has more rows than (`isTotalCapped`: a long search counted up to
 * 1,000); or no total, only whether another page follows (`hasMore`: the audit trail). A list
 * that is not paged (an indicator's rows) answers its `items` alone.
 */
export type ListPage<TRow> = {
  items: readonly TRow[];
  total?: number;
  isTotalCapped?: boolean;
  hasMore?: boolean;
};

/** Asks the server for one page of a list; the signal aborts a request no longer wanted. */
export type PageFetcher<TRow> = (params: PageParams, signal: AbortSignal) => Promise<ListPage<TRow>>;

/** How far a paged list goes, as its pager says it. */
export type PageRange = {
  /** Pages counted: all of them, or with `isAtLeast` a number the list has more than. Null when the list tells no total. */
  pages: number | null;
  isAtLeast: boolean;
  /** Another page can be asked for. */
  hasNext: boolean;
};

/**
 * The pages of a list for the answer on screen: a capped total says the list has at least one
 * row more than it counted, so the page after the counted ones can be asked for; a list without a
 * total goes on while the server says it has more.
 *
 * @example
 * pageRangeOf({ items, total: 26 }, { pageIndex: 0, pageSize: 25 }) // { pages: 2, isAtLeast: false, hasNext: true }
 * pageRangeOf({ items, total: 1000, isTotalCapped: true }, { pageIndex: 39, pageSize: 25 }) // { pages: 40, isAtLeast: true, hasNext: true }
 * pageRangeOf({ items, hasMore: false }, { pageIndex: 2, pageSize: 25 }) // { pages: null, isAtLeast: false, hasNext: false }
 */
export const pageRangeOf = (
  answer: ListPage<unknown> | undefined,
  { pageIndex, pageSize }: { pageIndex: number; pageSize: number },
): PageRange => {
  if (answer?.total === undefined) {
    return { pages: null, isAtLeast: false, hasNext: answer?.hasMore === true };
  }
  const isAtLeast = answer.total > 0 && answer.isTotalCapped === true;
  const pages = Math.max(Math.ceil(answer.total / pageSize), 1);
  const reachable = isAtLeast ? Math.ceil((answer.total + 1) / pageSize) : pages;
  return { pages, isAtLeast, hasNext: pageIndex + 1 < reachable };
};
