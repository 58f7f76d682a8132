import { useEffect } from 'react';
import { today } from '../../engine';
import { type ListController, useListController } from '../../engine/react';
import { type DueDose, type DueKind, fetchDueDoses } from './due-doses-api';

/** Rows per page of a due list: a short list to call through, beside the charts. */
export const duePageSize = 10;

/**
 * One due list of the chosen centre, a page at a time, through the list kit: the browser's date
 * is sent as today, so the list follows the user's calendar; another centre's list starts on its
 * first page with no rows; no centre, nothing is asked. A failure is logged for developers.
 *
 * @example
 * const overdue = useDueDoses({ centerId, kind: 'overdue' });
 */
export const useDueDoses = ({
  centerId,
  kind,
}: {
  centerId: number | null;
  kind: DueKind;
}): ListController<DueDose> => {
  const day = today();
  const list = useListController({
    queryKey: ['due-doses', kind, centerId, day],
    fetchPage: ({ page, pageSize }, signal) =>
      fetchDueDoses({ centerId: Number(centerId), kind, today: day, page, pageSize }, signal),
    rowId: (dose) => `${dose.patientId}-${dose.vaccineId}`,
    pageSize: duePageSize,
    isEnabled: centerId !== null,
  });
  const { error } = list;
  useEffect(() => {
    if (error) console.error(`Could not load the ${kind} due doses`, error);
  }, [error, kind]);
  return list;
};
