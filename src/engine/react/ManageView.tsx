import type { AnyEntity } from '../entity';
import { failureMessage } from '../failure';
import { rowLinksOf } from '../row-links';
import { minIndexedWordLength } from '../search';
import { uiTexts } from '../ui-texts';
import { useEngine } from './EngineProvider';
import { EditDialog } from './form/EditDialog';
import { FormActionDialog } from './form/FormActionDialog';
import { EntityTable } from './list/EntityTable';
import { ExportButton } from './list/ExportButton';
import { TablePagination } from './list/TablePagination';
import { TableSearchBox } from './list/TableSearchBox';
import { useListController } from './list/useListController';
import { ConfirmDeleteDialog } from './rows/ConfirmDeleteDialog';
import { RowActionButton } from './rows/RowActionButton';
import { useRowDialogs } from './rows/useRowDialogs';
import { buttonClass } from './styles';

export type ManageViewProps = { entity: AnyEntity };

/**
 * The Gestión view: search, 'Exportar CSV' (every row of the search and sort), the sortable
 * paginated table, and the edit, delete and form action dialogs. It renders what two hooks decide: the list
 * (`useListController`: the server pages, sorts and searches; the page on screen stays while the
 * next one loads) and the rows' dialogs (`useRowDialogs`: the config's row actions in the edit
 * dialog or in place of the delete, its form actions' buttons and their dialog, each row's buttons named with the record, the focus back
 * on the row, or its neighbour or the search box, when a dialog closes). The edit dialog's
 * width is the page's `editDialogSize`.
 */
export function ManageView({ entity }: ManageViewProps) {
  const list = useListController(entity);
  const dialogs = useRowDialogs({ entity, list });
  const { navigate } = useEngine();
  const { tableParams, error, reload } = list;

  if (error) {
    return (
      <div role="alert" className="flex flex-col items-center gap-4 py-10 text-center">
        <p className="text-error">{failureMessage(error, uiTexts.failures.load)}</p>
        <button type="button" className={buttonClass.primary} onClick={reload}>
          {uiTexts.table.retry}
        </button>
      </div>
    );
  }

  const { editingRow, editActions, deletion } = dialogs;
  const { q, sort, order, filter } = tableParams.params;
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <TableSearchBox
          inputRef={dialogs.searchRef}
          query={tableParams.query}
          onChange={tableParams.setQuery}
          isBusy={!list.isSettled}
          hint={tableParams.isQueryTooShort ? uiTexts.search.hint(minIndexedWordLength) : undefined}
        />
        <ExportButton entity={entity} params={{ q, sort, order, filter }} />
      </div>
      <EntityTable
        table={list.table}
        caption={entity.labels.plural}
        regionRef={dialogs.tableRef}
        isLoading={list.isPending}
        isBusy={list.isBusy}
        emptyMessage={q === undefined ? uiTexts.table.empty : uiTexts.table.noResults(q)}
        buttonTexts={dialogs.buttonTexts}
        onEdit={dialogs.startEditing}
        onDelete={dialogs.askToDelete}
        rowLinks={entity.rowLinks?.length ? (row) => rowLinksOf(entity, row) : undefined}
        onNavigate={navigate}
        formActions={entity.formActions?.length ? dialogs.formActions : undefined}
        onFormAction={dialogs.startFormAction}
      />
      <TablePagination table={list.table} total={list.total} isTotalCapped={list.isTotalCapped} />
      <EditDialog
        entity={entity}
        row={editingRow}
        size={entity.page?.editDialogSize}
        onClose={dialogs.closeEditing}
        onSaved={dialogs.closeEditing}
        onClosed={dialogs.dialogClosed}
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
        onClosed={dialogs.dialogClosed}
      />
      <FormActionDialog
        entity={entity}
        target={dialogs.formActionTarget}
        onClose={dialogs.closeFormAction}
        onDone={dialogs.closeFormAction}
        onClosed={dialogs.dialogClosed}
      />
    </div>
  );
}
