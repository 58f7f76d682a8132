import { useMemo, useState } from 'react';
import type { CellFormatter } from '../cell-format';
import type { EntityRow } from '../entity';
import { buildSearchKeys, filterRows } from '../search-index';

export type TableSearch = {
  query: string;
  setQuery: (query: string) => void;
  /** The rows matching the query, in their loaded order. */
  matchingRows: readonly EntityRow[];
};

/**
 * Accent- and case-insensitive search over what the columns show. The folded keys are built
 * once per data load; a keystroke costs one `includes` per row (a few ms on 50,000 rows), so
 * the rows are filtered in the keystroke's own render: deferring it would add a frame.
 *
 * @example
 * const { query, setQuery, matchingRows } = useTableSearch(rows, formatters);
 */
export const useTableSearch = (rows: readonly EntityRow[], formatters: readonly CellFormatter[]): TableSearch => {
  const [query, setQuery] = useState('');
  const keys = useMemo(() => buildSearchKeys(rows, formatters), [rows, formatters]);
  const matchingRows = useMemo(() => filterRows(rows, keys, query), [rows, keys, query]);
  return { query, setQuery, matchingRows };
};
