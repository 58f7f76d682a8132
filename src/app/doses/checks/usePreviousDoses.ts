import type { CardDose } from '../../../domain/vaccination-card';
import { type ListController, useList } from '../../../engine/react';
import type { DoseHistory } from './useDoseHistory';

/**
 * The patient's previous doses of the chosen vaccine as a list of the list kit: idle until a
 * vaccine is chosen, loading until the card arrives, failed with the card's error.
 *
 * @example
 * const doses = usePreviousDoses(history);
 * <ListBody list={doses} texts={texts}>{() => <ListTable list={doses} ... />}</ListBody>
 */
export const usePreviousDoses = (history: DoseHistory): ListController<CardDose> =>
  useList({
    data: history.status === 'ready' ? (history.entry?.doses ?? []) : undefined,
    rowId: (dose) => String(dose.id),
    error: history.status === 'failed' ? history.error : null,
    isEnabled: history.status !== 'idle',
  });
