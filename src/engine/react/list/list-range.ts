import { maxRowsForShortWords } from './useListParams';

/**
 * The page a manage table shows for the total the server answered: the current one, or the
 * last when the current is past the end (a deletion emptied the last page; a total of 0 gives
 * the first).
 *
 * @example
 * pageIndexInRange({ pageIndex: 4, pageSize: 10, total: 31 }) // 3
 * pageIndexInRange({ pageIndex: 1, pageSize: 10, total: 31 }) // 1
 */
export const pageIndexInRange = ({
  pageIndex,
  pageSize,
  total,
}: {
  pageIndex: number;
  pageSize: number;
  total: number;
}): number => Math.min(pageIndex, Math.max(Math.ceil(total / pageSize) - 1, 0));

/**
 * Whether a table of `total` rows is too large to search for one- and two-letter words (see
 * `maxRowsForShortWords`).
 *
 * @example
 * isLargeTable(10_001) // true
 */
export const isLargeTable = (total: number): boolean => total > maxRowsForShortWords;
