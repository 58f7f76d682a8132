import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { type UseFormReturn, useWatch } from 'react-hook-form';
import type { FormValues } from '../../engine';
import { today } from '../../engine';
import { entityKeys, type OptionLoader, type SearchOption, useEngine, useOneQuery } from '../../engine/react';
import { vaccineBatches } from '../../entities/vaccine-batches';
import { typedRows } from '../api/typed-rows';
import { batchOption, type DoseBatch, usableBatchesQuery, vaccineLotsQuery, vaccineOptionsOf } from './batch-options';

export type LotChoice = {
  /** The vaccine chosen, or the chosen lot's; null until one is known. */
  vaccine: SearchOption | null;
  chooseVaccine: (vaccine: SearchOption | null) => void;
  /** Searches the vaccines of the usable batches by name. */
  findVaccines: OptionLoader;
  /** Searches the usable batches by lot number or vaccine. */
  findBatches: OptionLoader;
  /** The search boxes' cache keys: what they search, by day (a batch expires at midnight). */
  searchKeys: { vaccines: readonly unknown[]; batches: readonly unknown[] };
  /** The vaccine's usable lots, earliest expiry first (the first few). */
  lots: { items: readonly DoseBatch[]; isLoading: boolean; hasFailed: boolean };
  lotId: number | null;
  chooseLot: (lot: DoseBatch) => void;
  /** The vaccine of the lot in the form now, read from the server if not known yet: the vaccine the dose is of. */
  vaccineOfLot: () => Promise<number | null>;
  /** The lot the form chose (not typed), labelled, for the lot search box to show: a new round redraws it. */
  formLot: { option: SearchOption | null; round: number };
  /** Today (YYYY-MM-DD) in the browser: what 'not expired' and 'expiring soon' count from. */
  day: string;
};

const lotField = 'vaccineBatchId';

/**
 * First expiry, first out. The vaccine is chosen by name, or comes with a lot found by its
 * number; its usable lots (open, not expired, with vials) are then listed earliest expiry first,
 * and choosing the vaccine by name preselects the first of them unless a lot of it is chosen
 * already. Clearing the vaccine clears the lot.
 *
 * @example
 * const lots = useLotChoice(form);
 * lots.chooseVaccine({ value: 4, label: 'Comirnaty' }); // then lots.lotId is the Comirnaty lot that expires first
 */
export const useLotChoice = (form: UseFormReturn<FormValues>): LotChoice => {
  const { dataProvider } = useEngine();
  const day = today();
  const [vaccine, setVaccine] = useState<SearchOption | null>(null);
  const [formLot, setFormLot] = useState<LotChoice['formLot']>({ option: null, round: 0 });
  const preselectFor = useRef<number | null>(null);
  const lotValue = useWatch({ control: form.control, name: lotField });
  const lotId = typeof lotValue === 'number' ? lotValue : null;

  const findUsable = useCallback(
    async (q: string, signal: AbortSignal) => {
      const { items } = await dataProvider.getList(vaccineBatches, { ...usableBatchesQuery(q, day), signal });
      return typedRows(vaccineBatches, items);
    },
    [dataProvider, day],
  );
  const findBatches = useCallback<OptionLoader>(
    async (q, signal) => (await findUsable(q, signal)).map(batchOption),
    [findUsable],
  );
  const findVaccines = useCallback<OptionLoader>(
    async (q, signal) => vaccineOptionsOf(await findUsable(q, signal)),
    [findUsable],
  );

  const vaccineId = vaccine?.value ?? null;
  const lotsParams = vaccineId === null ? null : vaccineLotsQuery(vaccineId, day);
  const lots = useQuery({
    queryKey: entityKeys.list(vaccineBatches, lotsParams ?? {}),
    queryFn: async ({ signal }) =>
      typedRows(vaccineBatches, (await dataProvider.getList(vaccineBatches, { ...lotsParams, signal })).items),
    enabled: lotsParams !== null,
  });
  const listed = lots.data?.find((lot) => lot.id === lotId);
  // A lot found by its number: its row says which vaccine it is.
  const { data: lotRow } = useOneQuery(vaccineBatches, listed || lotId === null ? null : lotId);
  const chosenLot = listed ?? (lotRow && lotRow.id === lotId ? typedRows(vaccineBatches, [lotRow])[0] : undefined);

  const queryClient = useQueryClient();
  const vaccineOfLot = useCallback(async () => {
    const value = form.getValues(lotField);
    if (typeof value !== 'number') return null;
    const listedLot = lots.data?.find((lot) => lot.id === value);
    if (listedLot) return listedLot.vaccine.id;
    try {
      const row = await queryClient.ensureQueryData({
        queryKey: entityKeys.one(vaccineBatches, value),
        queryFn: ({ signal }) => dataProvider.getOne(vaccineBatches, value, { signal }),
      });
      return typedRows(vaccineBatches, [row])[0]?.vaccine.id ?? null;
    } catch {
      // A lot that cannot be read: the server refuses it, or the dose, with its own words.
      return null;
    }
  }, [form, lots.data, queryClient, dataProvider]);

  const chooseLot = useCallback(
    (lot: DoseBatch) => {
      form.setValue(lotField, lot.id, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
      setFormLot(({ round }) => ({ option: batchOption(lot), round: round + 1 }));
    },
    [form],
  );

  const chooseVaccine = useCallback(
    (chosen: SearchOption | null) => {
      setVaccine(chosen);
      preselectFor.current = chosen?.value ?? null;
      if (chosen !== null) return;
      form.setValue(lotField, null, { shouldDirty: true });
      setFormLot(({ round }) => ({ option: null, round: round + 1 }));
    },
    [form],
  );

  // A newly chosen lot brings its vaccine; a vaccine chosen by name waits for its own lot instead.
  const syncedLotId = useRef<number | null>(null);
  const lotVaccine = chosenLot?.vaccine;
  useEffect(() => {
    if (lotId === null) syncedLotId.current = null;
    if (!lotVaccine || syncedLotId.current === lotId) return;
    syncedLotId.current = lotId;
    if (lotVaccine.id === vaccineId) return;
    preselectFor.current = null;
    setVaccine({ value: lotVaccine.id, label: lotVaccine.vaccineName });
  }, [lotId, lotVaccine, vaccineId]);

  useEffect(() => {
    const [first] = lots.data ?? [];
    if (vaccineId === null || preselectFor.current !== vaccineId || !first) return;
    preselectFor.current = null;
    if (lotVaccine?.id !== vaccineId) chooseLot(first);
  }, [lots.data, vaccineId, lotVaccine, chooseLot]);

  return {
    vaccine,
    chooseVaccine,
    findVaccines,
    findBatches,
    searchKeys: { vaccines: ['vaccine-batches', 'usable-vaccines', day], batches: ['vaccine-batches', 'usable', day] },
    lots: { items: lots.data ?? [], isLoading: lots.isLoading, hasFailed: lots.isError },
    lotId,
    chooseLot,
    vaccineOfLot,
    formLot,
    day,
  };
};
