import { type RefObject, useRef, useState } from 'react';
import { type AnyEntity, type EntityRow, isRouteBacked, type RowActionConfig } from '../../contract/entity';
import { rowActionName } from '../../contract/labels';
import { actionsAt, variantFor } from '../../contract/row-actions';
import { uiTexts } from '../../ui-texts';
import { useEngine } from '../EngineProvider';
import type { RowButtonTexts } from '../list/EntityTable';
import type { ListController } from '../list/useListController';
import { type DeleteRowFlow, useDeleteRow } from './useDeleteRow';
import { type RowButton, useRowFocus } from './useRowFocus';

export type RowDialogs = {
  /** The row in the edit dialog, as the page now shows it, or null. */
  editingRow: EntityRow | null;
  /** Opens the edit dialog; absent when the signed-in role may not edit. */
  startEditing?: (row: EntityRow) => void;
  closeEditing: () => void;
  /** The config's row actions shown in the edit dialog, those the role may run. */
  editActions: readonly RowActionConfig[];
  /** Opens the confirm dialog; absent when the role may not delete. */
  askToDelete?: (row: EntityRow) => void;
  deletion: DeleteRowFlow;
  /** The words and names of a row's edit and delete buttons. */
  buttonTexts: (row: EntityRow) => Record<RowButton, RowButtonTexts>;
  /** Where the focus goes back after a dialog: the table's region, else the search box. */
  tableRef: RefObject<HTMLElement | null>;
  searchRef: RefObject<HTMLInputElement | null>;
  /** A dialog finished closing: the focus goes back to its row. */
  dialogClosed: () => void;
};

/**
 * The edit and delete dialogs of a manage table's rows: who may open them, the
 * words of each row's buttons (named with the record; the delete is the config's
 * `placement: 'delete'` action when there is one), and the focus back on the row once a dialog
 * has closed.
 *
 * @example
 * const dialogs = useRowDialogs({ entity: patients, list: useListController(patients) });
 * dialogs.startEditing?.(row); // <EditDialog row={dialogs.editingRow} ... />
 */
export const useRowDialogs = ({
  entity,
  list,
  fallbackRef,
}: {
  entity: AnyEntity;
  list: Pick<ListController, 'rows' | 'isSettled'>;
  /** Where the focus goes when a dialog leaves the page empty: the search box (`searchRef`) by default. */
  fallbackRef?: RefObject<HTMLElement | null>;
}): RowDialogs => {
  const { can } = useEngine();
  const [editing, setEditing] = useState<EntityRow | null>(null);
  const deletion = useDeleteRow({ entity });
  const tableRef = useRef<HTMLElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const { rows, isSettled } = list;
  const rowFocus = useRowFocus({ rows, isSettled, tableRef, fallbackRef: fallbackRef ?? searchRef });
  const deleteAction = actionsAt(entity, 'delete')[0];
  const shownRow = (row: EntityRow) => rows.find(({ id }) => id === row.id) ?? row;
  // A route-backed entity's rows are never edited nor deleted as rows: its writes are its routes.
  const isStored = !isRouteBacked(entity);
  return {
    editingRow: editing ? shownRow(editing) : null,
    startEditing:
      isStored && can(entity, 'update')
        ? (row) => {
            rowFocus.openedFrom(row, 'edit');
            setEditing(row);
          }
        : undefined,
    closeEditing: () => setEditing(null),
    editActions: actionsAt(entity, 'edit').filter((action) => can(entity, action.access)),
    askToDelete:
      isStored && can(entity, deleteAction?.access ?? 'delete')
        ? (row) => {
            rowFocus.openedFrom(row, 'delete');
            deletion.request(row);
          }
        : undefined,
    deletion,
    buttonTexts: (row) => {
      const texts = (label: string) => ({ label, name: rowActionName({ verb: label, entity, row }) });
      const deleteLabel = (deleteAction && variantFor(deleteAction, row)?.label) ?? uiTexts.table.delete;
      return { edit: texts(uiTexts.table.edit), delete: texts(deleteLabel) };
    },
    tableRef,
    searchRef,
    dialogClosed: rowFocus.dialogClosed,
  };
};
