import { keepPreviousData, type UseQueryResult, useQuery } from '@tanstack/react-query';
import type { AnyEntity } from '../../contract/entity';
import type { ListResult } from '../../data-provider';
import { useEngine } from '../EngineProvider';
import { entityKeys, type ListKeyParams } from '../query-keys';

export type ListQueryOptions = {
  /** False waits (nothing is asked) until it turns true. */
  isEnabled?: boolean;
  /** Keeps the previous answer on screen while the next parameters load (a table's next page). */
  keepsPrevious?: boolean;
};

/**
 * One page of an entity's rows through the data provider, cached by its parameters. A newer
 * request aborts one no longer wanted (the key holds every parameter, so an older answer never
 * shows in place of a newer one).
 *
 * @example
 * const { data, isPending, error } = useListQuery(patients, { page: 1, pageSize: 25, q: 'peña' });
 * data?.items; data?.total;
 */
export const useListQuery = (
  entity: AnyEntity,
  params: ListKeyParams,
  { isEnabled = true, keepsPrevious = false }: ListQueryOptions = {},
): UseQueryResult<ListResult> => {
  const { dataProvider } = useEngine();
  return useQuery({
    queryKey: entityKeys.list(entity, params),
    queryFn: ({ signal }) => dataProvider.getList(entity, { ...params, signal }),
    enabled: isEnabled,
    placeholderData: keepsPrevious ? keepPreviousData : undefined,
  });
};
