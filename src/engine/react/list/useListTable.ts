import {
  createColumnHelper,
  type RowData,
  rowPaginationFeature,
  rowSortingFeature,
  tableFeatures,
  useTable,
} from '@tanstack/react-table';
import { type ReactNode, useMemo } from 'react';
import type { ListController } from './useListController';

const features = tableFeatures({ rowSortingFeature, rowPaginationFeature });

/**
 * A column of a list's table: its header, what a row shows in it, and how: figures are
 * right-aligned in tabular digits; a sortable column's header sorts the list on the server (by
 * its `id`); a cell stays on one line unless it `wraps`.
 */
export type ListColumn<TRow> = {
  /** The column's key: what the server sorts by when it `isSortable`. */
  id: string;
  header: string;
  cell: (row: TRow) => ReactNode;
  isFigure?: boolean;
  isSortable?: boolean;
  /** A long text (a note): the cell wraps instead of widening the table. */
  wraps?: boolean;
  /** More classes for a row's cell (a negative figure in red, a total in bold). */
  className?: (row: TRow) => string;
  /** More classes for the column's header and cells alike (a column a printed page leaves out). */
  columnClassName?: string;
  /** The row's cell takes this many columns, the next ones left out ('Sin población objetivo' across two). */
  span?: (row: TRow) => number;
};

/**
 * The TanStack table of a list over the page on screen: its columns (each cell drawn by its
 * column), click-to-sort headers where a column is sortable, and pagination, all manual: the
 * sort and the page live in the list controller's parameters and the server applies them.
 *
 * @example
 * const table = useListTable({ list, columns });
 * table.getHeaderGroups(); table.getRowModel().rows;
 */
export const useListTable = <TRow extends RowData>({
  list,
  columns,
}: {
  list: ListController<TRow>;
  columns: readonly ListColumn<TRow>[];
}) => {
  const helper = useMemo(() => createColumnHelper<typeof features, TRow>(), []);
  const definitions = useMemo(
    () =>
      columns.map((column) =>
        // An accessor, for TanStack sorts only columns with one; the server sorts, so it reads nothing.
        helper.accessor((): unknown => null, {
          id: column.id,
          header: column.header,
          enableSorting: column.isSortable === true,
          cell: (context) => column.cell(context.row.original),
        }),
      ),
    [columns, helper],
  );
  const { tableParams, rowId } = list;
  return useTable({
    features,
    columns: definitions,
    data: list.rows as TRow[],
    manualSorting: true,
    manualPagination: true,
    // The pager reads the list's range; the table only carries the page in its state.
    pageCount: -1,
    state: { sorting: tableParams.sorting, pagination: tableParams.pagination },
    onSortingChange: tableParams.setSorting,
    onPaginationChange: tableParams.setPagination,
    sortDescFirst: false,
    enableSortingRemoval: false,
    getRowId: rowId,
  });
};

export type ListTableInstance<TRow extends RowData> = ReturnType<typeof useListTable<TRow>>;
