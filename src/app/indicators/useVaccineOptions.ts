import { useMemo } from 'react';
import { useListQuery } from '../../engine/react';
import { vaccines } from '../../entities/vaccines';
import { typedRows } from '../api/typed-rows';

export type VaccineOption = { value: number; label: string };

/** Vaccines a select offers at most: the API's largest page; a schedule has far fewer. */
const vaccinesLimit = 200;

/**
 * The vaccines to filter by, by name; none while they load or when the load fails (the
 * filter then offers only 'Todas las vacunas').
 *
 * @example
 * const { options, isLoading } = useVaccineOptions();
 */
export const useVaccineOptions = (): { options: readonly VaccineOption[]; isLoading: boolean } => {
  const list = useListQuery(vaccines, { page: 1, pageSize: vaccinesLimit, sort: 'vaccineName', order: 'asc' });
  const options = useMemo(
    () =>
      typedRows(vaccines, list.data?.items ?? [])
        .map((row) => ({ value: row.id, label: row.vaccineName }))
        .sort((a, b) => a.label.localeCompare(b.label, 'es')),
    [list.data],
  );
  return { options, isLoading: list.isPending };
};
