import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { StockMovementsPage } from '../../domain/stock-movements';
import { ApiError, type EntityRow } from '../../engine';
import { entityKeys, useEngine, useOneQuery } from '../../engine/react';
import { users } from '../../entities/users';
import { vaccineBatches } from '../../entities/vaccine-batches';
import { fetchBatchMovements, movementsPageSize } from './movements-api';

export type BatchMovementsState =
  | { kind: 'loading' }
  | { kind: 'notFound' }
  | { kind: 'failed'; message: string; retry: () => void }
  | {
      kind: 'ready';
      batch: EntityRow;
      movements: StockMovementsPage;
      /** Who wrote each movement, by user id, once their names have loaded. */
      userNames: ReadonlyMap<number, string>;
      /** The movements shown are the previous page's while the next loads. */
      isBusy: boolean;
    };

export type BatchMovementsPaging = {
  page: number;
  /** The pages counted; with `isCapped`, the ledger has more. */
  pages: number;
  isCapped: boolean;
  hasNext: boolean;
  previous: () => void;
  next: () => void;
};

/**
 * The lot of `/lotes/:id/movimientos` and a page of its ledger, newest first (the previous page
 * kept on screen while the next loads), with the names of the users who wrote them, as one of the
 * page's states. A lot that does not exist is `notFound`; any write elsewhere reloads them (every
 * engine query is refreshed after a write).
 *
 * @example
 * const { state, paging } = useLotMovements('4');
 */
export const useBatchMovements = (batchParam: string): { state: BatchMovementsState; paging: BatchMovementsPaging } => {
  const { dataProvider } = useEngine();
  const batchId = /^\d{1,9}$/.test(batchParam) ? Number(batchParam) : null;
  const [page, setPage] = useState(1);
  const batch = useOneQuery(vaccineBatches, batchId);
  const movements = useQuery({
    queryKey: [...entityKeys.one(vaccineBatches, batchId ?? 0), 'movements', page],
    queryFn: ({ signal }) => fetchBatchMovements({ batchId: batchId ?? 0, page, signal }),
    enabled: batchId !== null,
    placeholderData: keepPreviousData,
  });
  const userIds = [
    ...new Set((movements.data?.items ?? []).flatMap(({ userId }) => (userId === null ? [] : [userId]))),
  ];
  const names = useQuery({
    queryKey: [...entityKeys.all, users.name, 'names', userIds],
    queryFn: async ({ signal }) => dataProvider.getMany(users, userIds, { signal }),
    enabled: userIds.length > 0,
    placeholderData: keepPreviousData,
  });

  const total = movements.data?.total ?? 0;
  const isCapped = movements.data?.isTotalCapped ?? false;
  const pages = Math.max(1, Math.ceil(total / movementsPageSize));
  const hasNext = isCapped || page < pages;
  const paging = {
    page,
    pages,
    isCapped,
    hasNext,
    previous: () => setPage((current) => Math.max(1, current - 1)),
    next: () => setPage((current) => (hasNext ? current + 1 : current)),
  };
  // The names come with the first page: a row never shows 'Usuario 1' before 'Ana Admin'.
  const areNamesLoading = userIds.length > 0 && names.isPending;
  return { state: stateOf({ batchId, batch, movements, names: names.data, areNamesLoading }), paging };
};

const stateOf = ({
  batchId,
  batch,
  movements,
  names,
  areNamesLoading,
}: {
  batchId: number | null;
  batch: ReturnType<typeof useOneQuery>;
  movements: { data?: StockMovementsPage; error: Error | null; isPlaceholderData: boolean; refetch: () => unknown };
  names?: readonly EntityRow[];
  areNamesLoading: boolean;
}): BatchMovementsState => {
  if (batchId === null || isNotFound(batch.error) || isNotFound(movements.error)) return { kind: 'notFound' };
  const error = batch.error ?? movements.error;
  if (error) {
    const retry = () => {
      void batch.refetch();
      void movements.refetch();
    };
    return { kind: 'failed', message: error instanceof ApiError ? error.message : '', retry };
  }
  if (!batch.data || !movements.data || areNamesLoading) return { kind: 'loading' };
  return {
    kind: 'ready',
    batch: batch.data,
    movements: movements.data,
    userNames: new Map((names ?? []).map((user) => [user.id, [user.name, user.lastname].filter(Boolean).join(' ')])),
    isBusy: movements.isPlaceholderData,
  };
};

const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;
