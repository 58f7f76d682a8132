import type { ReactNode } from 'react';
import { failureMessage } from '../../failure';
import type { FailureTexts } from '../../ui-texts';
import { ListEmpty, ListFailure, ListLoading, type StateLook } from './ListStates';
import type { ListController } from './useListController';

/** The words of a list's states. */
export type ListStateTexts = {
  loading: string;
  empty: string;
  /** A fixed sentence, or a prefix the server's words follow ('Algo salió mal al cargar los movimientos: …'). */
  failure: string | FailureTexts;
  /** While the list waits for a choice (a centre) and asks nothing. */
  idle?: string;
};

export type ListBodyProps<TRow> = {
  list: Pick<ListController<TRow>, 'rows' | 'isEnabled' | 'isPending' | 'error' | 'reload'>;
  texts: ListStateTexts;
  look?: StateLook;
  /** The empty state's icon. */
  emptyIcon?: string;
  /** What the rows are drawn as: a table, articles, radio buttons. */
  children: (rows: readonly TRow[]) => ReactNode;
};

/**
 * A list's body in one of its states, after ra-core's list states: why it failed (with
 * 'Reintentar'), the choice it waits for, its first load, that it has no rows, or else its rows
 * as `children` draws them. Every list of the app shows its states through this.
 *
 * @example
 * <ListBody list={refused} texts={{ loading: 'Cargando...', empty: 'Ningún registro rechazado.', failure }} look="line">
 *   {(entries) => <ul>{entries.map(...)}</ul>}
 * </ListBody>
 */
export function ListBody<TRow>({ list, texts, look = 'box', emptyIcon, children }: ListBodyProps<TRow>) {
  if (list.error) {
    const message = typeof texts.failure === 'string' ? texts.failure : failureMessage(list.error, texts.failure);
    return <ListFailure message={message} onRetry={list.reload} look={look} />;
  }
  if (!list.isEnabled) return <ListEmpty text={texts.idle ?? texts.empty} icon={emptyIcon} look={look} />;
  if (list.isPending) return <ListLoading text={texts.loading} look={look} />;
  if (list.rows.length === 0) return <ListEmpty text={texts.empty} icon={emptyIcon} look={look} />;
  return children(list.rows);
}
