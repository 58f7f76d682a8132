import { skipToken, type UseQueryResult, useQuery } from '@tanstack/react-query';
import type { AnyEntity, EntityRow } from '../contract/entity';
import { useEngine } from './EngineProvider';
import { entityKeys } from './query-keys';

/**
 * One row of an entity by id through the data provider; `null` asks nothing.
 *
 * @example
 * const { data: user } = useOneQuery(users, 2);
 */
export const useOneQuery = (entity: AnyEntity, id: number | null): UseQueryResult<EntityRow> => {
  const { dataProvider } = useEngine();
  return useQuery({
    queryKey: entityKeys.one(entity, id ?? 0),
    queryFn: id === null ? skipToken : ({ signal }) => dataProvider.getOne(entity, id, { signal }),
  });
};
