import { useEffect } from 'react';
import { today } from '../../engine';
import { type ListController, useListController } from '../../engine/react';
import { type DueDose, type DueKind, type DuePlace, fetchDueDoses, placeQuery } from './due-doses-api';

/** Rows per page of a due list: a short list to call through, beside the charts. */
export const duePageSize = 10;

/**
 * One due list of a centre or a unit, a page at a time, through the list kit: the browser's date
 * is sent as today, so the list follows the user's calendar; another place's list starts on its
 * first page with no rows; no place, nothing is asked. A failure is logged for developers.
 *
 * @example
 * const overdue = useDueDoses({ place: { kind: 'center', id: 1 }, kind: 'overdue' });
 */
export const useDueDoses = ({ place, kind }: { place: DuePlace | null; kind: DueKind }): ListController<DueDose> => {
  const day = today();
  const list = useListController({
    queryKey: ['due-doses', kind, place?.kind ?? null, place?.id ?? null, day],
    fetchPage: ({ page, pageSize }, signal) => {
      if (place === null) throw new Error('A due list needs a place');
      return fetchDueDoses({ ...placeQuery(place), kind, today: day, page, pageSize }, signal);
    },
    rowId: (dose) => `${dose.patientId}-${dose.vaccineGroupId}`,
    pageSize: duePageSize,
    isEnabled: place !== null,
  });
  const { error } = list;
  useEffect(() => {
    if (error) console.error(`Could not load the ${kind} due doses`, error);
  }, [error, kind]);
  return list;
};
