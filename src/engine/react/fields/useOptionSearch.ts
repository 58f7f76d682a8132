import { keepPreviousData, type QueryKey, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { ReferenceOption } from '../../contract/reference-options';
import { hasIndexedWord } from '../../search';
import { entityKeys } from '../query-keys';

/** One choice of a search box: the id it stands for and the text shown, as a reference select's. */
export type SearchOption = ReferenceOption;

/** Finds the options matching a query; it should stop when the signal aborts. */
export type OptionLoader = (query: string, signal: AbortSignal) => Promise<readonly SearchOption[]>;

/** `short` until the query has enough characters to search. */
export type SearchStatus = 'short' | 'loading' | 'ready' | 'error';

export type OptionSearch = {
  query: string;
  setQuery: (query: string) => void;
  options: readonly SearchOption[];
  status: SearchStatus;
  minChars: number;
};

type SearchOptions = {
  load: OptionLoader;
  /** What `load` searches (an entity and its filter): with the term, the key of the cached answer. */
  loadKey: QueryKey;
  minChars?: number;
};

const noOptions: readonly SearchOption[] = [];

/**
 * The state of a search box: it waits for `minChars` characters, then loads the matches of
 * the trimmed query on every keystroke. A newer query aborts an older one and the answer is
 * cached by `loadKey` and term, so an older answer never replaces a newer one; the previous
 * matches stay shown while the next load.
 *
 * @example
 * const search = useOptionSearch({ load: findPatients, loadKey: ['patients'] });
 * search.setQuery('pen'); // status 'loading', then 'ready' with the options
 */
export const useOptionSearch = ({ load, loadKey, minChars = 3 }: SearchOptions): OptionSearch => {
  const [query, setQuery] = useState('');
  const term = query.trim();
  // 'ma p' has enough characters but no word the search index can look up: it would read every row.
  const isShort = term.length < minChars || !hasIndexedWord(term);
  const answer = useQuery({
    queryKey: entityKeys.options(loadKey, term),
    queryFn: ({ signal }) => load(term, signal),
    enabled: !isShort,
    placeholderData: keepPreviousData,
  });
  return {
    query,
    setQuery,
    options: isShort || answer.isError ? noOptions : (answer.data ?? noOptions),
    status: isShort ? 'short' : answer.isError ? 'error' : answer.isPending ? 'loading' : 'ready',
    minChars,
  };
};
