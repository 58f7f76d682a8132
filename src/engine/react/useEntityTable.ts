import {
  createColumnHelper,
  createPaginatedRowModel,
  createSortedRowModel,
  rowPaginationFeature,
  rowSortingFeature,
  tableFeatures,
  useTable,
} from '@tanstack/react-table';
import { useMemo } from 'react';
import { type CellFormatter, formatterOf } from '../cell-format';
import type { AnyEntity, EntityRow } from '../entity';
import { readPath } from '../paths';
import { compareValues } from '../sort-values';

const features = tableFeatures({
  rowSortingFeature,
  rowPaginationFeature,
  sortedRowModel: createSortedRowModel(),
  paginatedRowModel: createPaginatedRowModel(),
});

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
 * @example
 * const table = useEntityTable(entity, matchingRows, formatters);
 * table.getRowModel().rows
 */
export const useEntityTable = (entity: AnyEntity, rows: readonly EntityRow[], formatters: readonly CellFormatter[]) => {
  const columns = useMemo(
    () =>
      entity.columns.map((column, index) =>
        helper.accessor((row) => emptyAsUndefined(readPath(row, column.key)), {
          id: column.key,
          header: column.label,
          cell: (context) => formatters[index](context.row.original),
          sortFn: (rowA, rowB, columnId) => compareValues(rowA.getValue(columnId), rowB.getValue(columnId)),
          sortUndefined: 'last',
        }),
      ),
    [entity, formatters],
  );
  return useTable({
    features,
    columns,
    data: rows,
    sortDescFirst: false,
    getRowId: (row) => String(row.id),
    initialState: { pagination: { pageIndex: 0, pageSize: pageSizes[0] }, sorting: [] },
  });
};

export type EntityTable = ReturnType<typeof useEntityTable>;

const emptyAsUndefined = (value: unknown): unknown => (value === null || value === '' ? undefined : value);
