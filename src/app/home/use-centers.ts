import { useEffect, useMemo } from 'react';
import { failureMessage } from '../../engine/failure';
import { useEngine, useEntityList } from '../../engine/react';
import { vaccinationCenters } from '../../entities';
import { type CenterOption, centerOptions } from './center-options';
import { homeTexts } from './texts';

export type Centers = { options: readonly CenterOption[]; isLoading: boolean };

/**
 * The vaccination centres to choose from, by name. A failed load shows the spec's error toast.
 *
 * @example
 * const { options, isLoading } = useCenters();
 */
export const useCenters = (): Centers => {
  const { notify } = useEngine();
  const list = useEntityList(vaccinationCenters);
  useEffect(() => {
    if (list.error === null) return;
    notify.error(failureMessage(list.error, homeTexts.centersFailure));
  }, [list.error, notify]);
  const options = useMemo(() => centerOptions(list.rows), [list.rows]);
  return { options, isLoading: list.isLoading };
};
