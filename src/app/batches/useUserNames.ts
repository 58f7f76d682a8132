import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { StockMovement } from '../../domain/stock-movements';
import { entityKeys, useEngine } from '../../engine/react';
import { users } from '../../entities/users';

/**
 * The names of the users who wrote these movements ('Ana Admin'), by id; `isPending` until the
 * first names arrive, so a row never shows 'Usuario 1' before 'Ana Admin'.
 *
 * @example
 * const { names, isPending } = useUserNames(ledger.rows);
 */
export const useUserNames = (
  movements: readonly Pick<StockMovement, 'userId'>[],
): { names: ReadonlyMap<number, string>; isPending: boolean } => {
  const { dataProvider } = useEngine();
  const userIds = [...new Set(movements.flatMap(({ userId }) => (userId === null ? [] : [userId])))];
  const query = useQuery({
    queryKey: [...entityKeys.all, users.name, 'names', userIds],
    queryFn: async ({ signal }) => dataProvider.getMany(users, userIds, { signal }),
    enabled: userIds.length > 0,
    placeholderData: keepPreviousData,
  });
  const names = new Map(
    (query.data ?? []).map((user) => [user.id, [user.name, user.lastname].filter(Boolean).join(' ')]),
  );
  return { names, isPending: userIds.length > 0 && query.isPending };
};
