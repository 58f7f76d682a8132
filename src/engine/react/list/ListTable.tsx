import { mdiArrowDown, mdiArrowUp, mdiSwapVertical } from '@mdi/js';
import type { RowData } from '@tanstack/react-table';
import { Fragment, type ReactNode, type Ref, useId } from 'react';
import { uiTexts } from '../../ui-texts';
import { Icon } from '../Icon';
import { focusRing } from '../styles';
import { cellsOf, stickyEdge, stickyRowCell, tableLooks } from './list-table-looks';
import type { ListController } from './useListController';
import { type ListColumn, useListTable } from './useListTable';

export type ListTableProps<TRow extends RowData> = {
  list: ListController<TRow>;
  columns: readonly ListColumn<TRow>[];
  /** Names the table and its scrolling region for screen readers. */
  caption: string;
  /**
   * The table tells its own loading and empty states, in a row under its headers, and a polite
   * live region says them (a searched list keeps its headers and search box in place). Without
   * them, a `ListBody` around the table shows its states instead of it.
   */
  states?: { loading: string; empty: string };
  /** Each row's buttons, in a column 'Acciones' that stays in view at the right edge however wide the table. */
  rowActions?: (row: TRow) => ReactNode;
  /** A panel under a row, shown while open (an audit entry's changes); its `id` is what the row's toggle controls. */
  rowDetail?: (row: TRow) => { id: string; isOpen: boolean; content: ReactNode };
  /** The scrolling region, where the focus is put back on a row's button after a dialog. */
  regionRef?: Ref<HTMLElement>;
  /**
   * `'framed'` (the default): a bordered region a keyboard can scroll, up to 70 % of the window's
   * height, its headers fixed on top. `'plain'`: a compact table inside a panel or a printed card.
   */
  look?: 'framed' | 'plain';
  /** More classes for the table (a printed card's own). */
  className?: string;
};

const ariaSort = { asc: 'ascending', desc: 'descending' } as const;
const sortIcon = { asc: mdiArrowUp, desc: mdiArrowDown } as const;
const skeletonRows = [0, 1, 2, 3, 4];

/**
 * The table shell of every list: a caption, headers (a sortable column's sorts the list on a
 * click or Enter, and says its order), the page's rows, each cell drawn by its column, and
 * optionally each row's buttons in a column that stays in view and a panel under a row. While
 * the next page loads the rows shown dim and the table is busy.
 *
 * @example
 * <ListTable list={ledger} columns={movementColumns} caption="Movimientos del lote LT-001" />
 */
export function ListTable<TRow extends RowData>({
  list,
  columns,
  caption,
  states,
  rowActions,
  rowDetail,
  regionRef,
  look = 'framed',
  className = '',
}: ListTableProps<TRow>) {
  const captionId = useId();
  const table = useListTable({ list, columns });
  const skin = tableLooks[look];
  const columnCount = columns.length + (rowActions ? 1 : 0);
  const rows = table.getRowModel().rows;
  const isLoading = states !== undefined && list.isPending;
  const isEmpty = states !== undefined && !list.isPending && rows.length === 0;
  const byId = new Map(columns.map((column) => [column.id, column]));
  const tableElement = (
    <table
      className={`${skin.table} transition-opacity ${list.isBusy ? 'opacity-60' : ''} ${className}`}
      aria-busy={isLoading || list.isBusy}
    >
      <caption id={captionId} className="sr-only">
        {caption}
      </caption>
      <thead className={skin.head}>
        {table.getHeaderGroups().map((group) => (
          <tr key={group.id}>
            {group.headers.map((header) => {
              const column = byId.get(header.column.id);
              const sorted = header.column.getIsSorted();
              const align = `${column?.isFigure ? 'text-right' : ''} ${column?.columnClassName ?? ''}`;
              if (!header.column.getCanSort()) {
                return (
                  <th key={header.id} scope="col" className={`${skin.header} ${align}`}>
                    {column?.header}
                  </th>
                );
              }
              return (
                <th
                  key={header.id}
                  scope="col"
                  aria-sort={sorted ? ariaSort[sorted] : 'none'}
                  className={`${skin.header} ${align}`}
                >
                  <button
                    type="button"
                    onClick={header.column.getToggleSortingHandler()}
                    className={`inline-flex items-center gap-1 rounded font-semibold whitespace-nowrap text-foreground hover:text-brand ${focusRing}`}
                  >
                    {column?.header}
                    <Icon
                      path={sorted ? sortIcon[sorted] : mdiSwapVertical}
                      className={`size-4 ${sorted ? 'text-brand' : 'text-muted'}`}
                    />
                  </button>
                </th>
              );
            })}
            {rowActions && (
              <th scope="col" className={`${stickyEdge} ${skin.header} text-right`}>
                {uiTexts.table.actions}
              </th>
            )}
          </tr>
        ))}
      </thead>
      <tbody className={skin.body}>
        {isLoading && (
          <tr>
            <td colSpan={columnCount} className="px-4 py-3 text-muted">
              {states.loading}
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
        {isEmpty && (
          <tr>
            <td colSpan={columnCount} className="px-4 py-10 text-center text-muted">
              {states.empty}
            </td>
          </tr>
        )}
        {rows.map((row) => {
          const detail = rowDetail?.(row.original);
          return (
            <Fragment key={row.id}>
              <tr data-row-id={row.id} className={skin.row}>
                {cellsOf(columns, row.original).map(({ column, span }) => (
                  <td
                    key={column.id}
                    colSpan={span > 1 ? span : undefined}
                    className={[
                      skin.cell,
                      column.wraps ? 'max-w-xs break-words' : 'whitespace-nowrap',
                      column.isFigure ? 'text-right tabular-nums' : '',
                      column.className?.(row.original) ?? '',
                      column.columnClassName ?? '',
                    ].join(' ')}
                  >
                    {column.cell(row.original)}
                  </td>
                ))}
                {rowActions && (
                  <td className={`${stickyRowCell} px-2 py-1 text-right whitespace-nowrap`}>
                    {rowActions(row.original)}
                  </td>
                )}
              </tr>
              {detail && (
                <tr id={detail.id} hidden={!detail.isOpen}>
                  <td colSpan={columnCount} className="bg-background px-6 py-3">
                    {detail.isOpen && detail.content}
                  </td>
                </tr>
              )}
            </Fragment>
          );
        })}
      </tbody>
    </table>
  );
  return (
    <>
      {look === 'framed' ? (
        <section
          ref={regionRef}
          aria-labelledby={captionId}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a keyboard scrolls the region only once it has the focus (axe scrollable-region-focusable)
          tabIndex={0}
          className={skin.region}
        >
          {tableElement}
        </section>
      ) : (
        <div className={skin.region}>{tableElement}</div>
      )}
      {states && (
        <p role="status" className="sr-only">
          {isLoading ? states.loading : isEmpty ? states.empty : ''}
        </p>
      )}
    </>
  );
}
