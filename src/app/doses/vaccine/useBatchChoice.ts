import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { type UseFormReturn, useWatch } from 'react-hook-form';
import type { FormValues } from '../../../engine';
import { today } from '../../../engine';
import {
  entityKeys,
  type ListController,
  type OptionLoader,
  type SearchOption,
  useEngine,
  useList,
  useOneQuery,
} from '../../../engine/react';
import { vaccineBatches } from '../../../entities/vaccine-batches';
import { typedRows } from '../../api/typed-rows';
import {
  batchOption,
  type DoseBatch,
  usableBatchesQuery,
  vaccineBatchesQuery,
  vaccineOptionsOf,
} from './batch-options';
import { fetchCenterBatchIds } from './center-stock';

export type BatchChoice = {
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
  /** The chosen vaccine's usable lots as a list of the list kit, earliest expiry first. */
  batches: ListController<DoseBatch>;
  batchId: number | null;
  chooseBatch: (batch: DoseBatch) => void;
  /** The vaccine of the lot in the form now, read from the server if not known yet: the vaccine the dose is of. */
  vaccineOfBatch: () => Promise<number | null>;
  /** The lot the form chose (not typed), labelled, for the lot search box to show: a new round redraws it. */
  formBatch: { option: SearchOption | null; round: number };
  /** Today (YYYY-MM-DD) in the browser: what 'not expired' and 'expiring soon' count from. */
  day: string;
};

const batchField = 'vaccineBatchId';
const centerField = 'vaccinationCenterId';

/**
 * Whether a lot is held by the form's centre, when its stock could be read: a dose takes from its
 * centre's stock (docs/supply.md), so the form offers no other lot. Unknown (no centre chosen yet,
 * offline): every usable lot, and the server names the one its centre lacks.
 */
const useHeldByCenter = (form: UseFormReturn<FormValues>, day: string) => {
  const centerValue = useWatch({ control: form.control, name: centerField });
  const centerId = typeof centerValue === 'number' ? centerValue : null;
  const { data: held } = useQuery({
    queryKey: ['stock', 'center', centerId, day],
    queryFn: ({ signal }) => fetchCenterBatchIds(centerId ?? 0, signal),
    enabled: centerId !== null,
    retry: false,
  });
  return useCallback((batch: DoseBatch) => !held || held.has(batch.id), [held]);
};

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
export const useBatchChoice = (form: UseFormReturn<FormValues>): BatchChoice => {
  const { dataProvider } = useEngine();
  const day = today();
  const [vaccine, setVaccine] = useState<SearchOption | null>(null);
  const [formBatch, setFormBatch] = useState<BatchChoice['formBatch']>({ option: null, round: 0 });
  const preselectFor = useRef<number | null>(null);
  const batchValue = useWatch({ control: form.control, name: batchField });
  const batchId = typeof batchValue === 'number' ? batchValue : null;
  const isHeld = useHeldByCenter(form, day);

  const findUsable = useCallback(
    async (q: string, signal: AbortSignal) => {
      const { items } = await dataProvider.getList(vaccineBatches, { ...usableBatchesQuery(q, day), signal });
      return typedRows(vaccineBatches, items).filter(isHeld);
    },
    [dataProvider, day, isHeld],
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
  const batchesParams = vaccineId === null ? null : vaccineBatchesQuery(vaccineId, day);
  const batches = useQuery({
    queryKey: entityKeys.list(vaccineBatches, batchesParams ?? {}),
    queryFn: async ({ signal }) =>
      typedRows(vaccineBatches, (await dataProvider.getList(vaccineBatches, { ...batchesParams, signal })).items),
    enabled: batchesParams !== null,
  });
  const heldBatches = useMemo(() => batches.data?.filter(isHeld), [batches.data, isHeld]);
  const batchList = useList<DoseBatch>({
    data: batches.isLoading ? undefined : (heldBatches ?? []),
    rowId: (batch) => String(batch.id),
    error: batches.error,
    reload: () => void batches.refetch(),
  });
  const listed = batches.data?.find((batch) => batch.id === batchId);
  // A lot found by its number: its row says which vaccine it is.
  const { data: batchRow } = useOneQuery(vaccineBatches, listed || batchId === null ? null : batchId);
  const chosenBatch =
    listed ?? (batchRow && batchRow.id === batchId ? typedRows(vaccineBatches, [batchRow])[0] : undefined);

  const queryClient = useQueryClient();
  const vaccineOfBatch = useCallback(async () => {
    const value = form.getValues(batchField);
    if (typeof value !== 'number') return null;
    const listedBatch = batches.data?.find((batch) => batch.id === value);
    if (listedBatch) return listedBatch.vaccine.id;
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
  }, [form, batches.data, queryClient, dataProvider]);

  const chooseBatch = useCallback(
    (batch: DoseBatch) => {
      form.setValue(batchField, batch.id, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
      setFormBatch(({ round }) => ({ option: batchOption(batch), round: round + 1 }));
    },
    [form],
  );

  const chooseVaccine = useCallback(
    (chosen: SearchOption | null) => {
      setVaccine(chosen);
      preselectFor.current = chosen?.value ?? null;
      if (chosen !== null) return;
      form.setValue(batchField, null, { shouldDirty: true });
      setFormBatch(({ round }) => ({ option: null, round: round + 1 }));
    },
    [form],
  );

  // A newly chosen lot brings its vaccine; a vaccine chosen by name waits for its own lot instead.
  const syncedBatchId = useRef<number | null>(null);
  const batchVaccine = chosenBatch?.vaccine;
  useEffect(() => {
    if (batchId === null) syncedBatchId.current = null;
    if (!batchVaccine || syncedBatchId.current === batchId) return;
    syncedBatchId.current = batchId;
    if (batchVaccine.id === vaccineId) return;
    preselectFor.current = null;
    setVaccine({ value: batchVaccine.id, label: batchVaccine.vaccineName });
  }, [batchId, batchVaccine, vaccineId]);

  useEffect(() => {
    const [first] = heldBatches ?? [];
    if (vaccineId === null || preselectFor.current !== vaccineId || !first) return;
    preselectFor.current = null;
    if (batchVaccine?.id !== vaccineId) chooseBatch(first);
  }, [heldBatches, vaccineId, batchVaccine, chooseBatch]);

  return {
    vaccine,
    chooseVaccine,
    findVaccines,
    findBatches,
    searchKeys: { vaccines: ['vaccine-batches', 'usable-vaccines', day], batches: ['vaccine-batches', 'usable', day] },
    batches: batchList,
    batchId,
    chooseBatch,
    vaccineOfBatch,
    formBatch,
    day,
  };
};
