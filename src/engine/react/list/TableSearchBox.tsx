import { type Ref, useId } from 'react';
import { uiTexts } from '../../ui-texts';
import { controlClass } from '../styles';

export type TableSearchBoxProps = {
  query: string;
  onChange: (query: string) => void;
  isBusy: boolean;
  /** Shown under the box and read with it, such as why the words typed are not searched yet. */
  hint?: string;
  /** The box, where the focus goes when a deletion left the page empty. */
  inputRef?: Ref<HTMLInputElement>;
};

/**
 * The manage table's 'Buscar' box; while an answer is on its way a thin bar moves under it and
 * a screen reader hears 'Buscando...'.
 *
 * @example
 * <TableSearchBox query={query} onChange={setQuery} isBusy={list.isFetching} />
 */
export function TableSearchBox({ query, onChange, isBusy, hint, inputRef }: TableSearchBoxProps) {
  const searchId = useId();
  const hintId = useId();
  return (
    <div className="flex flex-col gap-1.5 sm:max-w-xs">
      <label htmlFor={searchId} className="text-sm font-medium text-foreground">
        {uiTexts.table.search}
      </label>
      <input
        ref={inputRef}
        id={searchId}
        type="search"
        value={query}
        onChange={(event) => onChange(event.target.value)}
        aria-busy={isBusy}
        aria-describedby={hint ? hintId : undefined}
        className={controlClass}
      />
      {hint && (
        <p id={hintId} className="text-xs text-muted">
          {hint}
        </p>
      )}
      <div className="h-0.5 overflow-hidden rounded-full" aria-hidden="true">
        {isBusy && <div className="h-full w-full animate-pulse bg-brand/60" />}
      </div>
      <span role="status" className="sr-only">
        {isBusy ? uiTexts.search.loading : ''}
      </span>
    </div>
  );
}
