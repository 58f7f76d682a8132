import { useMemo } from 'react';
import { type CellFormatter, formatterOf } from '../../cell-format';
import { type AnyEntity, type EntityRow, isRouteBacked } from '../../contract/entity';
import type { ListColumn } from './useListTable';

export { pageSizes } from './useListParams';

/**
 * One formatter per column of the entity, stable for the entity.
 *
 * @example
 * const formatters = useColumnFormatters(vaccineBatches);
 */
export const useColumnFormatters = (entity: AnyEntity): readonly CellFormatter[] =>
  useMemo(() => entity.columns.map((column) => formatterOf(entity, column)), [entity]);

/**
 * The columns of an entity's manage table as the list kit draws them: the config's columns, each
 * shown through its formatter and sorted by the server on a click of its header (not a
 * route-backed entity's, whose route answers its own order).
 *
 * @example
 * <ListTable list={list} columns={useEntityColumns(patients)} caption="Pacientes" />
 */
export const useEntityColumns = (entity: AnyEntity): readonly ListColumn<EntityRow>[] => {
  const formatters = useColumnFormatters(entity);
  return useMemo(
    () =>
      entity.columns.map((column, index) => ({
        id: column.key,
        header: column.label,
        // A route-backed entity's route answers its own order.
        isSortable: !isRouteBacked(entity),
        // One formatter per column, built from the same list.
        cell: (row: EntityRow) => formatters[index]!(row),
      })),
    [entity, formatters],
  );
};
