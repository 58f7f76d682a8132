import { type RefObject, useEffect, useState } from 'react';
import type { EntityRow } from '../../contract/entity';
import { rowAfterRemoval } from '../../contract/row-actions';

/** The edit and delete buttons of a table row. */
export type RowButton = 'edit' | 'delete';

/** The buttons of a table row that open a dialog: edit and delete. */
export type DialogOpener = RowButton;

type Pending = { rowId: number; button: DialogOpener; index: number; isDialogClosed: boolean };

export type RowFocus = {
  /** A row's button opened a dialog: once it has closed, the focus goes back to a row. */
  openedFrom: (row: EntityRow, button: DialogOpener) => void;
  /** The dialog finished closing (its leave transition ended). */
  dialogClosed: () => void;
};

/**
 * Where the focus goes once a row's dialog has closed and the list has reloaded: back to the
 * button that opened it; when the row left the page (deleted), to the first button of the row
 * now at its place, else of the new last row; to `fallbackRef` (the search box) when the page
 * is empty. Headless UI restores the focus to the opening button by itself, but not when that
 * button went away with its row, so this runs after it.
 *
 * @example
 * const rowFocus = useRowFocus({ rows, isSettled: !list.isFetching, tableRef, fallbackRef: searchRef });
 * rowFocus.openedFrom(row, 'delete'); // then <ConfirmDeleteDialog onClosed={rowFocus.dialogClosed} />
 */
export const useRowFocus = ({
  rows,
  isSettled,
  tableRef,
  fallbackRef,
}: {
  rows: readonly EntityRow[];
  /** False while the list reloads: a deleted row may still be on screen. */
  isSettled: boolean;
  tableRef: RefObject<HTMLElement | null>;
  fallbackRef: RefObject<HTMLElement | null>;
}): RowFocus => {
  const [pending, setPending] = useState<Pending | null>(null);

  useEffect(() => {
    if (!pending?.isDialogClosed || !isSettled) return;
    setPending(null);
    const isRowShown = rows.some((row) => row.id === pending.rowId);
    const rowId = isRowShown
      ? pending.rowId
      : rowAfterRemoval({ index: pending.index, rowIds: rows.map((row) => row.id) });
    const button = isRowShown ? pending.button : undefined;
    // A task later: Headless UI restores the focus in a microtask after the dialog unmounts.
    window.setTimeout(() => {
      const target = rowId === undefined ? null : rowButton(tableRef.current, rowId, button);
      (target ?? fallbackRef.current)?.focus();
    }, 0);
  }, [pending, isSettled, rows, tableRef, fallbackRef]);

  return {
    openedFrom: (row, button) =>
      setPending({ rowId: row.id, button, index: rows.findIndex(({ id }) => id === row.id), isDialogClosed: false }),
    dialogClosed: () => setPending((current) => current && { ...current, isDialogClosed: true }),
  };
};

/** A row's button by its `data-row-action`, or the row's first button. */
const rowButton = (table: HTMLElement | null, rowId: number, button?: DialogOpener): HTMLElement | null => {
  const row = table?.querySelector(`tr[data-row-id="${rowId}"]`);
  return (
    (button && row?.querySelector<HTMLElement>(`[data-row-action="${button}"]`)) ||
    (row?.querySelector<HTMLElement>('[data-row-action]') ?? null)
  );
};
