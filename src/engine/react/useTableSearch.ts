import { useDeferredValue, useMemo, useState } from 'react';
import type { CellFormatter } from '../cell-format';
import type { EntityRow } from '../entity';
import { buildSearchKeys, filterRows } from '../search-index';

export type TableSearch = {
  query: string;
  setQuery: (query: string) => void;
  /** The rows matching the (deferred) query, in their loaded order. */
  matchingRows: readonly EntityRow[];
  /** The query the rows match; it lags `query` while React catches up with fast typing. */
  appliedQuery: string;
};

/**
 * Accent- and case-insensitive search over what the columns show. The folded keys are built
 * once per data load; a keystroke costs one `includes` per row, and typing stays responsive
 * on large tables because the filtering render is deferred.
 *
 * @example
 * const { query, setQuery, matchingRows } = useTableSearch(rows, formatters);
 */
export const useTableSearch = (rows: readonly EntityRow[], formatters: readonly CellFormatter[]): TableSearch => {
  const [query, setQuery] = useState('');
  const appliedQuery = useDeferredValue(query);
  const keys = useMemo(() => buildSearchKeys(rows, formatters), [rows, formatters]);
  const matchingRows = useMemo(() => filterRows(rows, keys, appliedQuery), [rows, keys, appliedQuery]);
  return { query, setQuery, matchingRows, appliedQuery };
};
