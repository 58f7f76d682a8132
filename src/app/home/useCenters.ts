import { useEffect, useMemo } from 'react';
import { failureMessage } from '../../engine';
import { useEngine, useListQuery } from '../../engine/react';
import { vaccinationCenters } from '../../entities/vaccination-centers';
import { typedRows } from '../api/typed-rows';
import { type CenterOption, centerOptions } from './center-options';
import { homeTexts } from './texts';

export type Centers = { options: readonly CenterOption[]; isLoading: boolean };

/** Centres a select offers at most: the API's largest page; a network has far fewer. */
const centersLimit = 200;

/**
 * The vaccination centres to choose from, by name. A failed load shows the spec's error toast.
 *
 * @example
 * const { options, isLoading } = useCenters();
 */
export const useCenters = (): Centers => {
  const { notify } = useEngine();
  const list = useListQuery(vaccinationCenters, { page: 1, pageSize: centersLimit, sort: 'centerName', order: 'asc' });
  const { error } = list;
  useEffect(() => {
    if (error) notify.error(failureMessage(error, homeTexts.centersFailure));
  }, [error, notify]);
  const options = useMemo(() => centerOptions(typedRows(vaccinationCenters, list.data?.items ?? [])), [list.data]);
  return { options, isLoading: list.isPending };
};
