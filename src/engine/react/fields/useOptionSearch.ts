import { useEffect, useState } from 'react';
import type { ReferenceOption } from '../../reference-options';

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

type SearchOptions = { load: OptionLoader; minChars?: number; delayMs?: number };

type Answer = { options: readonly SearchOption[]; status: Exclude<SearchStatus, 'short'> };

/**
 * The state of a search box: it waits for `minChars` characters, then loads the matches of
 * the trimmed query after a short pause in typing. A newer query cancels an older one, and a
 * new `load` (fresh data behind it) searches again. Memoise `load`.
 *
 * @example
 * const search = useOptionSearch({ load: findPatients });
 * search.setQuery('pen'); // status 'loading', then 'ready' with the options
 */
export const useOptionSearch = ({ load, minChars = 3, delayMs = 200 }: SearchOptions): OptionSearch => {
  const [query, setQuery] = useState('');
  const [answer, setAnswer] = useState<Answer>({ options: [], status: 'loading' });
  const term = query.trim();
  const isShort = term.length < minChars;

  useEffect(() => {
    if (isShort) return;
    const controller = new AbortController();
    setAnswer((previous) => ({ ...previous, status: 'loading' }));
    const timer = setTimeout(() => {
      load(term, controller.signal).then(
        (options) => {
          if (!controller.signal.aborted) setAnswer({ options, status: 'ready' });
        },
        () => {
          if (!controller.signal.aborted) setAnswer({ options: [], status: 'error' });
        },
      );
    }, delayMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [term, isShort, load, delayMs]);

  return {
    query,
    setQuery,
    options: isShort ? [] : answer.options,
    status: isShort ? 'short' : answer.status,
    minChars,
  };
};
