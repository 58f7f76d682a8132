import { useHistoricalVaccines } from '../doses/vaccine/useHistoricalVaccines';

export type VaccineOption = { value: number; label: string };

/**
 * The vaccines to filter by, by name: every vaccine for the admin; for the health staff, who
 * may not read the vaccines, those of the schedule and of the batches (the dose form's list
 * of vaccines given elsewhere). None while they load or when the load fails: the filter then
 * offers only 'Todas las vacunas'.
 *
 * @example
 * const { options, isLoading } = useVaccineOptions();
 */
export const useVaccineOptions = (): { options: readonly VaccineOption[]; isLoading: boolean } => {
  const { options, isLoading } = useHistoricalVaccines({ isEnabled: true });
  return { options, isLoading };
};
