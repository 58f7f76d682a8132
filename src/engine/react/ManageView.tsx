import { type AnyEntity, isRouteBacked } from '../contract/entity';
import { hasRowLinks, rowLinksOf } from '../contract/row-links';
import { failureMessage } from '../failure';
import { minIndexedWordLength } from '../search';
import { uiTexts } from '../ui-texts';
import { useEngine } from './EngineProvider';
import { EntityTable } from './list/EntityTable';
import { ExportButton } from './list/ExportButton';
import { ListPager } from './list/ListPager';
import { ListFailure } from './list/ListStates';
import { TableSearchBox } from './list/TableSearchBox';
import { useListController } from './list/useListController';
import { EditAndDeleteDialogs } from './rows/EditAndDeleteDialogs';
import { RowActionButton } from './rows/RowActionButton';
import { useRowDialogs } from './rows/useRowDialogs';

export type ManageViewProps = { entity: AnyEntity };

/**
 * The Gestión view: search, 'Exportar CSV' (every row of the search and sort), the sortable
 * paginated table, and the edit and delete dialogs. It renders what two hooks decide: the list
 * (`useListController`: the server pages, sorts and searches; the page on screen stays while the
 * next one loads) and the rows' dialogs (`useRowDialogs`: the config's row actions in the edit
 * dialog or in place of the delete, each row's buttons named with the record, the focus back
 * on the row, or its neighbour or the search box, when a dialog closes). A row links to the
 * entity's views (its record view holds its form actions). The edit dialog's width is the page's
 * `editDialogSize`.
 */
export function ManageView({ entity }: ManageViewProps) {
  const list = useListController(entity);
  const dialogs = useRowDialogs({ entity, list });
  const { navigate, dataProvider, can, registry, hasRole } = useEngine();
  const { tableParams, error, reload } = list;

  if (error) return <ListFailure message={failureMessage(error, uiTexts.failures.load)} onRetry={reload} />;

  const { editingRow, editActions } = dialogs;
  const { q, sort, order } = tableParams.params;
  // A route-backed entity's list is its route's pages, newest first: no search, sort nor export of the engine's.
  const isStored = !isRouteBacked(entity);
  return (
    <div className="flex flex-col gap-4">
      {isStored && (
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
          <TableSearchBox
            inputRef={dialogs.searchRef}
            query={tableParams.query}
            onChange={tableParams.setQuery}
            isBusy={!list.isSettled}
            hint={tableParams.isQueryTooShort ? uiTexts.search.hint(minIndexedWordLength) : undefined}
          />
          {can(entity, 'read') && (
            <ExportButton download={(signal) => dataProvider.exportCsv(entity, { q, sort, order, signal })} />
          )}
        </div>
      )}
      <EntityTable
        entity={entity}
        list={list}
        caption={entity.labels.plural}
        regionRef={dialogs.tableRef}
        loadingMessage={uiTexts.table.loading}
        emptyMessage={q === undefined ? uiTexts.table.empty : uiTexts.table.noResults(q)}
        buttonTexts={dialogs.buttonTexts}
        onEdit={dialogs.startEditing}
        onDelete={dialogs.askToDelete}
        rowLinks={hasRowLinks(entity) ? (row) => rowLinksOf({ entity, row, registry, canOpen: hasRole }) : undefined}
        onNavigate={navigate}
      />
      <ListPager list={list} label={uiTexts.table.pages(entity.labels.plural)} count={uiTexts.table.rows} />
      <EditAndDeleteDialogs
        entity={entity}
        dialogs={dialogs}
        size={entity.page?.editDialogSize}
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
    </div>
  );
}
