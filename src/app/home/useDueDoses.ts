import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { today } from '../../engine';
import { type DueKind, type DuePage, fetchDueDoses } from './due-doses-api';

/** Rows per page of a due list: a short list to call through, beside the charts. */
export const duePageSize = 10;

export type DueList = {
  page: DuePage | null;
  pageNumber: number;
  pageCount: number;
  isLoading: boolean;
  /** A newer page is on its way while the last one stays on screen. */
  isFetching: boolean;
  hasFailed: boolean;
  goTo: (pageNumber: number) => void;
  retry: () => void;
};

/**
 * One due list of the chosen centre, a page at a time, through the query cache: the browser's
 * date is sent as today, so the list follows the user's calendar; the page goes back to the
 * first when the centre changes.
 *
 * @example
 * const overdue = useDueDoses({ centerId, kind: 'overdue' });
 */
export const useDueDoses = ({ centerId, kind }: { centerId: number | null; kind: DueKind }): DueList => {
  const [paging, setPaging] = useState({ centerId, pageNumber: 1 });
  const pageNumber = paging.centerId === centerId ? paging.pageNumber : 1;
  const day = today();
  const query = useQuery({
    queryKey: ['due-doses', kind, centerId, day, pageNumber],
    queryFn: ({ signal }) =>
      fetchDueDoses({ centerId: Number(centerId), kind, today: day, page: pageNumber, pageSize: duePageSize }, signal),
    enabled: centerId !== null,
    // Another page of the same centre keeps the last one on screen; another centre starts loading.
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[2] === centerId ? previous : undefined),
  });
  const { error } = query;
  useEffect(() => {
    if (error) console.error(`Could not load the ${kind} due doses`, error);
  }, [error, kind]);
  const page = query.data ?? null;
  return {
    page,
    pageNumber,
    pageCount: Math.max(1, Math.ceil((page?.total ?? 0) / duePageSize)),
    isLoading: query.isLoading,
    isFetching: query.isFetching,
    hasFailed: query.isError,
    goTo: (next) => setPaging({ centerId, pageNumber: next }),
    retry: () => void query.refetch(),
  };
};
