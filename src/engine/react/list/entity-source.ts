import type { AnyEntity, EntityRow } from '../../contract/entity';
import type { DataProvider } from '../../data-provider';
import { entityKeys } from '../query-keys';
import type { ListSource } from './useListController';
import { pageSizes } from './useListParams';

/**
 * An entity's rows as a list source: its pages through the data provider (cached under
 * `entityKeys.list`, so a write refreshes them), searched and sorted by the server, in its
 * `defaultSort` until a header is clicked, with the page sizes of the manage table.
 *
 * @example
 * useListController(entitySource(patients, dataProvider));
 */
export const entitySource = (entity: AnyEntity, dataProvider: DataProvider): ListSource<EntityRow> => ({
  queryKey: entityKeys.lists(entity),
  fetchPage: async (params, signal) => {
    const answer = await dataProvider.getList(entity, { ...params, signal });
    // The answer as the data provider gives it too: `useListQuery` may share its cache entry.
    return { ...answer, isTotalCapped: answer.totalIsCapped === true };
  },
  rowId: (row) => String(row.id),
  pageSizes,
  defaultSort: validSort(entity),
});

const validSort = ({ defaultSort, columns }: AnyEntity) =>
  defaultSort && columns.some((column) => column.key === defaultSort.key) ? defaultSort : undefined;
