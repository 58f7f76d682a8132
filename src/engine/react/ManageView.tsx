import { type ReactNode, useId, useState } from 'react';
import type { AnyEntity, EntityRow } from '../entity';
import { failureMessage } from '../failure';
import { uiTexts } from '../ui-texts';
import { ConfirmDeleteDialog } from './ConfirmDeleteDialog';
import { type DialogSize, EditDialog } from './EditDialog';
import { EntityTable } from './EntityTable';
import { buttonClass, controlClass } from './styles';
import { TablePagination } from './TablePagination';
import { type DeleteAction, useDeleteRow } from './useDeleteRow';
import { useEntityList } from './useEntityList';
import { useColumnFormatters, useEntityTable } from './useEntityTable';
import { useTableSearch } from './useTableSearch';

/** What an edit-dialog extension receives: the row as last loaded, and a way to reload it. */
export type EditExtrasContext = { row: EntityRow; reload: () => void };

export type ManageViewProps = {
  entity: AnyEntity;
  editExtras?: (context: EditExtrasContext) => ReactNode;
  editDialogSize?: DialogSize;
  deleteAction?: DeleteAction;
};

/** The Gestión view: search, the sortable paginated table, and the edit and delete dialogs. */
export function ManageView({ entity, editExtras, editDialogSize, deleteAction }: ManageViewProps) {
  const list = useEntityList(entity);
  const formatters = useColumnFormatters(entity);
  const search = useTableSearch(list.rows, formatters);
  const table = useEntityTable(entity, search.matchingRows, formatters);
  const [editing, setEditing] = useState<EntityRow | null>(null);
  const deletion = useDeleteRow({
    entity,
    deleteAction,
    onSettled: (row, isDeleted) => {
      if (isDeleted) list.removeRow(row.id);
      list.reload();
    },
  });
  const searchId = useId();
  const editingRow = editing ? (list.rows.find((row) => row.id === editing.id) ?? editing) : null;

  if (list.error !== null) {
    return (
      <div role="alert" className="flex flex-col items-center gap-4 py-10 text-center">
        <p className="text-error">{failureMessage(list.error, uiTexts.failures.load)}</p>
        <button type="button" className={buttonClass.primary} onClick={list.reload}>
          {uiTexts.table.retry}
        </button>
      </div>
    );
  }

  const query = search.query.trim();
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-1.5 sm:max-w-xs">
        <label htmlFor={searchId} className="text-sm font-medium text-foreground">
          {uiTexts.table.search}
        </label>
        <input
          id={searchId}
          type="search"
          value={search.query}
          onChange={(event) => search.setQuery(event.target.value)}
          className={controlClass}
        />
      </div>
      <EntityTable
        table={table}
        isLoading={list.isLoading}
        emptyMessage={query === '' ? uiTexts.table.empty : uiTexts.table.noResults(query)}
        onEdit={setEditing}
        onDelete={deletion.request}
      />
      <TablePagination table={table} />
      <EditDialog
        entity={entity}
        row={editingRow}
        size={editDialogSize}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          list.reload();
        }}
        extras={editingRow && editExtras?.({ row: editingRow, reload: list.reload })}
      />
      <ConfirmDeleteDialog
        singular={entity.labels.singular}
        isOpen={deletion.target !== null}
        isBusy={deletion.isDeleting}
        onCancel={deletion.cancel}
        onConfirm={deletion.confirm}
      />
    </div>
  );
}
