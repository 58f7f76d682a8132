import { useRef, useState } from 'react';
import type { AnyEntity, EntityRow } from '../entity';
import { failureMessage } from '../failure';
import { rowActionName } from '../labels';
import { actionsAt, variantFor } from '../row-actions';
import { rowLinksOf } from '../row-links';
import { minIndexedWordLength } from '../search';
import { uiTexts } from '../ui-texts';
import { ConfirmDeleteDialog } from './ConfirmDeleteDialog';
import { EditDialog } from './EditDialog';
import { useEngine } from './EngineProvider';
import { EntityTable, type RowButtonTexts } from './EntityTable';
import { RowActionButton } from './RowActionButton';
import { buttonClass } from './styles';
import { TablePagination } from './TablePagination';
import { TableSearchBox } from './TableSearchBox';
import { useDeleteRow } from './useDeleteRow';
import { useEntityTable } from './useEntityTable';
import { useListQuery } from './useListQuery';
import { type RowButton, useRowFocus } from './useRowFocus';
import { maxRowsForShortWords, useTableParams } from './useTableParams';

export type ManageViewProps = { entity: AnyEntity };

const noRows: readonly EntityRow[] = [];

/**
 * The Gestión view: search, the sortable paginated table, and the edit and delete dialogs.
 * The server pages, sorts and searches; the page on screen stays while the next one loads.
 * The config's row actions appear in the edit dialog (`placement: 'edit'`) or replace the
 * delete (`placement: 'delete'`); the dialog's width is its page's `editDialogSize`. Each row's
 * buttons are named with the record, and when a dialog closes the focus goes back to the row
 * (or, the row deleted, to its neighbour or the search box).
 */
export function ManageView({ entity }: ManageViewProps) {
  const [isLarge, setIsLarge] = useState(false);
  const tableParams = useTableParams(entity, { isLarge });
  const list = useListQuery(entity, tableParams.params, { keepsPrevious: true });
  const rows = list.data?.items ?? noRows;
  const total = list.data?.total ?? 0;
  if (list.data && !list.isPlaceholderData && tableParams.params.q === undefined) {
    // The whole table's size, from an answer with no search, decides whether short words are searched.
    const isNowLarge = total > maxRowsForShortWords;
    if (isNowLarge !== isLarge) setIsLarge(isNowLarge);
  }
  const table = useEntityTable({ entity, rows, total, tableParams });
  const [editing, setEditing] = useState<EntityRow | null>(null);
  const deletion = useDeleteRow({ entity });
  const { can, navigate } = useEngine();
  const editActions = actionsAt(entity, 'edit').filter((action) => can(entity, action.access));
  const deleteAction = actionsAt(entity, 'delete')[0];
  const deleteAccess = deleteAction?.access ?? 'delete';
  const reload = () => void list.refetch();
  const tableRef = useRef<HTMLElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const rowFocus = useRowFocus({ rows, isSettled: !list.isFetching, tableRef, fallbackRef: searchRef });
  const buttonTexts = (row: EntityRow): Record<RowButton, RowButtonTexts> => {
    const texts = (label: string) => ({ label, name: rowActionName({ verb: label, entity, row }) });
    const deleteLabel = (deleteAction && variantFor(deleteAction, row)?.label) ?? uiTexts.table.delete;
    return { edit: texts(uiTexts.table.edit), delete: texts(deleteLabel) };
  };
  const startEditing = (row: EntityRow) => {
    rowFocus.openedFrom(row, 'edit');
    setEditing(row);
  };
  const askToDelete = (row: EntityRow) => {
    rowFocus.openedFrom(row, 'delete');
    deletion.request(row);
  };

  const { pageIndex, pageSize } = tableParams.pagination;
  if (list.data && !list.isPlaceholderData && rows.length === 0 && pageIndex > 0 && total > 0) {
    // The last page emptied (a deletion): show the new last page.
    tableParams.setPagination({ pageIndex: Math.ceil(total / pageSize) - 1, pageSize });
  }

  if (list.isError) {
    return (
      <div role="alert" className="flex flex-col items-center gap-4 py-10 text-center">
        <p className="text-error">{failureMessage(list.error, uiTexts.failures.load)}</p>
        <button type="button" className={buttonClass.primary} onClick={reload}>
          {uiTexts.table.retry}
        </button>
      </div>
    );
  }

  const editingRow = editing ? (rows.find((row) => row.id === editing.id) ?? editing) : null;
  const query = tableParams.params.q ?? '';
  return (
    <div className="flex flex-col gap-4">
      <TableSearchBox
        inputRef={searchRef}
        query={tableParams.query}
        onChange={tableParams.setQuery}
        isBusy={list.isFetching}
        hint={tableParams.isQueryTooShort ? uiTexts.search.hint(minIndexedWordLength) : undefined}
      />
      <EntityTable
        table={table}
        caption={entity.labels.plural}
        regionRef={tableRef}
        isLoading={list.isPending}
        isBusy={list.isPlaceholderData}
        emptyMessage={query === '' ? uiTexts.table.empty : uiTexts.table.noResults(query)}
        buttonTexts={buttonTexts}
        onEdit={can(entity, 'update') ? startEditing : undefined}
        onDelete={can(entity, deleteAccess) ? askToDelete : undefined}
        rowLinks={entity.rowLinks?.length ? (row) => rowLinksOf(entity, row) : undefined}
        onNavigate={navigate}
      />
      <TablePagination table={table} />
      <EditDialog
        entity={entity}
        row={editingRow}
        size={entity.page?.editDialogSize}
        onClose={() => setEditing(null)}
        onSaved={() => setEditing(null)}
        onClosed={rowFocus.dialogClosed}
        extras={
          editingRow &&
          editActions.length > 0 && (
            <div className="flex flex-wrap justify-start gap-3">
              {editActions.map((action) => (
                <RowActionButton key={action.name} entity={entity} row={editingRow} action={action} onDone={reload} />
              ))}
            </div>
          )
        }
      />
      <ConfirmDeleteDialog
        singular={entity.labels.singular}
        isOpen={deletion.target !== null}
        isBusy={deletion.isDeleting}
        onCancel={deletion.cancel}
        onConfirm={deletion.confirm}
        onClosed={rowFocus.dialogClosed}
      />
    </div>
  );
}
