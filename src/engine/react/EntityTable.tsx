import { mdiArrowDown, mdiArrowUp, mdiDelete, mdiPencil, mdiSwapVertical } from '@mdi/js';
import type { EntityRow } from '../entity';
import { uiTexts } from '../ui-texts';
import { Icon } from './Icon';
import { buttonClass, focusRing } from './styles';
import type { EntityTable as Table } from './useEntityTable';

export type EntityTableProps = {
  table: Table;
  /** No page yet: a loading row and skeletons. */
  isLoading: boolean;
  /** The rows shown are the previous page or search while the next loads: dimmed and busy. */
  isBusy?: boolean;
  /** Shown in place of the rows when there are none to show. */
  emptyMessage: string;
  /** Absent when the signed-in role may not edit: no pencil. */
  onEdit?: (row: EntityRow) => void;
  /** Absent when the signed-in role may not delete: no trash. */
  onDelete?: (row: EntityRow) => void;
};

const ariaSort = { asc: 'ascending', desc: 'descending' } as const;
const sortIcon = { asc: mdiArrowUp, desc: mdiArrowDown } as const;
const skeletonRows = [0, 1, 2, 3, 4];

/**
 * The rows of a manage table: sortable headers (click or Enter), the page's rows, and the
 * Editar / Eliminar buttons of each row.
 */
export function EntityTable({ table, isLoading, isBusy = false, emptyMessage, onEdit, onDelete }: EntityTableProps) {
  const hasActions = onEdit !== undefined || onDelete !== undefined;
  const columnCount = table.getAllLeafColumns().length + (hasActions ? 1 : 0);
  const rows = table.getRowModel().rows;
  return (
    <div className="max-h-[70vh] overflow-auto rounded-lg border border-border">
      <table
        className={`min-w-full border-collapse text-left text-sm transition-opacity ${isBusy ? 'opacity-60' : ''}`}
        aria-busy={isLoading || isBusy}
      >
        <thead className="sticky top-0 z-10 bg-surface shadow-[inset_0_-1px_0] shadow-border">
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => {
                const sorted = header.column.getIsSorted();
                return (
                  <th key={header.id} scope="col" aria-sort={sorted ? ariaSort[sorted] : 'none'} className="px-4 py-3">
                    <button
                      type="button"
                      onClick={header.column.getToggleSortingHandler()}
                      className={`inline-flex items-center gap-1 rounded font-semibold whitespace-nowrap text-foreground hover:text-brand ${focusRing}`}
                    >
                      <table.FlexRender header={header} />
                      <Icon
                        path={sorted ? sortIcon[sorted] : mdiSwapVertical}
                        className={`size-4 ${sorted ? 'text-brand' : 'text-muted'}`}
                      />
                    </button>
                  </th>
                );
              })}
              {hasActions && (
                <th scope="col" className="px-4 py-3 text-right font-semibold text-foreground">
                  {uiTexts.table.actions}
                </th>
              )}
            </tr>
          ))}
        </thead>
        <tbody className="divide-y divide-border">
          {isLoading && (
            <tr>
              <td colSpan={columnCount} className="px-4 py-3 text-muted">
                {uiTexts.table.loading}
              </td>
            </tr>
          )}
          {isLoading &&
            skeletonRows.map((index) => (
              <tr key={index}>
                <td colSpan={columnCount} className="px-4 py-3">
                  <div aria-hidden="true" className="h-4 w-full animate-pulse rounded bg-border/60" />
                </td>
              </tr>
            ))}
          {!isLoading && rows.length === 0 && (
            <tr>
              <td colSpan={columnCount} className="px-4 py-10 text-center text-muted">
                {emptyMessage}
              </td>
            </tr>
          )}
          {rows.map((row) => (
            <tr
              key={row.id}
              className="transition-colors odd:bg-surface even:bg-surface-muted/50 hover:bg-surface-muted"
            >
              {row.getAllCells().map((cell) => (
                <td key={cell.id} className="px-4 py-2.5 whitespace-nowrap text-foreground">
                  <table.FlexRender cell={cell} />
                </td>
              ))}
              {hasActions && (
                <td className="px-2 py-1 text-right whitespace-nowrap">
                  {onEdit && (
                    <button
                      type="button"
                      aria-label={uiTexts.table.edit}
                      title={uiTexts.table.edit}
                      className={buttonClass.icon}
                      onClick={() => onEdit(row.original)}
                    >
                      <Icon path={mdiPencil} />
                    </button>
                  )}
                  {onDelete && (
                    <button
                      type="button"
                      aria-label={uiTexts.table.delete}
                      title={uiTexts.table.delete}
                      className={`${buttonClass.icon} hover:text-error`}
                      onClick={() => onDelete(row.original)}
                    >
                      <Icon path={mdiDelete} />
                    </button>
                  )}
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
