import { useQuery } from '@tanstack/react-query';
import type { DataProvider, ListParams } from '../../../engine';
import { entityKeys, type SearchOption, useEngine } from '../../../engine/react';
import { scheduleRules } from '../../../entities/schedule-rules';
import { vaccineBatches } from '../../../entities/vaccine-batches';
import { vaccines } from '../../../entities/vaccines';
import { typedRows } from '../../api/typed-rows';

export type HistoricalVaccines = { options: readonly SearchOption[]; isLoading: boolean; hasFailed: boolean };

/** The most rows a list answers at once. */
const pageOf = (sort: string, order: 'asc' | 'desc') => ({ page: 1, pageSize: 200, sort, order }) satisfies ListParams;

/**
 * The vaccines a dose given elsewhere may be of, by name: every vaccine for whoever reads the
 * vaccines (the admin); for the health staff, who does not, those of the national schedule
 * (the rules they read) and those of the batches they read. Loaded only when `isEnabled` (the
 * form's 'Registrar dosis anterior' mode).
 *
 * @example
 * const { options } = useHistoricalVaccines({ isEnabled: isHistorical }); // [{ value: 4, label: 'Pentavalente' }, ...]
 */
export const useHistoricalVaccines = ({ isEnabled }: { isEnabled: boolean }): HistoricalVaccines => {
  const { dataProvider, can } = useEngine();
  const readsVaccines = can(vaccines, 'read');
  const query = useQuery({
    queryKey: [...entityKeys.all, 'historical-vaccines', readsVaccines],
    queryFn: ({ signal }) => (readsVaccines ? allVaccines(dataProvider, signal) : knownVaccines(dataProvider, signal)),
    enabled: isEnabled,
  });
  return { options: query.data ?? [], isLoading: isEnabled && query.isPending, hasFailed: query.isError };
};

const allVaccines = async (dataProvider: DataProvider, signal: AbortSignal) => {
  const { items } = await dataProvider.getList(vaccines, { ...pageOf('vaccineName', 'asc'), signal });
  return byName(typedRows(vaccines, items).map((row) => ({ value: row.id, label: row.vaccineName })));
};

const knownVaccines = async (dataProvider: DataProvider, signal: AbortSignal) => {
  const [rules, batches] = await Promise.all([
    dataProvider.getList(scheduleRules, { ...pageOf('doseNumber', 'asc'), signal }),
    dataProvider.getList(vaccineBatches, { ...pageOf('expirationDate', 'desc'), signal }),
  ]);
  const named = [
    ...typedRows(scheduleRules, rules.items).map((row) => row.vaccine),
    ...typedRows(vaccineBatches, batches.items).map((row) => row.vaccine),
  ];
  const options = new Map<number, SearchOption>();
  for (const vaccine of named) {
    if (vaccine && !options.has(vaccine.id)) options.set(vaccine.id, { value: vaccine.id, label: vaccine.vaccineName });
  }
  return byName([...options.values()]);
};

const byName = (options: SearchOption[]) => options.sort((a, b) => a.label.localeCompare(b.label, 'es'));
