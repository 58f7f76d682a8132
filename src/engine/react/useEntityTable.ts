import {
  createColumnHelper,
  type PaginationState,
  rowPaginationFeature,
  rowSortingFeature,
  type SortingState,
  tableFeatures,
  type Updater,
  useTable,
} from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { type CellFormatter, formatterOf } from '../cell-format';
import type { AnyEntity, EntityRow } from '../entity';
import { readPath } from '../paths';
import { sortRows } from '../sort-rows';

const features = tableFeatures({ rowSortingFeature, rowPaginationFeature });

const helper = createColumnHelper<typeof features, EntityRow>();

export const pageSizes = [10, 25, 50, 100] as const;

/**
 * One formatter per column of the entity, stable for the entity, for cells and search keys.
 *
 * @example
 * const formatters = useColumnFormatters(vaccineBatches);
 */
export const useColumnFormatters = (entity: AnyEntity): readonly CellFormatter[] =>
  useMemo(() => entity.columns.map((column) => formatterOf(entity, column)), [entity]);

/**
 * The TanStack table of an entity's manage view: its columns (read by dotted path, shown
 * through the column formatters), click-to-sort headers and client pagination.
 *
 * The rows are sorted and paged here and only the page's rows reach TanStack: its row
 * models build an object per row, which on 50,000 rows cost more than a frame per keystroke.
 *
 * @example
 * const table = useEntityTable(entity, matchingRows, formatters);
 * table.getRowModel().rows
 */
export const useEntityTable = (entity: AnyEntity, rows: readonly EntityRow[], formatters: readonly CellFormatter[]) => {
  const columns = useMemo(
    () =>
      entity.columns.map((column, index) =>
        helper.accessor((row) => cellValue(row, column.key), {
          id: column.key,
          header: column.label,
          cell: (context) => formatters[index](context.row.original),
        }),
      ),
    [entity, formatters],
  );
  const [sorting, setSorting] = useState<SortingState>([]);
  const [pagination, setPagination] = useState<PaginationState>({ pageIndex: 0, pageSize: pageSizes[0] });
  const [pagedRows, setPagedRows] = useState(rows);
  if (pagedRows !== rows) {
    // New rows (a search, a reload) start again on the first page.
    setPagedRows(rows);
    if (pagination.pageIndex !== 0) setPagination({ ...pagination, pageIndex: 0 });
  }
  const sortedRows = useMemo(() => sortRows(rows, sorting, cellValue), [rows, sorting]);
  const start = pagination.pageIndex * pagination.pageSize;
  const pageRows = useMemo(
    () => sortedRows.slice(start, start + pagination.pageSize),
    [sortedRows, start, pagination.pageSize],
  );
  return useTable({
    features,
    columns,
    data: pageRows,
    manualSorting: true,
    manualPagination: true,
    rowCount: rows.length,
    state: { sorting, pagination },
    onSortingChange: (updater: Updater<SortingState>) => {
      setSorting(updater);
      setPagination((current) => ({ ...current, pageIndex: 0 }));
    },
    onPaginationChange: setPagination,
    sortDescFirst: false,
    getRowId: (row) => String(row.id),
  });
};

export type EntityTable = ReturnType<typeof useEntityTable>;

const cellValue = (row: EntityRow, key: string): unknown => emptyAsUndefined(readPath(row, key));

const emptyAsUndefined = (value: unknown): unknown => (value === null || value === '' ? undefined : value);
