import {
  createColumnHelper,
  rowPaginationFeature,
  rowSortingFeature,
  tableFeatures,
  useTable,
} from '@tanstack/react-table';
import { useMemo } from 'react';
import { type CellFormatter, formatterOf } from '../../cell-format';
import type { AnyEntity, EntityRow } from '../../entity';
import { readPath } from '../../paths';
import type { TableParams } from './useTableParams';

const features = tableFeatures({ rowSortingFeature, rowPaginationFeature });

const helper = createColumnHelper<typeof features, EntityRow>();

export { pageSizes } from './useTableParams';

/**
 * One formatter per column of the entity, stable for the entity.
 *
 * @example
 * const formatters = useColumnFormatters(vaccineBatches);
 */
export const useColumnFormatters = (entity: AnyEntity): readonly CellFormatter[] =>
  useMemo(() => entity.columns.map((column) => formatterOf(entity, column)), [entity]);

/**
 * The TanStack table of an entity's manage view over one page the server sent: its columns
 * (shown through the column formatters), click-to-sort headers and pagination, all manual:
 * the sort and page live in `tableParams` and the server applies them; `total` gives the
 * page count.
 *
 * @example
 * const table = useEntityTable({ entity, rows: data.items, total: data.total, tableParams });
 * table.getRowModel().rows
 */
export const useEntityTable = ({
  entity,
  rows,
  total,
  isTotalCapped = false,
  tableParams,
}: {
  entity: AnyEntity;
  rows: readonly EntityRow[];
  total: number;
  /** The list has more rows than `total`: one page more can be asked. */
  isTotalCapped?: boolean;
  tableParams: TableParams;
}) => {
  const formatters = useColumnFormatters(entity);
  const columns = useMemo(
    () =>
      entity.columns.map((column, index) =>
        helper.accessor((row) => readPath(row, column.key), {
          id: column.key,
          header: column.label,
          // One formatter per column, built from the same list.
          cell: (context) => formatters[index]!(context.row.original),
        }),
      ),
    [entity, formatters],
  );
  return useTable({
    features,
    columns,
    data: rows as EntityRow[],
    manualSorting: true,
    manualPagination: true,
    rowCount: isTotalCapped ? total + 1 : total,
    state: { sorting: tableParams.sorting, pagination: tableParams.pagination },
    onSortingChange: tableParams.setSorting,
    onPaginationChange: tableParams.setPagination,
    sortDescFirst: false,
    enableSortingRemoval: false,
    getRowId: (row) => String(row.id),
  });
};

export type EntityTable = ReturnType<typeof useEntityTable>;
